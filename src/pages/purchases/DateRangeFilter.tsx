import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PRESET_KEYS, presetRange } from '../dashboard/period';
import { dateRangeWidth, dayRange } from './purchaseFilters';

export interface DateRangeFilterProps {
  /** The range's ends as "YYYY-MM-DD", `""` when open (purchaseFilters' rangeValue). */
  from: string;
  to: string;
  onChange: (range: [string, string] | undefined) => void;
}

/**
 * The purchase list's date filter: antd's RangePicker on "YYYY-MM-DD" days, with the dashboard's
 * five presets (today, the last 7 and 30 days, this month, the last 12 months).
 */
export function DateRangeFilter({ from, to, onChange }: DateRangeFilterProps) {
  const { t } = useTranslation(['purchases', 'dashboard']);
  const presets = useMemo(
    () =>
      PRESET_KEYS.map((key) => ({
        label: t(`dashboard:period.presets.${key}`),
        value: presetRange(key),
      })),
    [t],
  );
  // A new array would count as a new value for the picker, which then drops a start typed but
  // not yet sent (it waits for the end) whenever the list draws again.
  const value = useMemo<[dayjs.Dayjs | null, dayjs.Dayjs | null]>(
    () => [from ? dayjs(from) : null, to ? dayjs(to) : null],
    [from, to],
  );
  return (
    <DatePicker.RangePicker
      allowEmpty={[true, true]}
      // No aria-label: rc-picker would give it to both ends. Each end is named by its placeholder.
      placeholder={[t('filters.dateFrom'), t('filters.dateTo')]}
      value={value}
      presets={presets}
      onChange={(days) => onChange(dayRange(days))}
      style={{
        width: dateRangeWidth(t('filters.dateFrom'), t('filters.dateTo')),
        maxWidth: '100%',
      }}
    />
  );
}

export default DateRangeFilter;
