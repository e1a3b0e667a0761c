import { Card, Col, Empty, Input, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Note } from '../../../mocks/demo/types';
import { DemoStatus } from '../shared/DemoStatus';
import { PageTitle } from '../shared/PageTitle';
import { useDemoList } from '../shared/useDemoList';
import { AddNote } from './AddNote';
import { NoteEditor } from './NoteEditor';
import { NoteList } from './NoteList';

/** Notes: searchable list, add, edit title and colour, delete (kept in the page's cache). */
export default function NotesPage() {
  const { t } = useTranslation('demo');
  const { items, isLoading, error, update } = useDemoList<Note>('notes');
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const notes = items.filter((n) => !n.deleted);
  const shown = notes.filter((n) => n.title.toLowerCase().includes(search.trim().toLowerCase()));
  const selected = notes.find((n) => n.id === selectedId) ?? null;

  const change = (id: number, patch: Partial<Note>) =>
    update((all) => all.map((n) => (n.id === id ? { ...n, ...patch } : n)));

  return (
    <>
      <PageTitle>{t('notes.title')}</PageTitle>
      <DemoStatus isLoading={isLoading} error={error}>
        <Row gutter={[16, 16]}>
          <Col xs={24} md={9}>
            <Card>
              <Input.Search
                allowClear
                aria-label={t('notes.search')}
                placeholder={t('notes.search')}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                style={{ marginBlockEnd: 12 }}
              />
              <NoteList notes={shown} selectedId={selectedId} onSelect={setSelectedId} />
              <AddNote
                onAdd={(title) => {
                  const id = Math.max(0, ...items.map((n) => n.id)) + 1;
                  update((all) => [
                    ...all,
                    { id, title, color: 'info', datef: new Date().toISOString(), deleted: false },
                  ]);
                  setSelectedId(id);
                }}
              />
            </Card>
          </Col>
          <Col xs={24} md={15}>
            <Card>
              {selected ? (
                <NoteEditor
                  note={selected}
                  onChange={(patch) => change(selected.id, patch)}
                  onDelete={() => {
                    change(selected.id, { deleted: true });
                    setSelectedId(null);
                  }}
                />
              ) : (
                <Empty description={t('notes.pick')} />
              )}
            </Card>
          </Col>
        </Row>
      </DemoStatus>
    </>
  );
}
