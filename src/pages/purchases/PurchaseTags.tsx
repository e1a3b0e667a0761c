import { Tag } from 'antd';
import type { TagProps } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  TICKET_STATUS,
  TICKET_STATUS_VALUES,
} from '../../../contract';
import { EMPTY_VALUE } from '../../i18n/constants';

/** Issue 6: Purchased green, Entered amber, Checked out grey (antd's semantic tag colours). */
const TICKET_STATUS_COLOURS: Record<number, TagProps['color']> = {
  [TICKET_STATUS.PURCHASED]: 'success',
  [TICKET_STATUS.ENTERED]: 'warning',
  [TICKET_STATUS.CHECKED_OUT]: 'default',
};

const PAYMENT_STATUS_COLOURS: Record<string, TagProps['color']> = {
  completed: 'success',
  pending: 'processing',
  failed: 'error',
  refunded: 'default',
};

export function TicketStatusTag({ status }: { status: number | null | undefined }) {
  const { t } = useTranslation('purchases');
  if (status === null || status === undefined || !(status in TICKET_STATUS_COLOURS)) {
    return <>{status ?? EMPTY_VALUE}</>;
  }
  return <Tag color={TICKET_STATUS_COLOURS[status]}>{t(`ticketStatus.${status}`)}</Tag>;
}

/**
 * Text codes and the legacy server's numeric ones (read into the same codes by src/api/legacy.ts)
 * get their label; anything else reads "Unknown", never a raw code.
 */
export function usePaymentStatusLabel() {
  const { t } = useTranslation('purchases');
  return (status: string | null | undefined): string => {
    if (status === null || status === undefined || status === '') return EMPTY_VALUE;
    return (PAYMENT_STATUSES as readonly string[]).includes(status)
      ? t(`paymentStatus.${status}`)
      : t('paymentStatus.unknown');
  };
}

export function PaymentStatusTag({ status }: { status: string | null | undefined }) {
  const label = usePaymentStatusLabel();
  if (status === null || status === undefined || status === '') return <>{EMPTY_VALUE}</>;
  return <Tag color={PAYMENT_STATUS_COLOURS[status] ?? 'default'}>{label(status)}</Tag>;
}

export function usePaymentMethodLabel() {
  const { t } = useTranslation('purchases');
  return (method: string | null | undefined): string => {
    if (!method) return EMPTY_VALUE;
    return (PAYMENT_METHODS as readonly string[]).includes(method)
      ? t(`paymentMethod.${method}`)
      : method;
  };
}

/** Options of the three filter Selects, labelled in the current language. */
export function usePurchaseOptions() {
  const { t } = useTranslation('purchases');
  return {
    ticketStatus: TICKET_STATUS_VALUES.map((value) => ({
      value,
      label: t(`ticketStatus.${value}`),
    })),
    paymentStatus: PAYMENT_STATUSES.map((value) => ({
      value,
      label: t(`paymentStatus.${value}`),
    })),
    paymentMethod: PAYMENT_METHODS.map((value) => ({
      value,
      label: t(`paymentMethod.${value}`),
    })),
  };
}
