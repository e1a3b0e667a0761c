import { useNotificationProvider } from '@refinedev/antd';
import type { NotificationProvider } from '@refinedev/core';
import { i18n } from '../i18n';

/**
 * Refine's antd notifications, without the generic "Successful" Refine adds to its default
 * success toasts: the antd provider shows it as the title, above a message that already says so
 * ("Successfully deleted ticket type").
 */
export function useConsoleNotifications(): NotificationProvider {
  const provider = useNotificationProvider();
  return {
    ...provider,
    open: (params) => {
      const generic = i18n.t('notifications.success', { ns: 'refine' });
      const repeats = params.type === 'success' && params.description === generic;
      provider.open(repeats ? { ...params, description: undefined } : params);
    },
  };
}
