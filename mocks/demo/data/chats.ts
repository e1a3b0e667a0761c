import type { ChatContact, ChatMessage, ChatStatus } from '../types';
import { avatar, galleryImage } from './images';

/** senderId of the signed-in user in every conversation; any other id is the contact. */
export const ME = 0;

const CONTACTS: [string, ChatStatus][] = [
  ['Amara Okafor', 'online'],
  ['Lucas Moreau', 'away'],
  ['Mei Lin', 'busy'],
  ['Nguyen Van An', 'offline'],
  ['Layla Haddad', 'online'],
  ['Jonas Becker', 'online'],
  ['Sofia Rossi', 'away'],
  ['Diego Alvarez', 'offline'],
  ['Hana Suzuki', 'busy'],
  ['Omar Farouk', 'online'],
];

/** Conversation lines: [from contact?, text]. An empty text is a photo message. */
const SCRIPTS: [boolean, string][][] = [
  [
    [true, 'Are the wristbands for Saturday ready?'],
    [false, 'Printed this morning, 800 of them.'],
    [true, ''],
    [true, 'That is the new design, what do you think?'],
  ],
  [
    [false, 'Can you check the monitors before doors open?'],
    [true, 'Sure, sound check at 19:00.'],
    [false, 'Perfect, thanks.'],
    [true, 'I will send you the rider in a minute.'],
    [true, 'Rider attached.'],
  ],
  [
    [true, 'We hit capacity at the rooftop bar.'],
    [false, 'Switch the queue to one-in one-out.'],
    [true, 'Done. Door staff informed.'],
    [false, ''],
  ],
  [
    [false, 'Is the cocktail menu final?'],
    [true, 'Two more signature drinks to add.'],
    [false, 'Send them when ready, I update the screens.'],
    [true, 'Will do tonight.'],
  ],
  [
    [true, ''],
    [true, 'Shots from the masquerade are up.'],
    [false, 'They look amazing!'],
    [true, 'Full gallery tomorrow.'],
    [false, 'Can we use three of them for the next poster?'],
  ],
  [
    [false, 'The moving heads need a firmware update.'],
    [true, 'Can it wait until Monday?'],
    [false, 'Yes, they run fine for now.'],
    [true, 'Great, book it for Monday morning.'],
  ],
  [
    [true, 'Could I play an extra hour on Friday?'],
    [false, 'Only if the neighbours agree on the noise limit.'],
    [true, 'I will keep it under 95 dB.'],
    [false, 'Then it is a deal.'],
    [true, 'Thanks!'],
  ],
  [
    [false, 'Incident report from last night attached.'],
    [true, 'Thanks, nothing serious I hope?'],
    [false, 'A lost phone, returned at closing.'],
    [true, 'Good job, team.'],
  ],
  [
    [true, 'Ticket sales are up 18% this week.'],
    [false, 'Which event drives it?'],
    [true, 'The silent disco on the pier.'],
    [false, 'Let us add a second date.'],
    [true, 'I will draft the ticket type.'],
  ],
  [
    [false, 'Guest list for VIP is closed?'],
    [true, 'Closed at 120 names.'],
    [false, 'Print it for the door, please.'],
    [true, 'On the desk in ten minutes.'],
  ],
];

const at = (chat: number, line: number) =>
  new Date(Date.UTC(2026, 0, 15 - chat, 18, line * 7)).toISOString();

export const CHATS: ChatContact[] = CONTACTS.map(([name, status], c) => {
  const id = c + 1;
  const messages: ChatMessage[] = SCRIPTS[c].map(([fromContact, text], line) => ({
    id: `${id}-${line + 1}`,
    createdAt: at(c, line),
    msg: text || galleryImage(id + line),
    senderId: fromContact ? id : ME,
    type: text ? 'text' : 'image',
    attachment:
      text.endsWith('attached.') || text.endsWith('attached')
        ? [{ icon: 'pdf', file: `${name.split(' ')[0].toLowerCase()}-notes.pdf`, fileSize: '1.2 MB' }]
        : [],
  }));
  const last = messages[messages.length - 1];
  return {
    id,
    name,
    status,
    thumb: avatar(id),
    recent: c < 4,
    excerpt: last.type === 'text' ? last.msg : '',
    messages,
  };
});
