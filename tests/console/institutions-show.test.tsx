import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentServerHandlers } from '../../mocks/v1/handlers';
import { institutionHandlers } from '../../mocks/v1/institutions';
import { seen } from './locationProbe';
import { SERVER_IDENTITY_KEY } from '../../src/api/serverIdentity';
import {
  FIRST_LOAD,
  renderConsoleAt,
  setUpInstitutionPageTests,
  signInAs,
  SLOW,
} from './institutions-render';

const server = setUpInstitutionPageTests();

describe('institution show page', () => {
  it('role 1: cover, status, contacts, decoded details, sandboxed map, no video, tickets, lockers link', async () => {
    signInAs(1);
    server.use(...currentServerHandlers, ...institutionHandlers({ legacy: true }));
    renderConsoleAt('/institutions/1');
    const heading = await screen.findByRole('heading', { name: 'Venue 01', level: 2 }, FIRST_LOAD);
    expect(heading).toBeVisible();
    expect(screen.getByAltText('Cover of Venue 01')).toHaveAttribute(
      'src',
      '/uploads/covers/venue-1.png',
    );
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'venue1@example.test' })).toHaveAttribute(
      'href',
      'mailto:venue1@example.test',
    );
    // The legacy server HTML-escapes stored text: shown decoded, once.
    expect(screen.getByText('Rock & Roll every Friday')).toBeInTheDocument();
    const map = screen.getByTitle('Map of Venue 01');
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute(
      'src',
      'https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4',
    );
    expect(map.getAttribute('sandbox')).toBeTruthy();
    expect(screen.getByText('No video')).toBeInTheDocument();
    // Ticket types from `institute/1/ticketlist` (legacy `Tickets`, price normalised).
    const pass = await screen.findByRole('link', { name: 'Friday & Saturday pass' }, SLOW);
    expect(pass).toHaveAttribute('href', '/tickets/11');
    const row = pass.closest('tr') as HTMLElement;
    expect(within(row).getByText(/20\.00/)).toBeInTheDocument();
    expect(screen.getByText('Regular')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Lockers' }, SLOW)).toHaveAttribute(
      'href',
      '/institutions/1/lockers',
    );
    expect(await screen.findByRole('button', { name: /^(delete ?)?Delete$/ }, SLOW)).toBeEnabled();
    expect(screen.getByRole('button', { name: /Delete with all its data/ })).toBeEnabled();
    // The list button (the menu and the breadcrumb link there too).
    const list = document.querySelector('.refine-list-button')?.closest('a');
    expect(list).toHaveTextContent('Institutions');
    expect(list).toHaveAttribute('href', '/institutions');
  });

  it('shows "No map location" and "No cover photo" when they are missing', async () => {
    signInAs(1);
    server.use(...currentServerHandlers, ...institutionHandlers());
    renderConsoleAt('/institutions/2');
    await screen.findByRole('heading', { name: 'Venue 02', level: 2 }, FIRST_LOAD);
    expect(screen.getByText('No map location')).toBeInTheDocument();
    expect(screen.getByText('No cover photo')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('role 2 sees its own institution at /institution_detail with Edit and no lockers link', async () => {
    signInAs(2, 2);
    server.use(...currentServerHandlers, ...institutionHandlers());
    renderConsoleAt('/institution_detail');
    await screen.findByRole('heading', { name: 'Venue 02', level: 2 }, FIRST_LOAD);
    expect(await screen.findByRole('link', { name: /Edit/ }, SLOW)).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Friday & Saturday pass' }, SLOW),
    ).toHaveAttribute('href', '/tickets_institution/11');
    expect(screen.queryByRole('link', { name: 'Lockers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('deleting it from its page (legacy and this server) goes to the list, where it is gone', async () => {
    for (const legacy of [true, false]) {
      signInAs(1);
      server.use(...currentServerHandlers, ...institutionHandlers({ legacy }));
      const view = renderConsoleAt('/institutions/1');
      await screen.findByRole('heading', { name: 'Venue 01', level: 2 }, FIRST_LOAD);
      await userEvent.click(
        await screen.findByRole('button', { name: /^(delete ?)?Delete$/ }, SLOW),
      );
      const confirm = await screen.findByRole('tooltip', {}, SLOW);
      // The question names what goes with it on the server in use.
      await waitFor(
        () =>
          expect(confirm).toHaveTextContent(
            legacy
              ? 'Delete Venue 01? Its users, ticket types and lockers are deleted too'
              : 'Delete Venue 01? Its ticket types and lockers are deleted too, and its users lose their institution',
          ),
        SLOW,
      );
      await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(seen.location).toMatch(/^\/institutions(\?|$)/), SLOW);
      expect(await screen.findByRole('searchbox', {}, SLOW)).toBeInTheDocument();
      // The toast names the kind of record and the record, never "institutions".
      expect(
        await screen.findByText('Institution “Venue 01” was deleted', {}, SLOW),
      ).toBeInTheDocument();
      view.unmount();
      // The next turn plays the other server in the same tab.
      sessionStorage.removeItem(SERVER_IDENTITY_KEY);
    }
  });

  it('an unknown institution shows the error with Retry', async () => {
    signInAs(1);
    server.use(...currentServerHandlers, ...institutionHandlers());
    renderConsoleAt('/institutions/999');
    expect(await screen.findByText('Institution not found', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});

describe('"Delete with all its data"', () => {
  const openDialog = async (path: string, name: string) => {
    renderConsoleAt(path);
    await screen.findByRole('heading', { name, level: 2 }, FIRST_LOAD);
    await userEvent.click(
      await screen.findByRole('button', { name: /Delete with all its data/ }, SLOW),
    );
    return screen.findByRole('dialog', {}, SLOW);
  };

  it('this server: says the users become App Users; after the delete no re-read, no error', async () => {
    signInAs(1);
    const reads: string[] = [];
    server.use(...currentServerHandlers, ...institutionHandlers({ withPurchases: [1], reads }));
    const dialog = await openDialog('/institutions/1', 'Venue 01');
    await waitFor(() => expect(dialog).toHaveTextContent('institution roles become App User'));
    expect(dialog).not.toHaveTextContent('deletes their accounts');
    const readsBefore = reads.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete everything' }));
    expect(
      await screen.findByText('Venue 01 and all its data were deleted', {}, SLOW),
    ).toBeInTheDocument();
    expect(await screen.findByText('Venue 02', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Venue 01')).not.toBeInTheDocument();
    expect(reads.slice(readsBefore)).not.toContain('1');
    expect(screen.queryByText('Institution not found')).not.toBeInTheDocument();
  });

  it('legacy server: says its users are deleted with it', async () => {
    signInAs(1);
    server.use(...currentServerHandlers, ...institutionHandlers({ legacy: true }));
    const dialog = await openDialog('/institutions/2', 'Venue 02');
    await waitFor(() =>
      expect(dialog).toHaveTextContent(
        'and so are its users: this server deletes their accounts with the institution',
      ),
    );
    expect(dialog).not.toHaveTextContent('App User');
  });
});
