import { useCustom } from '@refinedev/core';
import { Card, Flex, QRCode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../contract';
import { useServerHas } from '../../api/serverIdentity';

/**
 * The purchase's signed QR code (`PP1.<id>.<signature>`, docs/resources/door.md), for the venue
 * to print or send; the door screen scans it. The legacy server has no passes: nothing is shown
 * or asked there. A failed load shows a short note.
 */
export function PurchaseQr({ purchaseId }: { purchaseId: number }) {
  const { t } = useTranslation('purchases');
  const passes = useServerHas('passes');
  const { query, result } = useCustom<{ code: string }>({
    url: paths.doorQr(purchaseId),
    method: 'get',
    errorNotification: false,
    queryOptions: { retry: false, enabled: passes },
  });
  if (!passes) return null;
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
