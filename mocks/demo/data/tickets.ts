import type { SupportTicket } from '../types';
import { avatar } from './images';

const LABEL = { Open: 'success', Pending: 'warning', Closed: 'error' } as const;

const ROWS: [string, string, SupportTicket['Status'], string][] = [
  ['QR code not scanning at the door', 'Guests with dark-mode screens cannot be scanned.', 'Open', 'Liam Carter'],
  ['Refund for a cancelled concert', 'A buyer asks for a refund of two passes.', 'Pending', 'Steve Smith'],
  ['Locker 14 will not open', 'The locker keypad shows an error after midnight.', 'Open', 'Jack Lee'],
  ['Wrong date on e-ticket', 'The ticket shows Friday instead of Saturday.', 'Closed', 'Liam Carter'],
  ['Payment failed twice', 'Card payments fail for one bank.', 'Pending', 'Steve Smith'],
  ['VIP table booking missing', 'A paid VIP table is not in the guest list.', 'Open', 'Jack Lee'],
  ['Duplicate charge', 'A purchase was charged twice.', 'Closed', 'Steve Smith'],
  ['Accessibility request', 'A guest needs a wheelchair space at the front.', 'Closed', 'Liam Carter'],
];

export const SUPPORT_TICKETS: SupportTicket[] = ROWS.map(
  ([ticketTitle, ticketDescription, Status, AgentName], i) => ({
    Id: i + 1,
    ticketTitle,
    ticketDescription,
    Status,
    Label: LABEL[Status],
    thumb: avatar(i + 3),
    AgentName,
    Date: new Date(Date.UTC(2026, 0, 2 + i, 10, 0)).toISOString(),
    deleted: false,
  }),
);
