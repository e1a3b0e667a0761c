import type { Post, Profile } from '../types';
import { avatar, galleryImage } from './images';

const person = (id: number, name: string, time: string): Profile => ({
  id,
  avatar: avatar(id),
  name,
  time,
});

/** 4 posts of the social profile; comments 1 and 3 of post 1 have reply lists, comment 2 none. */
export const POSTS: Post[] = [
  {
    id: 1,
    profile: person(1, 'Amara Okafor', '15 min ago'),
    data: {
      content: 'What a night at Neon Hall! Thanks to everyone who danced until sunrise.',
      images: [{ img: galleryImage(1), featured: true }],
      likes: { like: false, value: 102 },
      comments: [
        {
          id: 11,
          profile: person(2, 'Lucas Moreau', '10 min ago'),
          data: {
            comment: 'The sound was perfect, see you next week.',
            likes: { like: false, value: 4 },
            replies: [
              {
                id: 111,
                profile: person(1, 'Amara Okafor', '8 min ago'),
                data: { comment: 'Thanks to you at the desk!', likes: { like: true, value: 2 } },
              },
            ],
          },
        },
        {
          id: 12,
          profile: person(3, 'Mei Lin', '5 min ago'),
          data: { comment: 'Best rooftop view in town.', likes: { like: true, value: 7 } },
        },
        {
          id: 13,
          profile: person(5, 'Layla Haddad', '2 min ago'),
          data: { comment: 'Photos are coming tomorrow.', likes: { like: false, value: 1 }, replies: [] },
        },
      ],
    },
  },
  {
    id: 2,
    profile: person(1, 'Amara Okafor', '2 hours ago'),
    data: {
      content: 'Tickets for the silent disco on the pier are now on sale. Bring your friends!',
      images: [{ img: galleryImage(5) }, { img: galleryImage(6) }],
      likes: { like: true, value: 58 },
      comments: [
        {
          id: 21,
          profile: person(7, 'Sofia Rossi', '1 hour ago'),
          data: { comment: 'I am in!', likes: { like: false, value: 3 }, replies: [] },
        },
      ],
    },
  },
  {
    id: 3,
    profile: person(1, 'Amara Okafor', 'yesterday'),
    data: {
      content: 'Behind the scenes: setting up the lights for the warehouse marathon.',
      images: [],
      video: '/demo/gallery/3.svg',
      likes: { like: false, value: 31 },
      comments: [],
    },
  },
  {
    id: 4,
    profile: person(1, 'Amara Okafor', '3 days ago'),
    data: {
      content: 'We are hiring door hosts and bartenders for the summer season.',
      images: [],
      likes: { like: false, value: 12 },
      comments: [
        {
          id: 41,
          profile: person(10, 'Omar Farouk', '2 days ago'),
          data: { comment: 'Sent my application.', likes: { like: false, value: 0 }, replies: [] },
        },
      ],
    },
  },
];
