// Not antd's `Input` namespace (Password, Search, OTP): see ListToolbar.
import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';
import type { DateRangeFilterProps } from './DateRangeFilter';

/** The date filter's width, the same for the filter and what holds its place. */
export const DATE_FILTER_WIDTH = 264;

/** Holds the filter's place, with the range it will show, while its code loads. */
export function DateRangePlaceholder({ from, to }: Pick<DateRangeFilterProps, 'from' | 'to'>) {
  const { t } = useTranslation('purchases');
  const range = (start: string, end: string) => t('filters.dateRange', { from: start, to: end });
  const open = t('filters.dateOpen');
  const label = range(t('filters.dateFrom'), t('filters.dateTo'));
  return (
    <Input
      disabled
      aria-label={label}
      placeholder={label}
      value={from || to ? range(from || open, to || open) : undefined}
      style={{ width: DATE_FILTER_WIDTH }}
    />
  );
}
