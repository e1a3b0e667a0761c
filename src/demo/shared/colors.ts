import type { GlobalToken } from 'antd';

/** The demo's status colours (notes, tickets, events) as theme tokens, so dark mode follows. */
export type StatusColor = 'info' | 'error' | 'warning' | 'success';
export const STATUS_COLORS: readonly StatusColor[] = ['info', 'error', 'warning', 'success'];

export const statusToken = (token: GlobalToken, color: StatusColor): string =>
  ({
    info: token.colorInfo,
    error: token.colorError,
    warning: token.colorWarning,
    success: token.colorSuccess,
  })[color];
