import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../src/api/dataProvider';
import { failingLockerList, lockerServer } from '../../mocks/v1/lockers';
import {
  bodyRows,
  numberOf,
  renderLockers,
  seen,
  setUpLockerListTests,
  signInAs,
} from './lockers-render';

const server = setUpLockerListTests();

/** The locker number of each row, in the order shown. */
const numbersShown = () => bodyRows().map(numberOf);

describe('/lockers (Institutional Admin, own institution)', () => {
  let mock: ReturnType<typeof lockerServer>;
  beforeEach(() => {
    mock = lockerServer();
    server.use(...mock.handlers);
    signInAs(2, 7);
  });

  it("lists its institution's lockers by number, with institution and status", async () => {
    renderLockers('/lockers');
    expect(await screen.findByRole('heading', { name: 'Lockers' })).toBeInTheDocument();
    await waitFor(() => expect(numbersShown()).toEqual(['9', '10', '100']));
    const first = bodyRows()[0];
    expect(within(first).getByText('Club Aurora')).toBeInTheDocument();
    expect(within(first).getByText('Disabled')).toHaveClass('ant-tag-red');
    expect(within(bodyRows()[1]).getByText('Active')).toHaveClass('ant-tag-green');
    // The institution comes from the token: /locker/list/7, paged and sorted on the server.
    expect(mock.state.find('GET', '/locker/list/7')?.query).toMatchObject({
      page: '1',
      pageSize: '10',
      sort: 'locker_number',
      order: 'asc',
    });
    expect(screen.getByRole('link', { name: /Create locker/ })).toHaveAttribute(
      'href',
      '/lockers/create',
    );
  });

  it('searches by number (q) and filters by status on the server', async () => {
    const user = userEvent.setup();
    renderLockers('/lockers');
    await waitFor(() => expect(numbersShown()).toHaveLength(3));
    await user.type(screen.getByRole('searchbox'), '10');
    await waitFor(() => expect(numbersShown()).toEqual(['10', '100']));
    expect(mock.state.calls.at(-1)?.query.q).toBe('10');

    await user.clear(screen.getByRole('searchbox'));
    await waitFor(() => expect(numbersShown()).toHaveLength(3));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('Disabled'));
    await waitFor(() => expect(numbersShown()).toEqual(['9']));
    expect(mock.state.calls.at(-1)?.query.status).toBe('0');
  });

  it('sorts by number descending from the column header', async () => {
    const user = userEvent.setup();
    renderLockers('/lockers');
    await waitFor(() => expect(numbersShown()).toEqual(['9', '10', '100']));
    await user.click(document.querySelector('th.ant-table-column-has-sorters')!);
    await waitFor(() => expect(numbersShown()).toEqual(['100', '10', '9']));
    expect(mock.state.calls.at(-1)?.query).toMatchObject({ sort: 'locker_number', order: 'desc' });
  });

  /** The row's Delete, once the policy answered for it. */
  const deleteButtonOf = (number: string) =>
    waitFor(() => {
      const row = bodyRows().find((r) => within(r).queryByText(number));
      const button = row?.querySelector<HTMLElement>('button.refine-delete-button');
      expect(button).toBeTruthy();
      return button!;
    });

  it('deletes a locker without a question, and Undo within the countdown keeps it', async () => {
    const user = userEvent.setup();
    renderLockers('/lockers', { undoableTimeout: 60_000 });
    await waitFor(() => expect(numbersShown()).toHaveLength(3));
    await user.click(await deleteButtonOf('10'));
    // No confirmation: the row goes at once and the countdown offers Undo.
    expect(screen.queryByText('Delete locker 10?')).toBeNull();
    await waitFor(() => expect(numbersShown()).toEqual(['9', '100']));
    const notice = (await screen.findByText(/seconds to undo/)).closest<HTMLElement>(
      '.ant-notification-notice',
    )!;
    await user.click(within(notice).getByRole('button', { name: 'undo' }));
    await waitFor(() => expect(numbersShown()).toEqual(['9', '10', '100']));
    expect(mock.state.find('DELETE', '/locker/delete/')).toBeUndefined();
  });

  it('sends the DELETE when the countdown ends, and the locker stays gone', async () => {
    const user = userEvent.setup();
    renderLockers('/lockers', { undoableTimeout: 1_000 });
    await waitFor(() => expect(numbersShown()).toHaveLength(3));
    await user.click(await deleteButtonOf('10'));
    await waitFor(() => expect(mock.state.find('DELETE', '/locker/delete/3')).toBeDefined());
    expect(await screen.findByText('Locker 10 deleted')).toBeInTheDocument();
    await waitFor(() => expect(numbersShown()).toEqual(['9', '100']));
  });

  it('shows the error and an empty list when loading fails, and retries', async () => {
    server.use(failingLockerList('The database is down'));
    const user = userEvent.setup();
    renderLockers('/lockers');
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is down');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    server.use(...mock.handlers);
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    await waitFor(() => expect(numbersShown()).toEqual(['9', '10', '100']));
  });

  it('offers "Create locker" when the institution has none', async () => {
    mock.state.lockers = [];
    const user = userEvent.setup();
    renderLockers('/lockers');
    expect(await screen.findByText('No lockers yet')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: /Create locker/ });
    await user.click(buttons[buttons.length - 1]);
    await waitFor(() => expect(seen.location).toBe('/lockers/create'));
  });
});

