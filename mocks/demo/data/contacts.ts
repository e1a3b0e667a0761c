import type { Contact, Department } from '../types';
import { avatar } from './images';

const FIRST = ['Amara', 'Lucas', 'Mei', 'An', 'Layla', 'Jonas', 'Sofia', 'Diego', 'Hana', 'Omar'];
const LAST = ['Okafor', 'Moreau', 'Lin'];
const DEPARTMENTS: Department[] = ['Sales', 'Support', 'Engineering', 'Business Development'];
const COMPANIES = ['Neon Hall', 'The Vault', 'Skyline Rooftop', 'Harbour Club', 'Velvet Lounge'];
const STREETS = ['Main Street', 'Harbour Road', 'Station Square', 'River Lane', 'Market Place'];

/** 30 contacts: every first name with each of three last names. */
export const CONTACTS: Contact[] = Array.from({ length: 30 }, (_, i) => {
  const firstname = FIRST[i % FIRST.length];
  const lastname = LAST[Math.floor(i / FIRST.length)];
  const company = COMPANIES[i % COMPANIES.length];
  return {
    id: i + 1,
    firstname,
    lastname,
    image: avatar(i + 1),
    department: DEPARTMENTS[i % DEPARTMENTS.length],
    company,
    phone: `+1 555 01${String(i).padStart(2, '0')}`,
    email: `${firstname}.${lastname}`.toLowerCase() + '@' + company.toLowerCase().replace(/\s+/g, '') + '.test',
    address: `${10 + i} ${STREETS[i % STREETS.length]}, Springfield`,
    notes: `Met at the ${company} season launch.`,
    frequentlycontacted: i % 4 === 0,
    starred: i % 5 === 0,
    deleted: false,
  };
});
