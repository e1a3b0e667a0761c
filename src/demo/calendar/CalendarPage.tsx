import { Button, Calendar, Card, Empty, Flex, Segmented, Typography, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NextIcon, PreviousIcon } from '../../theme/directional';
import { formatClock, formatDate } from '../../i18n/format';
import { PageTitle } from '../shared/PageTitle';
import { EventModal } from './EventModal';
import { EventTag } from './EventTag';
import { eventsOn, useCalendarEvents, type CalendarEvent } from './events';

type View = 'month' | 'week' | 'day';

/** Calendar: month, week and day views; click a day to add an event, an event to edit it. */
export default function CalendarPage() {
  const { t, i18n } = useTranslation('demo');
  const { token } = theme.useToken();
  const { events, save, remove } = useCalendarEvents();
  const [view, setView] = useState<View>('month');
  const [date, setDate] = useState<Dayjs>(dayjs());
  const [draft, setDraft] = useState<Partial<CalendarEvent> | null>(null);

  const addOn = (day: Dayjs) =>
    setDraft({
      start: day.hour(10).minute(0).toISOString(),
      end: day.hour(12).minute(0).toISOString(),
      color: 'info',
    });
  const open = (e: CalendarEvent) => setDraft(e);
  const days =
    view === 'week'
      ? Array.from({ length: 7 }, (_, i) => date.startOf('week').add(i, 'day'))
      : [date];

  const heading =
    view === 'month'
      ? new Intl.DateTimeFormat(i18n.resolvedLanguage, { month: 'long', year: 'numeric' }).format(
          date.toDate(),
        )
      : view === 'week'
        ? `${formatDate(days[0].toISOString())} – ${formatDate(days[6].toISOString())}`
        : formatDate(date.toISOString());
  // One navigator for every view: antd's own month header has unlabelled year and month selects.
  const navigator = (
    <Flex gap={8} align="center" style={{ marginBlockEnd: 16 }}>
      <Button
        aria-label={t('calendar.previous')}
        icon={<PreviousIcon />}
        onClick={() => setDate(date.subtract(1, view))}
      />
      <Button onClick={() => setDate(dayjs())}>{t('calendar.today')}</Button>
      <Button
        aria-label={t('calendar.next')}
        icon={<NextIcon />}
        onClick={() => setDate(date.add(1, view))}
      />
      <Typography.Text strong>{heading}</Typography.Text>
    </Flex>
  );

  return (
    <>
      <PageTitle
        extra={
          <Segmented<View>
            value={view}
            onChange={setView}
            options={(['month', 'week', 'day'] as const).map((v) => ({
              value: v,
              label: t(`calendar.views.${v}`),
            }))}
          />
        }
      >
        {t('calendar.title')}
      </PageTitle>
      <Card>
        {view === 'month' ? (
          <Calendar
            value={date}
            headerRender={() => navigator}
            onSelect={(d, info) => {
              setDate(d);
              if (info.source === 'date') addOn(d);
            }}
            cellRender={(d, info) =>
              info.type === 'date'
                ? eventsOn(events, d).map((e) => <EventTag key={e.id} event={e} onOpen={open} />)
                : info.originNode
            }
          />
        ) : (
          <>
            {navigator}
            <Flex gap={8} wrap>
              {days.map((d) => {
                const dayEvents = eventsOn(events, d);
                return (
                  <div
                    key={d.toISOString()}
                    role="button"
                    tabIndex={0}
                    aria-label={t('calendar.addOn', { date: formatDate(d.toISOString()) })}
                    onClick={() => addOn(d)}
                    onKeyDown={(ev) => ev.key === 'Enter' && addOn(d)}
                    style={{
                      flex: '1 1 120px',
                      minHeight: view === 'day' ? 320 : 200,
                      padding: 8,
                      cursor: 'pointer',
                      border: `1px solid ${token.colorBorderSecondary}`,
                      borderRadius: token.borderRadius,
                      background: d.isSame(dayjs(), 'day') ? token.colorPrimaryBg : undefined,
                    }}
                  >
                    <Typography.Text strong>{d.format('ddd D')}</Typography.Text>
                    {dayEvents.length === 0 && view === 'day' ? (
                      <Empty
                        description={t('calendar.noEvents')}
                        image={Empty.PRESENTED_IMAGE_SIMPLE}
                      />
                    ) : (
                      dayEvents.map((e) => (
                        <div key={e.id}>
                          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                            {formatClock(e.start)}–{formatClock(e.end)}
                          </Typography.Text>
                          <EventTag event={e} onOpen={open} />
                        </div>
                      ))
                    )}
                  </div>
                );
              })}
            </Flex>
          </>
        )}
      </Card>
      <EventModal
        draft={draft}
        onClose={() => setDraft(null)}
        onSave={(e) => {
          save(e);
          setDraft(null);
        }}
        onDelete={(id) => {
          remove(id);
          setDraft(null);
        }}
      />
    </>
  );
}
