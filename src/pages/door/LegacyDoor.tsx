import { useCustom } from '@refinedev/core';
import { Alert, Button, Flex, Form, InputNumber, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, ROLES } from '../../../contract';
import { useRole } from '../../access/useRole';
import { decodeEntities, unwrapList } from '../../api/legacy';
import type { EntryBody } from './doorCalls';

interface Props {
  institutionId: number;
  busy: boolean;
  onMove: (purchaseId: number, body: EntryBody) => void;
  result: { ok: boolean; message: string } | null;
}

/**
 * The door against the legacy server: it has the entry call but no door reads, and refuses role 3
 * every purchase read. The staff member types the number and picks the ticket type; the screen
 * sends the move and shows the server's answer, and says what it cannot show. Its entry call
 * refuses Institutional Admins, so they get the reason instead of a form that always fails.
 */
export function LegacyDoor({ institutionId, busy, onMove, result }: Props) {
  const { t } = useTranslation('door');
  const role = useRole();
  const [purchaseId, setPurchaseId] = useState<number | null>(null);
  const [ticketId, setTicketId] = useState<number | null>(null);
  const { result: tickets } = useCustom<Record<string, unknown>>({
    url: paths.institutionTickets(institutionId),
    method: 'get',
    errorNotification: false,
    queryOptions: { enabled: role !== ROLES.INSTITUTIONAL_ADMIN },
  });
  const options = useMemo(
    () =>
      unwrapList(tickets.data, true).map((row) => ({
        value: Number((row as { ticket_id?: unknown }).ticket_id),
        // The legacy server sends stored text HTML-escaped (`Rock &amp; Roll`).
        label: decodeEntities(String((row as { name?: unknown }).name ?? '')),
      })),
    [tickets.data],
  );
  const move = (ticket_status: 1 | 2) => {
    if (purchaseId && ticketId) onMove(purchaseId, { ticket_id: ticketId, ticket_status });
  };
  if (role === ROLES.INSTITUTIONAL_ADMIN) {
    return (
      <Alert
        type="warning"
        showIcon
        message={t('legacy.title')}
        description={t('legacy.staffOnly')}
      />
    );
  }
  return (
    <Flex vertical gap="middle">
      <Alert
        type="info"
        showIcon
        message={t('legacy.title')}
        description={t('legacy.cannotShow')}
      />
      <Form layout="vertical">
        <Form.Item label={t('find.number')} htmlFor="legacy-number">
          <InputNumber
            id="legacy-number"
            size="large"
            min={1}
            precision={0}
            style={{ width: '100%' }}
            value={purchaseId}
            onChange={(v) => setPurchaseId(typeof v === 'number' ? v : null)}
          />
        </Form.Item>
        <Form.Item label={t('legacy.ticketType')} htmlFor="legacy-ticket">
          <Select
            id="legacy-ticket"
            size="large"
            options={options}
            value={ticketId}
            onChange={setTicketId}
          />
        </Form.Item>
      </Form>
      <Button
        type="primary"
        size="large"
        block
        disabled={!purchaseId || !ticketId}
        loading={busy}
        onClick={() => move(1)}
      >
        {t('actions.letIn')}
      </Button>
      <Button
        size="large"
        block
        disabled={!purchaseId || !ticketId}
        loading={busy}
        onClick={() => move(2)}
      >
        {t('actions.checkOut')}
      </Button>
      {result && (
        <Alert
          role="status"
          type={result.ok ? 'success' : 'error'}
          showIcon
          message={result.message}
        />
      )}
    </Flex>
  );
}
