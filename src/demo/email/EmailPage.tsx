import { EditOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Input, Menu, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Email } from '../../../mocks/demo/types';
import { DemoStatus } from '../shared/DemoStatus';
import { PageTitle } from '../shared/PageTitle';
import { useDemoList } from '../shared/useDemoList';
import { ComposeModal, type ComposeValues } from './ComposeModal';
import { EmailList } from './EmailList';
import { EmailReader } from './EmailReader';
import { FOLDERS, LABELS, filterKey, matches, type EmailFilter } from './folders';

/** E-mail: folders and labels, search, star, important, delete to trash, compose. */
export default function EmailPage() {
  const { t } = useTranslation('demo');
  const { message } = App.useApp();
  const { items, isLoading, error, update } = useDemoList<Email>('emails');
  const [filter, setFilter] = useState<EmailFilter>({ folder: 'inbox' });
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [composing, setComposing] = useState(false);

  const q = search.trim().toLowerCase();
  const shown = items.filter(
    (e) =>
      matches(e, filter) &&
      [e.from, e.subject, e.emailExcerpt].some((s) => s.toLowerCase().includes(q)),
  );
  const selected = shown.find((e) => e.id === selectedId) ?? null;
  const patch = (id: number, change: (e: Email) => Partial<Email>) =>
    update((all) => all.map((e) => (e.id === id ? { ...e, ...change(e) } : e)));

  const remove = (email: Email) => {
    if (email.trash) update((all) => all.filter((e) => e.id !== email.id));
    else patch(email.id, () => ({ trash: true }));
    setSelectedId(null);
    message.success(t(email.trash ? 'email.deletedForever' : 'email.movedToTrash'));
  };

  const send = (values: ComposeValues) => {
    const id = Math.max(0, ...items.map((e) => e.id)) + 1;
    const email: Email = {
      id,
      from: t('email.me'),
      thumbnail: '/demo/avatars/12.svg',
      subject: values.subject,
      time: new Date().toISOString(),
      To: values.to,
      emailExcerpt: values.message?.slice(0, 80) ?? '',
      emailContent: values.message ?? '',
      unread: false,
      attachment: values.files.length > 0,
      starred: false,
      important: false,
      inbox: false,
      sent: true,
      draft: false,
      spam: false,
      trash: false,
      label: 'Social',
      attchments: values.files.map((f, i) => ({
        id: i + 1,
        image: '/demo/products/1.svg',
        title: f.name,
        fileSize: f.size ? `${(f.size / 1024).toFixed(1)} KB` : '',
      })),
    };
    update((all) => [email, ...all]);
    setComposing(false);
    message.success(t('email.sentMessage'));
  };

  const count = (f: EmailFilter) => items.filter((e) => matches(e, f)).length;
  const menuItems = [
    ...FOLDERS.map((folder) => ({
      key: folder,
      label: `${t(`email.folders.${folder}`)} (${count({ folder })})`,
    })),
    { type: 'divider' as const },
    ...LABELS.map((label) => ({ key: `label:${label}`, label: t(`email.labels.${label}`) })),
  ];

  return (
    <>
      <PageTitle
        extra={
          <Button type="primary" icon={<EditOutlined />} onClick={() => setComposing(true)}>
            {t('email.compose')}
          </Button>
        }
      >
        {t('email.title')}
      </PageTitle>
      <DemoStatus isLoading={isLoading} error={error}>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={5}>
            <Card styles={{ body: { padding: 8 } }}>
              <nav aria-label={t('email.foldersLabel')}>
                <Menu
                  mode="inline"
                  style={{ borderInlineEnd: 'none' }}
                  selectedKeys={[filterKey(filter)]}
                  items={menuItems}
                  onClick={({ key }) => {
                    setSelectedId(null);
                    setFilter(
                      key.startsWith('label:')
                        ? { label: key.slice(6) as Email['label'] }
                        : { folder: key as (typeof FOLDERS)[number] },
                    );
                  }}
                />
              </nav>
            </Card>
          </Col>
          {/* With nothing open the list takes the reading pane's room too, so sender and subject
              are not cut to a few characters beside an empty pane. */}
          <Col xs={24} lg={selected ? 8 : 19}>
            <Card>
              <Input.Search
                allowClear
                aria-label={t('email.search')}
                placeholder={t('email.search')}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                style={{ marginBlockEnd: 12 }}
              />
              <EmailList
                emails={shown}
                selectedId={selected?.id ?? null}
                onSelect={(id) => {
                  setSelectedId(id);
                  patch(id, () => ({ unread: false }));
                }}
                onToggle={(id, flag) => patch(id, (e) => ({ [flag]: !e[flag] }))}
              />
            </Card>
          </Col>
          {selected && (
            <Col xs={24} lg={11}>
              <EmailReader email={selected} onDelete={() => remove(selected)} />
            </Col>
          )}
        </Row>
      </DemoStatus>
      <ComposeModal open={composing} onClose={() => setComposing(false)} onSend={send} />
    </>
  );
}
