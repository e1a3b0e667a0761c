import { Refine, useGetIdentity } from '@refinedev/core';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../contract';
import { authProvider, refreshIdentity } from '../../src/api/authProvider';
import { decodeJwt } from '../../src/api/jwt';
import { identityFromProfile, type Identity } from '../../src/api/session';
import { ProfileRefresh } from '../../src/layout/ProfileRefresh';
import { api } from '../../mocks/v1/handlers';
import { adminProfile } from '../../mocks/v1/fixtures';
import { makeToken } from '../../mocks/v1/jwt';
import { setupMswServer } from './msw';

const server = setupMswServer();
let profileReads = 0;

/** Signed in as the console leaves it after sign-in: the token and the user it showed then. */
function signedInAs(storedName: string) {
  const token = makeToken({ name: 'Ada Admin', id: 1, role: 1, institution_id: null });
  sessionStorage.setItem('token', token);
  const stored = identityFromProfile({ ...adminProfile, name: storedName }, decodeJwt(token));
  sessionStorage.setItem('user', JSON.stringify(stored));
}

beforeEach(() => {
  profileReads = 0;
  server.use(
    http.get(api(paths.ownProfile), () => {
      profileReads += 1;
      return HttpResponse.json({ status: 'success', data: adminProfile });
    }),
  );
});

describe('the signed-in user in the header', () => {
  it('shows the stored user at once, without reading the profile', async () => {
    signedInAs('Ada Admin');
    expect(await authProvider.getIdentity?.()).toMatchObject({ name: 'Ada Admin', role: 1 });
    expect(profileReads).toBe(0);
  });

  it('reads the profile when no user is stored', async () => {
    sessionStorage.setItem('token', makeToken({ name: 'Ada Admin', id: 1, role: 1 }));
    expect(await authProvider.getIdentity?.()).toMatchObject({
      name: 'Ada Admin',
      email: 'admin@partypass.test',
    });
    expect(profileReads).toBe(1);
    expect(JSON.parse(sessionStorage.getItem('user') ?? '{}')).toMatchObject({ name: 'Ada Admin' });
  });

  it('refreshIdentity stores a changed profile and says so, an unchanged one is no change', async () => {
    signedInAs('Old Name');
    expect(await refreshIdentity()).toBe(true);
    expect((JSON.parse(sessionStorage.getItem('user') ?? '{}') as Identity).name).toBe('Ada Admin');
    expect(await refreshIdentity()).toBe(false);
    expect(profileReads).toBe(2);
  });

  it('the layout reads the profile again once the page is quiet, and the header follows', async () => {
    signedInAs('Old Name');
    function Header() {
      const { data } = useGetIdentity<Identity>();
      return <p>{data?.name ?? '…'}</p>;
    }
    render(
      <Refine authProvider={authProvider} options={{ disableTelemetry: true }}>
        <Header />
        <ProfileRefresh />
      </Refine>,
    );
    expect(await screen.findByText('Old Name')).toBeInTheDocument();
    expect(profileReads).toBe(0);
    expect(await screen.findByText('Ada Admin', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(profileReads).toBe(1);
  });
});
