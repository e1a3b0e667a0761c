/**
 * The door screen at `/door`, in the app's providers and behind the real route guard
 * (tests/console/render-pages.tsx).
 */
import { doorResource } from '../../src/resources/door';
import { renderPages, signInAs as signIn } from './render-pages';

export const signInAs = (role: number, institution_id: number | null = null) =>
  signIn(role, institution_id, 'Door Tester');

export const renderDoor = () => renderPages('/door', [doorResource], { guard: true });
