import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import LoginShell from '../../src/LoginShell';
import { LocationProbe } from './locationProbe';

/** The sign-in screen of a signed-out visitor at `path`, with the router's location in `seen`. */
export const renderLoginShell = (path = '/auth/login') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <LoginShell />
      <LocationProbe />
    </MemoryRouter>,
  );
