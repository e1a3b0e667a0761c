import AppContext, { type useAppProps } from 'antd/es/app/context';
import useStyle from 'antd/es/app/style';
import { ConfigContext } from 'antd/es/config-provider';
import type { NotificationConfig } from 'antd/es/notification/interface';
import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

/** antd App's message, notification and modal APIs (what `App.useApp()` returns). */
export type AppFeedback = useAppProps;

const AppFeedbackHost = lazy(() => import('./appFeedbackHost'));

const MESSAGE_METHODS = ['open', 'success', 'error', 'info', 'warning', 'loading', 'destroy'];
const NOTIFICATION_METHODS = ['open', 'success', 'error', 'info', 'warning', 'destroy'];
const MODAL_METHODS = ['confirm', 'info', 'success', 'error', 'warning'];

type Call = (feedback: AppFeedback) => unknown;

/**
 * Stand-ins of the three APIs until their code is in: each call asks for it (`want`), waits for
 * it and is then made; what it returns (a modal's destroy/update, a message's close) forwards to
 * the real one. `arrive` hands over the real APIs and makes the calls that waited.
 */
function waitingFeedback(want: () => void) {
  let real: AppFeedback | undefined;
  const waiting: ((feedback: AppFeedback) => void)[] = [];
  // The result goes in a box: a modal's handle is itself a thenable (it settles when the dialog
  // closes), which a promise would otherwise wait for instead of handing it over.
  const run = (call: Call): Promise<[unknown]> => {
    if (real) return Promise.resolve([call(real)]);
    want();
    return new Promise((resolve) => waiting.push((feedback) => resolve([call(feedback)])));
  };
  const api = (kind: keyof AppFeedback, methods: string[]) =>
    Object.fromEntries(
      methods.map((method) => [
        method,
        (...args: unknown[]) => {
          const result = run((feedback) =>
            (feedback[kind] as unknown as Record<string, (...a: unknown[]) => unknown>)[method](
              ...args,
            ),
          );
          const later =
            (name: string) =>
            (...a: unknown[]) =>
              void result.then(([value]) => {
                const target = (value as Record<string, unknown> | undefined)?.[name];
                if (typeof target === 'function') target(...a);
              });
          const close = () =>
            void result.then(([value]) => (typeof value === 'function' ? value() : undefined));
          return Object.assign(close, {
            destroy: later('destroy'),
            update: later('update'),
            then: (resolve: (value: unknown) => unknown, reject?: (error: unknown) => unknown) =>
              result.then(([value]) => value).then(resolve, reject),
          });
        },
      ]),
    );
  return {
    feedback: {
      message: api('message', MESSAGE_METHODS),
      notification: api('notification', NOTIFICATION_METHODS),
      modal: api('modal', MODAL_METHODS),
    } as unknown as AppFeedback,
    arrive: (feedback: AppFeedback) => {
      real = feedback;
      waiting.splice(0).forEach((resume) => resume(feedback));
    },
  };
}

/**
 * A failed download of the host leaves the console as it is (the calls wait): a toast or a
 * confirmation is not worth a broken page. The next page load tries again.
 */
class HostBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * antd's App (the `.ant-app` root with the theme's font and colour, and `App.useApp()`'s message,
 * notification and modal), with the code of those three loaded at the user's first key or pointer
 * press or their first call, not in every page's first load (~18 KB gzip: rc-dialog, rc-notification and
 * their styles; docs/performance.md part 1h). `App.useApp()` (antd/es/app/useApp) works as with
 * antd's App: a call made before the code is in is made once it is.
 */
export function LateApp({
  notification,
  children,
}: {
  notification?: NotificationConfig;
  children: ReactNode;
}) {
  const { direction, getPrefixCls } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [wrapCSSVar, hashId, cssVarCls] = useStyle(prefixCls);
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState<AppFeedback | null>(null);
  const [waiting] = useState(() => waitingFeedback(() => setWanted(true)));

  // The first press of a key or a pointer says a toast or a confirmation may follow: the code is
  // then on its way before the click that needs it. Not at idle time: that comes while a page
  // still waits for its data, and would make the code part of every page's first load.
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const options = { capture: true, once: true, passive: true } as const;
    window.addEventListener('pointerdown', want, options);
    window.addEventListener('keydown', want, options);
    return () => {
      window.removeEventListener('pointerdown', want, options);
      window.removeEventListener('keydown', want, options);
    };
  }, [wanted]);

  const onReady = useCallback(
    (feedback: AppFeedback) => {
      waiting.arrive(feedback);
      setReady(feedback);
    },
    [waiting],
  );

  const className = [hashId, prefixCls, cssVarCls, direction === 'rtl' ? `${prefixCls}-rtl` : '']
    .filter(Boolean)
    .join(' ');
  return wrapCSSVar(
    <AppContext.Provider value={ready ?? waiting.feedback}>
      <div className={className}>
        {wanted && (
          <HostBoundary>
            <Suspense fallback={null}>
              <AppFeedbackHost notification={notification} onReady={onReady} />
            </Suspense>
          </HostBoundary>
        )}
        {children}
      </div>
    </AppContext.Provider>,
  );
}
