import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeToken } from '../../mocks/v1/jwt';
import { RouteGuard } from '../../src/routes/RouteGuard';
import { SignedIn } from '../../src/routes/SignedIn';

const signIn = (role: number, institution_id: number | null = null) =>
  sessionStorage.setItem('token', makeToken({ name: 'Vera Venue', id: 2, role, institution_id }));

// The gates answer from the token, in the render that draws them: a page's code is asked for
// at once, with no loading state and query round before it.
describe('route gates', () => {
  it('draws the signed-in part in its first render when the token is valid', () => {
    signIn(2, 7);
    render(
      <MemoryRouter>
        <SignedIn>
          <p>console</p>
        </SignedIn>
      </MemoryRouter>,
    );
    expect(screen.getByText('console')).toBeInTheDocument();
  });

  it('draws a page the policy allows in its first render', () => {
    signIn(1);
    render(
      <RouteGuard resource="institutions" action="list">
        <p>institutions list</p>
      </RouteGuard>,
    );
    expect(screen.getByText('institutions list')).toBeInTheDocument();
  });

  it('never draws a page the policy denies, to any role', () => {
    for (const role of [0, 2, 3]) {
      signIn(role, 7);
      const view = render(
        <Suspense fallback={<p>loading</p>}>
          <RouteGuard resource="institutions" action="create">
            <p>new institution</p>
          </RouteGuard>
        </Suspense>,
      );
      expect(screen.queryByText('new institution')).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
