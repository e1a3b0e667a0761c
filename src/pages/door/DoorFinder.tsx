import { ScanOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, InputNumber, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DoorPass } from '../../../contract';
import { PaymentStatusTag, TicketStatusTag } from '../purchases/PurchaseTags';
import { QrScanner } from './QrScanner';

interface Props {
  busy: boolean;
  /** The legacy server cannot look up by code or name. */
  byNumberOnly: boolean;
  onCode: (code: string) => void;
  onNumber: (id: number) => void;
  onSearch?: (q: string) => Promise<DoorPass[]>;
  onPick: (pass: DoorPass) => void;
}

/** The three ways to find a ticket: scan its QR code, type its number, or search the buyer. */
export function DoorFinder({ busy, byNumberOnly, onCode, onNumber, onSearch, onPick }: Props) {
  const { t } = useTranslation('door');
  const [scanning, setScanning] = useState(false);
  const [found, setFound] = useState<DoorPass[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [number, setNumber] = useState<number | null>(null);

  const search = async (q: string) => {
    if (!onSearch || q.trim() === '') return;
    setSearching(true);
    try {
      setFound(await onSearch(q.trim()));
    } finally {
      setSearching(false);
    }
  };

  return (
    <Flex vertical gap="middle">
      {!byNumberOnly &&
        (scanning ? (
          <QrScanner
            onCode={(code) => {
              setScanning(false);
              onCode(code);
            }}
            onClose={() => setScanning(false)}
          />
        ) : (
          <Button
            type="primary"
            size="large"
            block
            icon={<ScanOutlined />}
            style={{ height: 64 }}
            onClick={() => setScanning(true)}
          >
            {t('scan.start')}
          </Button>
        ))}
      <Form
        layout="vertical"
        onFinish={() => {
          if (number) onNumber(number);
        }}
      >
        <Form.Item label={t('find.number')} htmlFor="door-number" style={{ marginBottom: 0 }}>
          <Space.Compact block>
            <InputNumber
              id="door-number"
              size="large"
              min={1}
              precision={0}
              inputMode="numeric"
              style={{ width: '100%' }}
              value={number}
              onChange={(v) => setNumber(typeof v === 'number' ? v : null)}
            />
            <Button size="large" htmlType="submit" loading={busy} disabled={!number}>
              {t('find.go')}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
      {!byNumberOnly && onSearch && (
        <>
          <Input.Search
            size="large"
            aria-label={t('find.name')}
            placeholder={t('find.name')}
            enterButton={<SearchOutlined aria-label={t('find.searchButton')} />}
            loading={searching}
            onSearch={(q) => void search(q)}
          />
          {found && (
            <List
              dataSource={found}
              locale={{ emptyText: t('find.noneTonight') }}
              renderItem={(p) => (
                <List.Item>
                  <Button
                    block
                    size="large"
                    style={{ height: 'auto', textAlign: 'start', padding: 12 }}
                    onClick={() => {
                      setFound(null);
                      onPick(p);
                    }}
                  >
                    <Flex justify="space-between" align="center" gap="small" wrap>
                      <Typography.Text strong>
                        {p.buyer?.name ?? `#${p.purchase_id}`}
                      </Typography.Text>
                      <Typography.Text type="secondary">
                        {`#${p.purchase_id} · ${p.ticket_type.name}`}
                      </Typography.Text>
                      <Flex gap={4} wrap>
                        <PaymentStatusTag status={p.payment_status} />
                        <TicketStatusTag status={p.ticket_status} />
                      </Flex>
                    </Flex>
                  </Button>
                </List.Item>
              )}
            />
          )}
        </>
      )}
    </Flex>
  );
}
