import { Flex, Progress, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Analytics } from '../../../contract';

type Product = NonNullable<Analytics['bestSellingProducts']>[number];

const NAME_STYLE: CSSProperties = {
  flex: '0 0 40%',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};

/**
 * The best sellers as text under their chart: "sold / capacity" with a bar (the chart is a
 * canvas, so this is also what a screen reader gets). The legacy server sends no capacity: the
 * sold count alone is shown.
 */
export function BestSellersList({ products }: { products: Product[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Flex vertical gap={4} style={{ marginBlockStart: 12 }}>
      {products.map((p) => {
        const capacity = typeof p.capacity === 'number' && p.capacity > 0 ? p.capacity : null;
        return (
          <Flex key={p.ticketId} gap={12} align="center" data-testid="best-seller">
            {/* Cut by CSS, the whole name in its title: antd's `ellipsis` measures each line
                by forcing a layout of the page, one per best seller. */}
            <Typography.Text title={p.ticketName} style={NAME_STYLE}>
              {p.ticketName}
            </Typography.Text>
            {capacity !== null && (
              <Progress
                percent={Math.min(100, Math.round((p.totalSold / capacity) * 100))}
                showInfo={false}
                size="small"
                aria-label={p.ticketName}
                style={{ flex: 1, margin: 0 }}
              />
            )}
            <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
              {capacity !== null
                ? t('charts.soldOfCapacity', { sold: p.totalSold, capacity })
                : p.totalSold}
            </Typography.Text>
          </Flex>
        );
      })}
    </Flex>
  );
}
