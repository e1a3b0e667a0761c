import { DatePicker, Flex, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_FIRST_DAY, ANALYTICS_MAX_PERIOD_DAYS } from '../../../contract';
import { formatDate } from '../../i18n/format';
import { periodOf, PRESET_KEYS, presetRange, type Period } from './period';

type Range = [Dayjs | null, Dayjs | null] | null;

/**
 * The dashboard's period: antd's RangePicker with the presets and any custom range of at most
 * ANALYTICS_MAX_PERIOD_DAYS days (the server's limit). Cleared, the dashboard shows all time.
 * Its own chunk (antd's pickers), loaded after the figures (PeriodBar.tsx).
 */
export default function PeriodPicker({
  period,
  previous,
  onChange,
}: {
  period: Period | null;
  /** The previous period the server compared with, once it has answered. */
  previous?: Period;
  onChange: (period: Period | null) => void;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const value = useMemo<[Dayjs, Dayjs] | null>(
    () => (period ? [dayjs(period.from), dayjs(period.to)] : null),
    [period],
  );
  const presets = useMemo(
    () =>
      PRESET_KEYS.map((key) => ({ label: t(`period.presets.${key}`), value: presetRange(key) })),
    [t],
  );
  const change = (range: Range) =>
    onChange(range?.[0] && range[1] ? periodOf([range[0], range[1]]) : null);
  // A custom range stops ANALYTICS_MAX_PERIOD_DAYS days from the day picked first, and starts
  // no earlier than the server's first day.
  const tooLong = (day: Dayjs, info: { from?: Dayjs }) =>
    day.isBefore(ANALYTICS_FIRST_DAY, 'day') ||
    (info.from !== undefined &&
      Math.abs(day.startOf('day').diff(info.from.startOf('day'), 'day')) >=
        ANALYTICS_MAX_PERIOD_DAYS);
  return (
    <Flex wrap gap={8} align="center">
      <Typography.Text strong>{t('period.label')}</Typography.Text>
      <DatePicker.RangePicker
        value={value}
        presets={presets}
        disabledDate={tooLong}
        onChange={change}
        // No aria-label: rc-picker would give it to both ends. Each end is named by its placeholder.
        placeholder={[t('period.from'), t('period.to')]}
        data-testid="period-picker"
      />
      <Typography.Text type="secondary">
        {period && previous
          ? t('period.comparedWith', {
              from: formatDate(previous.from, lng),
              to: formatDate(previous.to, lng),
            })
          : period
            ? null
            : t('period.allTime')}
      </Typography.Text>
    </Flex>
  );
}
