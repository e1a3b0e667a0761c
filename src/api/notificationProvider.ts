import { useNotificationProvider } from '@refinedev/antd';
import type { NotificationProvider, OpenNotificationParams } from '@refinedev/core';
import { useMemo } from 'react';
import { i18n } from '../i18n';
import { getToken } from './session';

/**
 * Refine's keys of the notifications its read hooks open on a failure (useOne, useList, useMany,
 * useInfiniteList). The page that asked shows that failure in place (ErrorState, or the 403
 * page), so a toast would say it twice.
 */
const READ_FAILURE_KEY = /-(getOne|useList|getMany|useInfiniteList)-notification$/;

export const isReadFailure = (params: OpenNotificationParams): boolean =>
  params.type === 'error' && READ_FAILURE_KEY.test(params.key ?? '');

/**
 * An error shows once, in plain words: the failure's own message (the server's sentence, or
 * src/api/httpError.ts's) as the toast's one line. Refine's default title ("There was an error
 * creating user (status code: 409)") is a developer's string and goes.
 */
export function toPlainError(params: OpenNotificationParams): OpenNotificationParams {
  if (params.type !== 'error') return params;
  const { description, ...rest } = params;
  return { ...rest, message: description?.trim() ? description : params.message };
}

/**
 * Refine's default success toasts carry a generic "Successful" that antd shows as the title,
 * above a message that already says so ("Successfully deleted ticket type"): it goes.
 */
export function withoutGenericSuccess(params: OpenNotificationParams): OpenNotificationParams {
  const generic = i18n.t('notifications.success', { ns: 'refine' });
  const repeats = params.type === 'success' && params.description === generic;
  return repeats ? { ...params, description: undefined } : params;
}

/**
 * antd's notification provider with the rules above: Refine's `notificationProvider`. Once the
 * session is gone no error toast shows: the calls that fail then fail for that one reason, which
 * the sign-in page states (the server's reason, kept by the client).
 */
export function useConsoleNotificationProvider(): NotificationProvider {
  const base = useNotificationProvider();
  return useMemo(
    () => ({
      ...base,
      open: (params) => {
        if (isReadFailure(params)) return;
        if (params.type === 'error' && !getToken()) return;
        base.open(withoutGenericSuccess(toPlainError(params)));
      },
    }),
    [base],
  );
}
