import type { NotificationProvider } from '@refinedev/core';
import useApp from 'antd/es/app/useApp';

/**
 * Refine's notifications on antd's `App` notification API: what `useNotificationProvider` of
 * @refinedev/antd does, without importing that package (its single-file bundle drags markdown,
 * pro-layout and their locales into every page's first load, the login page's included).
 * The console uses no undoable mutations, so a "progress" notification is shown as plain info.
 */
export function useNotificationProvider(): NotificationProvider {
  // antd's App context (src/theme/LateApp), not `App.useApp`: antd's App module brings the
  // message, notification and modal code into the first load.
  const { notification } = useApp();
  return {
    open: ({ key, message, description, type }) =>
      notification.open({
        key,
        description: message,
        message: description ?? null,
        type: type === 'progress' ? 'info' : type,
      }),
    close: (key) => notification.destroy(key),
  };
}
