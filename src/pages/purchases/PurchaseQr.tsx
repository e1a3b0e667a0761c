import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Button, Card, Flex, QRCode, Space, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../contract';
import { useServerHas } from '../../api/serverIdentity';
import './purchaseQr.css';

/** While the page prints, only the QR card shows (./purchaseQr.css). */
const PRINTING_QR = 'pp-printing-qr';

/**
 * The purchase's signed QR code (`PP1.<id>.<signature>`, docs/resources/door.md), for the venue
 * to print or send: Print prints the card alone, Download saves the code as a PNG file. The door
 * screen scans it. The legacy server has no passes: nothing is shown or asked there. A failed
 * load shows a short note.
 */
export function PurchaseQr({ purchaseId }: { purchaseId: number }) {
  const { t } = useTranslation('purchases');
  const passes = useServerHas('passes');
  const box = useRef<HTMLDivElement>(null);
  const { query, result } = useCustom<{ code: string }>({
    url: paths.doorQr(purchaseId),
    method: 'get',
    errorNotification: false,
    queryOptions: { retry: false, enabled: passes },
  });
  if (!passes) return null;
  const code = (result.data as { code?: string } | undefined)?.code;

  const download = () => {
    const canvas = box.current?.querySelector('canvas');
    if (!canvas) return;
    const link = document.createElement('a');
    link.href = canvas.toDataURL('image/png');
    link.download = `purchase-${purchaseId}-qr.png`;
    link.click();
  };
  const print = () => {
    document.body.classList.add(PRINTING_QR);
    window.addEventListener('afterprint', () => document.body.classList.remove(PRINTING_QR), {
      once: true,
    });
    window.print();
  };

  return (
    <Card
      size="small"
      title={t('qr.title')}
      style={{ marginTop: 16 }}
      className="pp-qr-card"
      extra={
        code ? (
          <Space className="pp-qr-actions">
            <Button icon={<PrinterOutlined />} onClick={print}>
              {t('qr.print')}
            </Button>
            <Button icon={<DownloadOutlined />} onClick={download}>
              {t('qr.download')}
            </Button>
          </Space>
        ) : null
      }
    >
      <Flex vertical align="center" gap="small" ref={box}>
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
