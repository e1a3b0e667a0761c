import { Tag } from 'antd';
import type { TagProps } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  TICKET_STATUS,
  TICKET_STATUS_VALUES,
} from '../../../contract';
import { UNKNOWN_PAYMENT_STATUS } from '../../api/legacy';
import { useUnknownValueLabel } from '../../components/unknownValue';
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
  const unknown = useUnknownValueLabel();
  if (status === null || status === undefined) return <>{EMPTY_VALUE}</>;
  if (!(status in TICKET_STATUS_COLOURS)) return <Tag>{unknown(status)}</Tag>;
  return <Tag color={TICKET_STATUS_COLOURS[status]}>{t(`ticketStatus.${status}`)}</Tag>;
}

/**
 * Text codes and the legacy server's numeric ones (read into the same codes by src/api/legacy.ts)
 * get their label; a numeric code with no meaning reads "Unknown" (a bare number tells the user
 * nothing), any other text "Unknown (text)".
 */
export function usePaymentStatusLabel() {
  const { t } = useTranslation('purchases');
  const unknown = useUnknownValueLabel();
  return (status: string | null | undefined): string => {
    if (status === null || status === undefined || status === '') return EMPTY_VALUE;
    if ((PAYMENT_STATUSES as readonly string[]).includes(status)) {
      return t(`paymentStatus.${status}`);
    }
    return status === UNKNOWN_PAYMENT_STATUS ? t('paymentStatus.unknown') : unknown(status);
  };
}

export function PaymentStatusTag({ status }: { status: string | null | undefined }) {
  const label = usePaymentStatusLabel();
  if (status === null || status === undefined || status === '') return <>{EMPTY_VALUE}</>;
  return <Tag color={PAYMENT_STATUS_COLOURS[status] ?? 'default'}>{label(status)}</Tag>;
}

export function usePaymentMethodLabel() {
  const { t } = useTranslation('purchases');
  const unknown = useUnknownValueLabel();
  return (method: string | null | undefined): string => {
    if (!method) return EMPTY_VALUE;
    return (PAYMENT_METHODS as readonly string[]).includes(method)
      ? t(`paymentMethod.${method}`)
      : unknown(method);
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
