import type { Email, EmailLabel } from '../types';
import { avatar, galleryImage, productPhoto } from './images';

type Folder = 'inbox' | 'sent' | 'draft' | 'spam' | 'trash';

/** [from, subject, excerpt, folder, label, starred, important, unread, attachments] */
const ROWS: [string, string, string, Folder, EmailLabel, boolean, boolean, boolean, number][] = [
  ['Amara Okafor', 'Saturday line-up confirmed', 'All four DJs confirmed their slots.', 'inbox', 'Social', true, true, true, 2],
  ['PartyPass Billing', 'Your monthly payout report', 'Payouts for December are ready.', 'inbox', 'Promotional', false, true, true, 1],
  ['Lucas Moreau', 'Sound check schedule', 'Sound check moves to 18:30.', 'inbox', 'Social', false, false, false, 0],
  ['City Health Office', 'Venue hygiene inspection', 'The inspection is planned for next Tuesday.', 'inbox', 'Health', true, true, false, 1],
  ['Mei Lin', 'Rooftop capacity', 'We can raise the limit to 450 guests.', 'inbox', 'Social', false, false, true, 0],
  ['Neon Supplies', '20% off LED wristbands', 'Order before Friday and save 20%.', 'inbox', 'Promotional', false, false, false, 1],
  ['Layla Haddad', 'Masquerade photos', 'The best shots from last night.', 'inbox', 'Social', true, false, false, 3],
  ['First Aid Team', 'Hydration stations', 'Please add two water points near the stage.', 'inbox', 'Health', false, true, true, 0],
  ['Jonas Becker', 'Lighting rig quote', 'Quote for the new moving heads attached.', 'inbox', 'Promotional', false, false, false, 1],
  ['Sofia Rossi', 'Extra hour on Friday', 'Can I extend my set by one hour?', 'inbox', 'Social', false, false, true, 0],
  ['Me', 'Re: Saturday line-up confirmed', 'Great news, thanks Amara!', 'sent', 'Social', false, false, false, 0],
  ['Me', 'Door staff briefing', 'Briefing at 20:00 at the main entrance.', 'sent', 'Social', true, false, false, 1],
  ['Me', 'Ticket price update', 'Early-bird passes go up on Monday.', 'sent', 'Promotional', false, true, false, 0],
  ['Me', 'Draft: summer festival plan', 'First ideas for the summer festival.', 'draft', 'Social', false, false, false, 0],
  ['Me', 'Draft: noise policy', 'New rules for the terrace after 23:00.', 'draft', 'Health', false, true, false, 0],
  ['Lucky Winner Club', 'You won a free yacht party!!!', 'Click here to claim your prize.', 'spam', 'Promotional', false, false, true, 0],
  ['Cheap Followers', 'Get 10k followers today', 'Boost your venue on social media.', 'spam', 'Promotional', false, false, true, 0],
  ['Diego Alvarez', 'Old rota', 'The rota for last month.', 'trash', 'Social', false, false, false, 0],
  ['Gym Partner', 'Staff fitness offer', 'Discounted memberships for your staff.', 'trash', 'Health', false, false, false, 0],
  ['Hana Suzuki', 'Weekly ticket sales', 'Sales are up 18% this week.', 'inbox', 'Promotional', true, true, false, 2],
];

export const EMAILS: Email[] = ROWS.map(
  ([from, subject, excerpt, folder, label, starred, important, unread, files], i) => ({
    id: i + 1,
    from,
    thumbnail: avatar(i + 1),
    subject,
    time: new Date(Date.UTC(2026, 0, 15, 17 - (i % 10), 5 * i)).toISOString(),
    To: folder === 'sent' || folder === 'draft' ? 'team@partypass.test' : 'me@partypass.test',
    emailExcerpt: excerpt,
    emailContent: `<p>Hello,</p><p>${excerpt}</p><p>Best regards,<br/>${from}</p>`,
    unread,
    attachment: files > 0,
    starred,
    important,
    inbox: folder === 'inbox',
    sent: folder === 'sent',
    draft: folder === 'draft',
    spam: folder === 'spam',
    trash: folder === 'trash',
    label,
    attchments: Array.from({ length: files }, (_, k) => ({
      id: k + 1,
      image: k % 2 ? productPhoto(k + 1) : galleryImage(i + k + 1),
      title: `${subject.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${k + 1}.svg`,
      fileSize: `${(0.4 + k * 0.7).toFixed(1)} MB`,
    })),
  }),
);
