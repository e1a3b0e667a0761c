import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DoorFigures } from '../../../contract';

/** The night's figures of the institution, two to a row on a phone. */
export function NightFigures({ figures }: { figures: DoorFigures }) {
  const { t } = useTranslation('door');
  const items = [
    ['inside', figures.inside],
    ['entered', figures.entered],
    ['checkedOut', figures.checked_out],
    ['capacity', figures.capacity],
    ['lockersFree', figures.lockers_total - figures.lockers_taken],
    ['lockersTaken', figures.lockers_taken],
  ] as const;
  return (
    <Row gutter={[12, 12]} aria-label={t('figures.title')} role="region">
      {items.map(([key, value]) => (
        <Col xs={12} sm={8} key={key}>
          <Card size="small">
            <Statistic title={t(`figures.${key}`)} value={value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
