import type { Note } from '../types';

export const NOTES: Note[] = [
  {
    id: 1,
    color: 'info',
    title: 'Confirm the DJ line-up for Saturday at Neon Hall and send the set times to the door team.',
    datef: '2026-01-12T18:30:00.000Z',
    deleted: false,
  },
  {
    id: 2,
    color: 'error',
    title: 'Locker bank B keeps jamming: call the supplier before Friday night.',
    datef: '2026-01-13T09:15:00.000Z',
    deleted: false,
  },
  {
    id: 3,
    color: 'warning',
    title: 'Early-bird party passes sell out fast: raise capacity or open a second wave.',
    datef: '2026-01-14T14:00:00.000Z',
    deleted: false,
  },
  {
    id: 4,
    color: 'success',
    title: 'New Year rooftop event closed with 1,240 entries and no incidents. Thank the staff!',
    datef: '2026-01-15T11:45:00.000Z',
    deleted: false,
  },
];
