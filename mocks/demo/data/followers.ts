import type { Follower } from '../types';
import { avatar } from './images';

const PEOPLE: [string, string, string][] = [
  ['Amara Okafor', 'Event promoter', 'Nigeria'],
  ['Lucas Moreau', 'Sound engineer', 'France'],
  ['Mei Lin', 'Venue manager', 'China'],
  ['Nguyen Van An', 'Bartender', 'Vietnam'],
  ['Layla Haddad', 'Photographer', 'Sudan'],
  ['Jonas Becker', 'Lighting designer', 'Germany'],
  ['Sofia Rossi', 'DJ', 'Italy'],
  ['Diego Alvarez', 'Security lead', 'Spain'],
  ['Hana Suzuki', 'Ticketing analyst', 'Japan'],
  ['Omar Farouk', 'Door host', 'Egypt'],
  ['Chloe Martin', 'Marketing lead', 'Canada'],
  ['Ravi Patel', 'Booking agent', 'India'],
  ['Emma Johansson', 'Stage manager', 'Sweden'],
  ['Kwame Mensah', 'Producer', 'Ghana'],
  ['Isabela Costa', 'Dancer', 'Brazil'],
  ['Tran Thi Mai', 'Cloakroom lead', 'Vietnam'],
  ['Noah Williams', 'Festival director', 'Australia'],
  ['Yasmin Ali', 'Social media manager', 'Morocco'],
  ['Pierre Dubois', 'Sommelier', 'France'],
  ['Zhang Wei', 'VJ', 'China'],
];

export const FOLLOWERS: Follower[] = PEOPLE.map(([name, role, country], i) => ({
  id: i + 1,
  avatar: avatar(i + 1),
  name,
  role,
  country,
  isFollowed: i % 3 === 0,
}));
