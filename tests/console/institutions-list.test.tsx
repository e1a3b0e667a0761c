import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentServerHandlers } from '../../mocks/v1/handlers';
import { institutionHandlers } from '../../mocks/v1/institutions';
import {
  FIRST_LOAD,
  renderConsoleAt,
  setUpInstitutionPageTests,
  signInAs,
  SLOW,
} from './institutions-render';
import { withScreenWidth } from './desktopScreen';

const server = setUpInstitutionPageTests();
// The tables of a desktop (a phone shows the records as cards: phone-cards.test.tsx).
withScreenWidth();
beforeEach(() => signInAs(1));

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[1]?.textContent ?? '');

describe('institution list against the legacy server (whole list, no meta)', () => {
  it('shows name, e-mail, phone, address and status, sorted by name, 10 a page', async () => {
    server.use(...currentServerHandlers, ...institutionHandlers({ legacy: true }));
    renderConsoleAt('/institutions');
    expect(await screen.findByText('Venue 01', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByText('venue1@example.test')).toBeInTheDocument();
    expect(screen.getByText('1 Main Street, Berlin')).toBeInTheDocument();
    expect(rowNames()).toHaveLength(10);
    expect(screen.getAllByText('Disabled').length).toBeGreaterThan(0);
    expect(screen.getByText('12 institutions')).toBeInTheDocument();
  });

  it('searches in the browser', async () => {
    server.use(...currentServerHandlers, ...institutionHandlers({ legacy: true }));
    renderConsoleAt('/institutions');
    await screen.findByText('Venue 01', {}, FIRST_LOAD);
    await userEvent.type(screen.getByRole('searchbox'), 'hanoi');
    await waitFor(() => expect(rowNames()).toEqual(['Venue 06']), SLOW);
  });

  it('filters by status in the browser', async () => {
    server.use(...currentServerHandlers, ...institutionHandlers({ legacy: true }));
    renderConsoleAt('/institutions');
    await screen.findByText('Venue 01', {}, FIRST_LOAD);
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByTitle('Disabled'));
    await waitFor(
      () => expect(rowNames()).toEqual(['Venue 03', 'Venue 06', 'Venue 09', 'Venue 12']),
      SLOW,
    );
  });

  it('sorts by a column and pages', async () => {
    server.use(...currentServerHandlers, ...institutionHandlers({ legacy: true }));
    renderConsoleAt('/institutions');
    await screen.findByText('Venue 01', {}, FIRST_LOAD);
    await userEvent.click(screen.getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(rowNames()[0]).toBe('Venue 12'), SLOW);
    await userEvent.click(screen.getByTitle('Next Page'));
    await waitFor(() => expect(rowNames()).toEqual(['Venue 02', 'Venue 01']), SLOW);
  });
});

describe('institution list against the project server (meta)', () => {
  it('sends page, pageSize, sort, order, q and status to the server', async () => {
    const listRequests: URL[] = [];
    server.use(...currentServerHandlers, ...institutionHandlers({ listRequests }));
    renderConsoleAt('/institutions');
    await screen.findByText('Venue 01', {}, FIRST_LOAD);
    const first = listRequests.at(-1)!.searchParams;
    expect(Object.fromEntries(first)).toMatchObject({
      page: '1',
      pageSize: '10',
      sort: 'name',
      order: 'asc',
    });
    await userEvent.type(screen.getByRole('searchbox'), 'main');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByTitle('Active'));
    await waitFor(() => {
      const last = listRequests.at(-1)!.searchParams;
      expect(last.get('q')).toBe('main');
      expect(last.get('status')).toBe('1');
    }, SLOW);
    expect(await screen.findByText('8 institutions')).toBeInTheDocument();
  });
});

describe('institution list states', () => {
  it('shows the empty state with a "Create institution" call to action', async () => {
    server.use(...currentServerHandlers, ...institutionHandlers({ rows: [] }));
    renderConsoleAt('/institutions');
    const empty = (await screen.findByText('No institutions yet', {}, FIRST_LOAD)).closest(
      '.ant-empty',
    ) as HTMLElement;
    expect(
      await within(empty).findByRole('button', { name: 'Create institution' }, SLOW),
    ).toBeInTheDocument();
  });

  it('on a failed request empties the list, keeps the message and offers Retry', async () => {
    server.use(...currentServerHandlers, ...institutionHandlers({ listFails: 500 }));
    renderConsoleAt('/institutions');
    expect(await screen.findByText('The database is asleep', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
    expect(screen.queryByText('Venue 01')).not.toBeInTheDocument();
  });

  it('asks before deleting and shows the server refusal (409) when it has purchases', async () => {
    server.use(...currentServerHandlers, ...institutionHandlers({ withPurchases: [1] }));
    renderConsoleAt('/institutions');
    const row = (await screen.findByText('Venue 01', {}, FIRST_LOAD)).closest('tr')!;
    // Show and Edit are links to the record's pages; Delete asks first.
    await waitFor(() => {
      expect(within(row).getByRole('link', { name: 'Show' })).toHaveAttribute(
        'href',
        '/institutions/1',
      );
      expect(within(row).getByRole('link', { name: 'Edit' })).toHaveAttribute(
        'href',
        '/institutions/1/edit',
      );
    }, SLOW);
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Delete Venue 01?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/Venue 01 has 3 purchases: delete refused/)).toBeInTheDocument();
  });

  it('bulk deletes the selected rows after a confirmation naming the count', async () => {
    server.use(...currentServerHandlers, ...institutionHandlers());
    renderConsoleAt('/institutions');
    const rowOf = async (name: string) =>
      (await screen.findByText(name, {}, FIRST_LOAD)).closest('tr') as HTMLElement;
    await userEvent.click(within(await rowOf('Venue 01')).getByRole('checkbox'));
    await userEvent.click(within(await rowOf('Venue 02')).getByRole('checkbox'));
    await userEvent.click(await screen.findByRole('button', { name: /Delete selected \(2\)/ }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Delete 2 records?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Venue 01')).not.toBeInTheDocument(), SLOW);
    expect(screen.queryByText('Venue 02')).not.toBeInTheDocument();
  });

  it('role 2 cannot open /institutions (403 page)', async () => {
    signInAs(2, 1);
    server.use(...currentServerHandlers, ...institutionHandlers());
    renderConsoleAt('/institutions');
    expect(await screen.findByText('403', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.queryByText('Venue 01')).not.toBeInTheDocument();
  });
});
