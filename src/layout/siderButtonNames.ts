import { useThemedLayoutContext } from '@refinedev/antd';
import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * ThemedSider draws two icon-only buttons without a name and takes no props for them: the
 * collapse bar at the sider's foot and the phone's menu button. This names them from the locale
 * files, again whenever ThemedSider redraws them (the breakpoint switches between the two).
 */
export function useSiderButtonNames(nav: RefObject<HTMLElement | null>) {
  const { t } = useTranslation('common');
  const { siderCollapsed } = useThemedLayoutContext();
  const collapseName = t(siderCollapsed ? 'header.expandSider' : 'header.collapseSider');
  const menuName = t('header.toggleSider');
  const drawerName = t('menu.label');
  useEffect(() => {
    const root = nav.current;
    if (!root) return;
    const name = () => {
      root
        .querySelector('.ant-layout-sider-trigger button')
        ?.setAttribute('aria-label', collapseName);
      // On phones ThemedSider renders only the drawer and this button, straight in the nav.
      root.querySelector(':scope > button')?.setAttribute('aria-label', menuName);
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(root, { childList: true, subtree: true });
    // The phone's drawer is drawn in a portal on its first opening: named once it is there.
    const drawerObserver = new MutationObserver(() => {
      const sider = document.body.querySelector('.ant-drawer-content .ant-layout-sider');
      const dialog = sider?.closest('.ant-drawer-content');
      if (!dialog) return;
      dialog.setAttribute('aria-label', drawerName);
      drawerObserver.disconnect();
    });
    const watchDrawer = (event: Event) => {
      const button = root.querySelector(':scope > button');
      if (!button?.contains(event.target as Node)) return;
      if (document.body.querySelector(`.ant-drawer-content[aria-label]`)) return;
      drawerObserver.observe(document.body, { childList: true, subtree: true });
    };
    root.addEventListener('click', watchDrawer);
    return () => {
      observer.disconnect();
      drawerObserver.disconnect();
      root.removeEventListener('click', watchDrawer);
    };
  }, [nav, collapseName, menuName, drawerName]);
}
