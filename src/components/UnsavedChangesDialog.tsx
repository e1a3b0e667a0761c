import { useTranslate, useWarnAboutChange } from '@refinedev/core';
import { App } from 'antd';
import { useCallback, useContext, useEffect, useRef } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router';

type ConfirmInstance = ReturnType<ReturnType<typeof App.useApp>['modal']['confirm']>;

/**
 * Refine's `UnsavedChangesNotifier` (@refinedev/react-router) with the console's own dialog in
 * place of `window.confirm`: while a form has unsaved changes (`warnWhenUnsavedChanges`), an
 * in-app navigation opens "Leave this page?"; Stay keeps the page and what was typed, Leave
 * drops the changes and goes where the link pointed.
 *
 * Like Refine's, it wraps the router's navigator (`push` and `go`) rather than using
 * `useBlocker`, which needs a data router: the console runs under `<BrowserRouter>` and its tests
 * under `<MemoryRouter>`. Closing or reloading the tab still gets the browser's own dialog, the
 * only one a `beforeunload` handler may show.
 */
export function UnsavedChangesDialog() {
  const translate = useTranslate();
  const { modal } = App.useApp();
  const { navigator: router } = useContext(UNSAFE_NavigationContext);
  const { pathname } = useLocation();
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const open = useRef<ConfirmInstance | null>(null);

  // Asks before `proceed` runs the navigation that was held back.
  const ask = useCallback(
    (proceed: () => void) => {
      // One dialog at a time: a second navigation while it is open is dropped, the dialog
      // answers for the first one.
      if (open.current) return;
      const close = () => {
        open.current = null;
      };
      open.current = modal.confirm({
        title: translate('unsavedChanges.title', 'Leave this page?'),
        content: translate('unsavedChanges.content', 'You have unsaved changes.'),
        okText: translate('unsavedChanges.leave', 'Leave'),
        okButtonProps: { danger: true },
        cancelText: translate('unsavedChanges.stay', 'Stay'),
        // Enter on the opened dialog must not throw the changes away; Escape is Stay too.
        autoFocusButton: 'cancel',
        onOk: () => {
          close();
          setWarnWhen(false);
          proceed();
        },
        onCancel: close,
      });
    },
    [modal, translate, setWarnWhen],
  );

  useEffect(() => {
    if (!warnWhen) return;
    const { push, go } = router;
    // The navigator is the router's history object: replacing its methods (and putting them
    // back) is how a non-data router's navigations are held, as Refine's notifier does.
    /* eslint-disable react-hooks/immutability -- see above */
    router.push = (...args) => ask(() => push(...args));
    router.go = (...args) => ask(() => go(...args));
    return () => {
      router.push = push;
      router.go = go;
    };
    /* eslint-enable react-hooks/immutability */
  }, [router, warnWhen, ask]);

  useEffect(() => {
    if (!warnWhen) return;
    const message = translate(
      'warnWhenUnsavedChanges',
      'Are you sure you want to leave? You have unsaved changes.',
    );
    const listener = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when a return value is set; none shows this text.
      event.returnValue = message;
      return message;
    };
    window.addEventListener('beforeunload', listener);
    return () => window.removeEventListener('beforeunload', listener);
  }, [warnWhen, translate]);

  // A new page has no unsaved changes (as Refine's notifier), and a question about leaving the
  // old one (the browser's Back went there meanwhile) has no answer left.
  useEffect(
    () => () => {
      setWarnWhen(false);
      open.current?.destroy();
      open.current = null;
    },
    [pathname, setWarnWhen],
  );

  return null;
}