describe('against the legacy server (no meta: sorted, searched and paged in the browser)', () => {
  it('sorts numerically and filters by status in the browser', async () => {
    const mock = lockerServer({ legacy: true });
    server.use(...mock.handlers);
    signInAs(2, 7);
    const user = userEvent.setup();
    renderLockers('/lockers');
    await waitFor(() => expect(numbersShown()).toEqual(['9', '10', '100']));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('Active'));
    await waitFor(() => expect(numbersShown()).toEqual(['10', '100']));
  });
});

describe('/institutions/{id}/lockers (System Admin, read-only)', () => {
  let mock: ReturnType<typeof lockerServer>;
  beforeEach(() => {
    mock = lockerServer();
    server.use(...mock.handlers);
  });

  it("lists the route's institution read-only: no create, edit, delete or selection", async () => {
    signInAs(1, null);
    renderLockers('/institutions/8/lockers');
    expect(
      await screen.findByRole('heading', { name: 'Lockers of Velvet Stage' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(numbersShown()).toEqual(['5']));
    expect(mock.state.find('GET', '/locker/list/8')).toBeDefined();
    expect(within(bodyRows()[0]).getByText('Velvet Stage')).toBeInTheDocument();
    expect(screen.getByText(/Read-only view/)).toBeInTheDocument();
    expect(within(bodyRows()[0]).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Create/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create/ })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the institution/ })).toHaveAttribute(
      'href',
      '/institutions/8',
    );
  });

  it('is refused to an Institutional Admin (403 page), and /lockers to a System Admin', async () => {
    signInAs(2, 7);
    const first = renderLockers('/institutions/7/lockers');
    expect(await screen.findByText('403')).toBeInTheDocument();
    expect(mock.state.find('GET', '/locker/list/')).toBeUndefined();
    first.unmount();

    signInAs(1, null);
    renderLockers('/lockers');
    expect(await screen.findByText('403')).toBeInTheDocument();
  });
});

describe('data provider: the institution of a locker list', () => {
  it("uses the user's own institution, or meta.institutionId when a page names one", async () => {
    const mock = lockerServer();
    server.use(...mock.handlers);
    signInAs(2, 7);
    const own = await dataProvider.getList({ resource: 'lockers' });
    expect(own.data.map((l) => l.locker_number)).toEqual([9, 10, 100]);
    const named = await dataProvider.getList({ resource: 'lockers', meta: { institutionId: 8 } });
    expect(named.data.map((l) => l.locker_number)).toEqual([5]);
    expect(mock.state.calls.map((c) => c.path)).toEqual(['/locker/list/7', '/locker/list/8']);
  });
});
