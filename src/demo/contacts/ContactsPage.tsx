import { PlusOutlined, StarFilled } from '@ant-design/icons';
import { App, Avatar, Button, Card, Col, Empty, Input, List, Menu, Row, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact, Department } from '../../../mocks/demo/types';
import { DemoStatus } from '../shared/DemoStatus';
import { PageTitle } from '../shared/PageTitle';
import { SelectableTitle } from '../shared/SelectableTitle';
import { useDemoList } from '../shared/useDemoList';
import { ContactDetail } from './ContactDetail';
import { ContactForm, DEPARTMENTS, type ContactValues } from './ContactForm';

type Filter = 'all' | 'frequent' | 'starred' | Department;

const matches = (c: Contact, f: Filter) =>
  f === 'all'
    ? true
    : f === 'frequent'
      ? c.frequentlycontacted
      : f === 'starred'
        ? c.starred
        : c.department === f;

/** Contacts: filters, search, detail with star/edit/delete, add with validation. */
export default function ContactsPage() {
  const { t } = useTranslation('demo');
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const { items, isLoading, error, update } = useDemoList<Contact>('contacts');
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);

  const q = search.trim().toLowerCase();
  const shown = items.filter(
    (c) =>
      !c.deleted && matches(c, filter) && `${c.firstname} ${c.lastname}`.toLowerCase().includes(q),
  );
  const selected = items.find((c) => c.id === selectedId && !c.deleted) ?? null;
  const patch = (id: number, p: Partial<Contact>) =>
    update((all) => all.map((c) => (c.id === id ? { ...c, ...p } : c)));

  const save = (values: ContactValues) => {
    if (editing && editing !== 'new') patch(editing.id, values);
    else {
      const id = Math.max(0, ...items.map((c) => c.id)) + 1;
      update((all) => [
        ...all,
        {
          ...values,
          // Optional form fields come back undefined when left empty.
          company: values.company ?? '',
          address: values.address ?? '',
          notes: values.notes ?? '',
          id,
          image: '/demo/avatars/12.svg',
          frequentlycontacted: false,
          starred: false,
          deleted: false,
        },
      ]);
      setSelectedId(id);
    }
    setEditing(null);
    message.success(t('contacts.saved'));
  };

  const filters: Filter[] = ['all', 'frequent', 'starred', ...DEPARTMENTS];
  return (
    <>
      <PageTitle
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('contacts.add')}
          </Button>
        }
      >
        {t('contacts.title')}
      </PageTitle>
      <DemoStatus isLoading={isLoading} error={error}>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={5}>
            <Card styles={{ body: { padding: 8 } }}>
              <nav aria-label={t('contacts.filters')}>
                <Menu
                  mode="inline"
                  style={{ borderInlineEnd: 'none' }}
                  selectedKeys={[filter]}
                  onClick={({ key }) => setFilter(key as Filter)}
                  items={filters.map((f) => ({
                    key: f,
                    label: ['all', 'frequent', 'starred'].includes(f)
                      ? t(`contacts.filter.${f}`)
                      : t(`contacts.departments.${f}`),
                  }))}
                />
              </nav>
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card>
              <Input.Search
                allowClear
                aria-label={t('contacts.search')}
                placeholder={t('contacts.search')}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                style={{ marginBlockEnd: 12 }}
              />
              <section aria-label={t('contacts.title')}>
                <List
                  dataSource={shown}
                  locale={{ emptyText: t('contacts.empty') }}
                  pagination={{ pageSize: 8, size: 'small', hideOnSinglePage: true }}
                  renderItem={(c) => (
                    <List.Item
                      onClick={() => setSelectedId(c.id)}
                      style={{
                        cursor: 'pointer',
                        paddingInline: 8,
                        background: c.id === selectedId ? token.controlItemBgActive : undefined,
                      }}
                      extra={
                        c.starred ? (
                          <StarFilled
                            style={{ color: token.colorWarning }}
                            aria-label={t('contacts.starred')}
                          />
                        ) : null
                      }
                    >
                      <List.Item.Meta
                        avatar={<Avatar src={c.image} alt="" />}
                        title={
                          <SelectableTitle
                            selected={c.id === selectedId}
                            onSelect={() => setSelectedId(c.id)}
                          >
                            {`${c.firstname} ${c.lastname}`}
                          </SelectableTitle>
                        }
                        description={t(`contacts.departments.${c.department}`)}
                      />
                    </List.Item>
                  )}
                />
              </section>
            </Card>
          </Col>
          <Col xs={24} lg={11}>
            {selected ? (
              <ContactDetail
                contact={selected}
                onStar={() => patch(selected.id, { starred: !selected.starred })}
                onEdit={() => setEditing(selected)}
                onDelete={() => {
                  patch(selected.id, { deleted: true });
                  setSelectedId(null);
                }}
              />
            ) : (
              <Card>
                <Empty description={t('contacts.pick')} />
              </Card>
            )}
          </Col>
        </Row>
      </DemoStatus>
      <ContactForm
        open={editing !== null}
        contact={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSave={save}
      />
    </>
  );
}
