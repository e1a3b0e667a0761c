import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  App,
  Avatar,
  Button,
  Card,
  Col,
  Flex,
  Input,
  Row,
  Space,
  Statistic,
  Table,
  Tag,
  theme,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportTicket } from '../../../mocks/demo/types';
import { formatDate } from '../../i18n/format';
import { statusToken } from '../shared/colors';
import { ConfirmDelete } from '../shared/ConfirmDelete';
import { DemoStatus } from '../shared/DemoStatus';
import { PageTitle } from '../shared/PageTitle';
import { useDemoList } from '../shared/useDemoList';
import { TicketForm, type TicketValues } from './TicketForm';

type Filter = 'all' | SupportTicket['Status'];
const COUNTERS: [Filter, 'info' | 'success' | 'warning' | 'error'][] = [
  ['all', 'info'],
  ['Open', 'success'],
  ['Pending', 'warning'],
  ['Closed', 'error'],
];
const LABEL_OF = { Open: 'success', Pending: 'warning', Closed: 'error' } as const;

/** Support tickets: counters that filter the table, search, create, edit and delete. */
export default function TicketsPage() {
  const { t } = useTranslation('demo');
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const { items, isLoading, error, update } = useDemoList<SupportTicket>('tickets');
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<SupportTicket | 'new' | null>(null);

  const live = items.filter((x) => !x.deleted);
  const q = search.trim().toLowerCase();
  const shown = live.filter(
    (x) => (filter === 'all' || x.Status === filter) && x.ticketTitle.toLowerCase().includes(q),
  );

  const save = (values: TicketValues) => {
    if (editing && editing !== 'new') {
      update((all) =>
        all.map((x) =>
          x.Id === editing.Id ? { ...x, ...values, Label: LABEL_OF[values.Status] } : x,
        ),
      );
    } else {
      const Id = Math.max(0, ...items.map((x) => x.Id)) + 1;
      update((all) => [
        ...all,
        {
          ...values,
          ticketDescription: values.ticketDescription ?? '',
          Id,
          Label: LABEL_OF[values.Status],
          thumb: '/demo/avatars/12.svg',
          Date: new Date().toISOString(),
          deleted: false,
        },
      ]);
    }
    setEditing(null);
    message.success(t('tickets.saved'));
  };

  return (
    <>
      <PageTitle
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('tickets.create')}
          </Button>
        }
      >
        {t('tickets.title')}
      </PageTitle>
      <DemoStatus isLoading={isLoading} error={error}>
        <Row gutter={[16, 16]} style={{ marginBlockEnd: 16 }}>
          {COUNTERS.map(([key, color]) => (
            <Col key={key} xs={12} md={6}>
              <Card
                hoverable
                role="button"
                tabIndex={0}
                aria-pressed={filter === key}
                onClick={() => setFilter(key)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter' && event.key !== ' ') return;
                  event.preventDefault();
                  setFilter(key);
                }}
                style={{ borderColor: filter === key ? statusToken(token, color) : undefined }}
              >
                <Statistic
                  title={t(`tickets.counters.${key}`)}
                  value={key === 'all' ? live.length : live.filter((x) => x.Status === key).length}
                  valueStyle={{ color: statusToken(token, color) }}
                />
              </Card>
            </Col>
          ))}
        </Row>
        <Card>
          <Input.Search
            allowClear
            aria-label={t('tickets.search')}
            placeholder={t('tickets.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            style={{ maxWidth: 320, marginBlockEnd: 16 }}
          />
          <Table<SupportTicket>
            rowKey="Id"
            dataSource={shown}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            scroll={{ x: true }}
            columns={[
              { title: t('tickets.id'), dataIndex: 'Id', width: 70 },
              { title: t('tickets.ticketTitle'), dataIndex: 'ticketTitle' },
              {
                title: t('tickets.agent'),
                dataIndex: 'AgentName',
                render: (name: string, r) => (
                  <Flex gap={8} align="center">
                    <Avatar size="small" src={r.thumb} alt="" />
                    {name}
                  </Flex>
                ),
              },
              {
                title: t('tickets.status'),
                dataIndex: 'Status',
                render: (s: SupportTicket['Status'], r) => (
                  <Tag color={r.Label}>{t(`tickets.statuses.${s}`)}</Tag>
                ),
              },
              {
                title: t('tickets.date'),
                dataIndex: 'Date',
                render: (d: string) => formatDate(d),
              },
              {
                title: t('common.actions'),
                key: 'actions',
                render: (_, r) => (
                  <Space>
                    <Button
                      size="small"
                      icon={<EditOutlined />}
                      aria-label={t('tickets.editNamed', { title: r.ticketTitle })}
                      onClick={() => setEditing(r)}
                    />
                    <ConfirmDelete
                      name={r.ticketTitle}
                      onConfirm={() =>
                        update((all) =>
                          all.map((x) => (x.Id === r.Id ? { ...x, deleted: true } : x)),
                        )
                      }
                    >
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('tickets.deleteNamed', { title: r.ticketTitle })}
                      />
                    </ConfirmDelete>
                  </Space>
                ),
              },
            ]}
          />
        </Card>
      </DemoStatus>
      <TicketForm
        open={editing !== null}
        ticket={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSave={save}
      />
    </>
  );
}
