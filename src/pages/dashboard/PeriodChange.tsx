import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import { Flex, Statistic, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeOf } from './period';

const percentFormats = new Map<string, Intl.NumberFormat>();
const percent = (lng: string) => {
  let format = percentFormats.get(lng);
  if (!format) {
    format = new Intl.NumberFormat(lng, {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    });
    percentFormats.set(lng, format);
  }
  return format;
};

/**
 * A figure against the previous period: the change in percent (up in the success colour, down in
 * the error colour: every figure of the dashboard is better higher) and the previous value.
 */
export function PeriodChange({
  current,
  previous,
  previousText,
}: {
  current: number;
  previous: number;
  /** The previous value as the card shows values (currency, grouped digits). */
  previousText: string;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const { token } = theme.useToken();
  const change = changeOf(current, previous);
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const direction = change === null || change > 0 ? 'up' : change < 0 ? 'down' : 'same';
  const colour = {
    up: token.colorSuccess,
    down: token.colorError,
    same: token.colorTextSecondary,
  }[direction];
  const icon = {
    up: <ArrowUpOutlined />,
    down: <ArrowDownOutlined />,
    same: <MinusOutlined />,
  }[direction];
  return (
    <Flex gap={8} align="baseline" wrap data-testid="period-change" data-direction={direction}>
      <Statistic
        value={change === null ? t('compare.noBase') : percent(lng).format(change)}
        prefix={icon}
        valueStyle={{ fontSize: token.fontSize, color: colour }}
      />
      <Typography.Text type="secondary">
        {t('compare.previous', { value: previousText })}
      </Typography.Text>
    </Flex>
  );
}
