import { useCustom } from '@refinedev/core';
import { Card, Flex, QRCode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../contract';

/**
 * The purchase's signed QR code (`PP1.<id>.<signature>`, docs/resources/door.md), for the venue
 * to print or send; the door screen scans it. A server without the call shows a short note.
 */
export function PurchaseQr({ purchaseId }: { purchaseId: number }) {
  const { t } = useTranslation('purchases');
  const { query, result } = useCustom<{ code: string }>({
    url: paths.doorQr(purchaseId),
    method: 'get',
    errorNotification: false,
    queryOptions: { retry: false },
  });
  const code = (result.data as { code?: string } | undefined)?.code;
  return (
    <Card size="small" title={t('qr.title')} style={{ marginTop: 16 }}>
      <Flex vertical align="center" gap="small">
        {query.isError ? (
          <Typography.Text type="secondary">{t('qr.failed')}</Typography.Text>
        ) : (
          <QRCode
            value={code ?? '-'}
            status={code ? 'active' : 'loading'}
            size={200}
            bgColor="#fff"
            color="#000"
            aria-label={t('qr.title')}
            data-code={code}
          />
        )}
        <Typography.Text type="secondary">{t('qr.hint')}</Typography.Text>
      </Flex>
    </Card>
  );
}
