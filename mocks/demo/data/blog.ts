import type { BlogCategory, BlogPost } from '../types';
import { avatar, blogCover } from './images';

const ROWS: [string, BlogCategory, boolean][] = [
  ['How to run a sold-out rooftop party', 'Lifestyle', true],
  ['The best LED wristbands of the season', 'Gadget', true],
  ['Designing a poster that sells tickets', 'Design', false],
  ['Staying safe on a night out', 'Health', false],
  ['Building a community around your venue', 'Social', false],
  ['Why silent discos are back', 'Lifestyle', false],
  ['Sound systems explained for promoters', 'Gadget', false],
  ['Lighting design on a small budget', 'Design', false],
  ['Hydration and hearing care at festivals', 'Health', false],
  ['Turning guests into regulars', 'Social', false],
];

const AUTHORS = ['Amara Okafor', 'Lucas Moreau', 'Mei Lin', 'Layla Haddad', 'Jonas Becker'];

export const BLOG_POSTS: BlogPost[] = ROWS.map(([title, category, featured], i) => ({
  id: i + 1,
  title,
  content: `${title}. Practical advice from PartyPass venues: plan early, listen to your guests and keep the night safe for everyone.`,
  coverImg: blogCover(i + 1),
  createdAt: new Date(Date.UTC(2026, 0, 14 - i, 9)).toISOString(),
  view: 1200 + i * 337,
  share: 40 + i * 13,
  category,
  featured,
  author: { id: (i % 5) + 1, avatar: avatar((i % 5) + 1), name: AUTHORS[i % 5] },
  comments:
    i < 3
      ? [
          {
            id: i * 10 + 1,
            profile: { id: 7, avatar: avatar(7), name: 'Sofia Rossi' },
            time: new Date(Date.UTC(2026, 0, 15 - i, 12)).toISOString(),
            comment: 'Really useful, thanks for sharing!',
            replies: [],
          },
        ]
      : [],
}));
