import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { StatusColor } from '../shared/colors';

export interface CalendarEvent {
  id: number;
  title: string;
  start: string;
  end: string;
  color: StatusColor;
}

const KEY = ['demo', 'calendarEvents'];

/** A few venue events around today, so every view has something to show. */
const seed = (): CalendarEvent[] => {
  const at = (days: number, hour: number) =>
    dayjs().startOf('day').add(days, 'day').hour(hour).toISOString();
  return [
    { id: 1, title: 'Neon Hall: techno night', start: at(0, 22), end: at(1, 4), color: 'info' },
    { id: 2, title: 'Staff briefing', start: at(1, 18), end: at(1, 19), color: 'warning' },
    { id: 3, title: 'Rooftop sunset session', start: at(3, 17), end: at(3, 23), color: 'success' },
    { id: 4, title: 'Locker maintenance', start: at(-2, 10), end: at(-2, 12), color: 'error' },
  ];
};

/** Calendar events, kept in the page's query cache (no fake call exists for them). */
export function useCalendarEvents() {
  const queryClient = useQueryClient();
  const { data = [] } = useQuery({
    queryKey: KEY,
    queryFn: seed,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const set = (change: (all: CalendarEvent[]) => CalendarEvent[]) =>
    queryClient.setQueryData<CalendarEvent[]>(KEY, (old) => change(old ?? []));
  return {
    events: data,
    save: (e: Omit<CalendarEvent, 'id'> & { id?: number }) =>
      set((all) =>
        e.id
          ? all.map((x) => (x.id === e.id ? { ...x, ...e, id: x.id } : x))
          : [...all, { ...e, id: Math.max(0, ...all.map((x) => x.id)) + 1 }],
      ),
    remove: (id: number) => set((all) => all.filter((x) => x.id !== id)),
  };
}

/** Events that touch the given day. */
export const eventsOn = (events: CalendarEvent[], day: dayjs.Dayjs) =>
  events.filter(
    (e) => !dayjs(e.end).isBefore(day.startOf('day')) && !dayjs(e.start).isAfter(day.endOf('day')),
  );
