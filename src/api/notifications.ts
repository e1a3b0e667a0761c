import { useNotificationProvider } from '@refinedev/antd';
import type { NotificationProvider } from '@refinedev/core';
import { useMemo } from 'react';
import { getToken } from './session';

/**
 * Refine's antd notifications, without error toasts once the session is gone: the calls that
 * fail then fail for that one reason, which the sign-in page states (the server's reason, kept by
 * the client), so a toast of theirs would only repeat it, or hide it behind "no token".
 */
export function useSignedInNotifications(): NotificationProvider {
  const notifications = useNotificationProvider();
  return useMemo(
    () => ({
      ...notifications,
      open: (params) => {
        if (params.type === 'error' && !getToken()) return;
        notifications.open(params);
      },
    }),
    [notifications],
  );
}
