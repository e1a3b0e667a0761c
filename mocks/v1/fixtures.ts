import type { Institution, Profile, TicketType } from '../../contract';

/** Profiles the fixtures sign in as. */
export const adminProfile: Profile = {
  user_id: 1,
  name: 'Ada Admin',
  email: 'admin@partypass.test',
  phone: null,
  role: 1,
  is_social: 0,
  social_uuid: null,
  date_of_birth: '1990-04-02',
  institution_id: null,
  institution: null,
  profile_pic: null,
};

export const venueAdminProfile: Profile = {
  ...adminProfile,
  user_id: 2,
  name: 'Vera Venue',
  email: 'venue.admin@partypass.test',
  role: 2,
  institution_id: 7,
  institution: { institution_id: 7, name: 'Club Aurora' },
};

export const institution: Institution = {
  institution_id: 7,
  name: 'Club Aurora',
  email: 'hello@aurora.test',
  phone: '+33 1 23 45 67 89',
  address: '1 Rue de la Nuit',
  map_location: null,
  status: 1,
  details: 'Rock &amp; Roll every Friday',
  cover_photo: null,
  video_link: null,
};

/** Legacy shapes: price as a string at top level, a number when nested, HTML-escaped text. */
export const legacyTicketRow = {
  ticket_id: 11,
  name: 'Friday &amp; Saturday pass',
  description: 'Entry &lt;before&gt; midnight',
  institution_id: 7,
  price: '12.5',
  capacity: 200,
  benefits: null,
  is_regular: 0,
  date: '2026-12-11T00:00:00.000Z',
  start_datetime: '2026-12-11 22:00:00',
  end_datetime: '2026-12-12 05:00:00',
  institution: { institution_id: 7, name: 'Club Aurora' },
};

export const legacyTicketList: Omit<TicketType, 'price'>[] & { price: string | number }[] = [
  { ...legacyTicketRow },
  { ...legacyTicketRow, ticket_id: 12, name: 'Regular entry', price: 8, date: null, is_regular: 1 },
];

export const legacyInstitutionTicketList = [
  {
    ...institution,
    Tickets: [
      { ...legacyTicketRow, institution: undefined, price: 20 },
      { ...legacyTicketRow, ticket_id: 13, name: 'VIP', price: '45', institution: undefined },
    ],
  },
];

export const legacyLockers = [
  {
    id: 3,
    institution_id: 7,
    locker_number: 12,
    status: 1,
    institution: { institution_id: 7, name: 'Club Aurora' },
  },
  {
    id: 4,
    institution_id: 7,
    locker_number: 13,
    status: 0,
    institution: { institution_id: null, name: null },
  },
];
