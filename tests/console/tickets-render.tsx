/**
 * The ticket pages at a route of `tickets` or `tickets_institution`, in the app's providers
 * (tests/console/render-pages.tsx). MSW answers the calls (mocks/v1/tickets.ts, handlers.ts).
 */
import { ticketsResource } from '../../src/resources/tickets';
import { ticketsInstitutionResource } from '../../src/resources/ticketsInstitution';
import { renderPages, signInAs as signIn } from './render-pages';

const DEFS = [ticketsResource, ticketsInstitutionResource];

export const signInAs = (role: number, institution_id: number | null = null) =>
  signIn(role, institution_id, 'Ticket Tester');

export const renderTickets = (path: string) => renderPages(path, DEFS);
