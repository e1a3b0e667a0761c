import { List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DoorNightLocker } from '../../../contract';
import { EmptyState } from '../../components/EmptyState';
import { formatClock } from '../../i18n/format';

/** Every locker of the night: free, disabled, or taken by whom since when. */
export function NightLockers({ lockers }: { lockers: DoorNightLocker[] }) {
  const { t } = useTranslation('door');
  return (
    <List
      dataSource={lockers}
      locale={{ emptyText: <EmptyState title={t('lockers.empty')} /> }}
      renderItem={(l) => (
        <List.Item
          extra={
            l.status !== 1 ? (
              <Tag>{t('lockers.disabled')}</Tag>
            ) : l.allocation ? (
              <Tag color="warning">{t('lockers.taken')}</Tag>
            ) : (
              <Tag color="success">{t('lockers.free')}</Tag>
            )
          }
        >
          <List.Item.Meta
            title={t('locker.number', { number: l.locker_number })}
            description={
              l.allocation ? (
                <Typography.Text>
                  {t('lockers.heldBy', {
                    name: l.allocation.buyer_name ?? `#${l.allocation.purchase_id}`,
                    time: formatClock(l.allocation.since),
                  })}
                </Typography.Text>
              ) : null
            }
          />
        </List.Item>
      )}
    />
  );
}
