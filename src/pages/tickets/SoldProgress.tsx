import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useListControls, useLoadListControls } from '../../components/listControls';

/** The height of antd's small line Progress, held while its code loads (no row grows later). */
const BAR_HEIGHT = 19;

/**
 * "sold / capacity" with a bar. The legacy server sends no `sold`: then only the capacity shows.
 * antd's Progress comes with the list's controls (listControls.ts), after the first rows: the
 * figure above it is the news. The show page asks for them once it has painted.
 */
export function SoldProgress({ sold, capacity }: { sold?: number; capacity: number }) {
  const { t } = useTranslation('tickets');
  const controls = useListControls();
  useLoadListControls(true);
  if (typeof sold !== 'number') return <>{capacity}</>;
  const percent = capacity > 0 ? Math.min(100, Math.round((sold / capacity) * 100)) : 0;
  const label = t('values.soldOfCapacity', { sold, capacity });
  return (
    <Space direction="vertical" size={0} style={{ minWidth: 120 }}>
      <Typography.Text>{label}</Typography.Text>
      {controls ? (
        <controls.Progress
          percent={percent}
          size="small"
          showInfo={false}
          status={sold >= capacity ? 'exception' : 'normal'}
          aria-label={label}
        />
      ) : (
        <div style={{ height: BAR_HEIGHT }} />
      )}
    </Space>
  );
}
