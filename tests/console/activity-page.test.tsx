import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import qs from 'qs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_PAGE_SIZE, type AuditEntry } from '../../contract';
import { auditEntry, auditHandlers, auditListHandler, healthHandler } from '../../mocks/v1/audit';
import { currentServerHandlers } from '../../mocks/v1/handlers';
import { makeToken } from '../../mocks/v1/jwt';
import { usersHandlers } from '../../mocks/v1/users';
import { lockerServer } from '../../mocks/v1/lockers';
import { App } from '../../src/App';
import { activityInstitutionResource, activityResource } from '../../src/resources/activity';
import { dashboardResource } from '../../src/resources/dashboard';
import { ticketsResource } from '../../src/resources/tickets';
import { ticketsInstitutionResource } from '../../src/resources/ticketsInstitution';
import { captureCsvDownload } from './csv-download';
import { withScreenWidth } from './desktopScreen';
import { LocationProbe, seen } from './locationProbe';
import { formatDateTime } from '../../src/i18n/format';
import { setupMswServer } from './msw';

const server = setupMswServer();
withScreenWidth();
vi.setConfig({ testTimeout: 60_000 });

const signInAs = (role: number, institution_id: number | null = null) =>
  sessionStorage.setItem('token', makeToken({ name: 'Act Tester', id: 1, role, institution_id }));

const ENTRIES: AuditEntry[] = [
  auditEntry({
    id: 1,
    at: '2026-11-28T09:00:00.000Z',
    resource: 'institutions',
    record_id: '7',
    action: 'create',
    user_email: 'admin@partypass.test',
    changes: { name: { old: null, new: 'Club Aurora' } },
  }),
  auditEntry({
    id: 2,
    at: '2026-12-01T20:15:00.000Z',
    resource: 'tickets',
    record_id: '21',
    action: 'update',
    user_id: 2,
    user_email: 'venue@partypass.test',
    user_role: 2,
    changes: { price: { old: '10.00', new: '12.50' } },
  }),
  auditEntry({
    id: 3,
    at: '2026-12-02T08:30:00.000Z',
    resource: 'users',
    record_id: '4',
    action: 'login',
    user_id: 4,
    user_email: '=cmd@partypass.test',
    user_role: 0,
    changes: {},
  }),
];

// The ticket resources give the entries of ticket types a link to their page.
const RESOURCES = [
  dashboardResource,
  ticketsResource,
  ticketsInstitutionResource,
  activityResource,
  activityInstitutionResource,
];

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App resources={RESOURCES} />
      <LocationProbe />
    </MemoryRouter>,
  );

/** `/activity` with these filters in the URL, as Refine's URL sync writes them. */
const withFilters = (path: string, filters: { field: string; value: string }[]) =>
  `${path}?${qs.stringify({
    currentPage: 1,
    pageSize: 20,
    filters: filters.map((f) => ({ ...f, operator: 'eq' })),
  })}`;

const FIRST_LOAD = { timeout: 30_000 };
/** An open Select's option (the menu may hold the same text). */
const option = async (title: string) =>
  (await screen.findAllByTitle(title)).find((el) =>
    el.classList.contains('ant-select-item-option'),
  )!;
const rows = () => screen.getAllByRole('row').slice(1);

const useServer = (requests: URL[], entries: AuditEntry[] = ENTRIES) =>
  server.use(
    ...auditHandlers({ entries, requests }),
    ...currentServerHandlers,
    ...usersHandlers().handlers,
  );

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the Activity screen', () => {
  it('System Admin: in the Management menu; every entry, newest first, with labels and record links', async () => {
    signInAs(1);
    const requests: URL[] = [];
    useServer(requests);
    renderAt('/activity');
    expect(await screen.findByText('venue@partypass.test', {}, FIRST_LOAD)).toBeVisible();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: /Activity/ })).toHaveAttribute(
      'href',
      '/activity',
    );
    expect(within(menu).getByText('Management')).toBeInTheDocument();
    const [login, update, create] = rows();
    expect(login).toHaveTextContent('Signed in');
    expect(update).toHaveTextContent('Updated');
    expect(update).toHaveTextContent('Institutional Admin');
    expect(update).toHaveTextContent('Price: 10.00 → 12.50');
    expect(within(update).getByRole('link', { name: 'Ticket types #21' })).toHaveAttribute(
      'href',
      '/tickets/21',
    );
    expect(create).toHaveTextContent('Created');
    expect(create).toHaveTextContent('Name: - → Club Aurora');
    const asked = requests.at(-1)!.searchParams;
    expect(asked.get('page')).toBe('1');
    expect(asked.get('pageSize')).toBe('20');
    expect(asked.get('resource')).toBeNull();
  });

  it("shows a change as the record's pages do: their labels, status labels, dates, no raw names", async () => {
    signInAs(1);
    const enteredAt = '2026-12-02T21:14:00.000Z';
    useServer(
      [],
      [
        auditEntry({
          id: 9,
          at: '2026-12-02T21:14:05.000Z',
          resource: 'purchase',
          record_id: '42',
          action: 'entry',
          user_email: 'staff@partypass.test',
          user_role: 3,
          changes: {
            ticket_status: { old: 2, new: 1 },
            entered_at: { old: null, new: enteredAt },
            locker_id: { old: null, new: 7 },
            payment_status: { old: 'pending', new: 'completed' },
          },
        }),
      ],
    );
    renderAt('/activity');
    expect(await screen.findByText('staff@partypass.test', {}, FIRST_LOAD)).toBeVisible();
    const [entry] = rows();
    expect(entry).toHaveTextContent('Ticket status: Checked out → Entered');
    expect(entry).toHaveTextContent(`Entered at: - → ${formatDateTime(enteredAt)}`);
    expect(entry).toHaveTextContent('Locker allocation: - → #7');
    expect(entry).toHaveTextContent('Payment status: Pending → Completed');
    for (const raw of ['ticket_status', 'entered_at', 'locker_id', 'payment_status', enteredAt]) {
      expect(entry).not.toHaveTextContent(raw);
    }
  });

  it('names the records an entry refers to as their pages do, not by id', async () => {
    signInAs(1);
    server.use(...lockerServer().handlers);
    useServer(
      [],
      [
        auditEntry({
          id: 12,
          at: '2026-12-02T22:00:00.000Z',
          resource: 'purchase',
          record_id: '42',
          action: 'update',
          user_email: 'staff@partypass.test',
          user_role: 3,
          changes: { locker_id: { old: 2, new: 3 } },
        }),
        auditEntry({
          id: 11,
          at: '2026-12-02T21:00:00.000Z',
          resource: 'lockers',
          record_id: '3',
          action: 'update',
          user_email: 'venue@partypass.test',
          user_role: 2,
          changes: { status: { old: 1, new: 0 } },
        }),
      ],
    );
    renderAt('/activity');
    expect(await screen.findByText('staff@partypass.test', {}, FIRST_LOAD)).toBeVisible();
    await waitFor(() =>
      expect(rows()[0]).toHaveTextContent('Locker allocation: Locker 9 → Locker 10'),
    );
    await waitFor(() => expect(rows()[1]).toHaveTextContent('Lockers: Locker 10'));
    expect(rows()[1]).not.toHaveTextContent('#3');
  });

  it('filters by resource and action in the URL; a reload shows the same filtered list', async () => {
    signInAs(1);
    const requests: URL[] = [];
    useServer(requests);
    const first = renderAt('/activity');
    await screen.findByText('venue@partypass.test', {}, FIRST_LOAD);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Resource' }));
    fireEvent.click(await option('Ticket types'));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('resource')).toBe('tickets'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('venue@partypass.test');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Action' }));
    fireEvent.click(await option('Updated'));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('action')).toBe('update'));
    expect(requests.at(-1)?.searchParams.get('page')).toBe('1');
    const url = seen.location;
    expect(qs.parse(url.split('?')[1])).toMatchObject({
      filters: expect.arrayContaining([
        { field: 'resource', operator: 'eq', value: 'tickets' },
        { field: 'action', operator: 'eq', value: 'update' },
      ]),
    });
    first.unmount();

    requests.length = 0;
    renderAt(url);
    await waitFor(() => expect(requests.length).toBeGreaterThan(0), FIRST_LOAD);
    expect(requests[0].searchParams.get('resource')).toBe('tickets');
    expect(requests[0].searchParams.get('action')).toBe('update');
    const resource = screen
      .getByRole('combobox', { name: 'Resource' })
      .closest('.ant-select') as HTMLElement;
    expect(within(resource).getByText('Ticket types')).toBeInTheDocument();
  });

  it('filters by who (a row, or the users select) and by days from the URL', async () => {
    signInAs(1);
    const requests: URL[] = [];
    useServer(requests);
    renderAt(
      withFilters('/activity', [
        { field: 'from', value: '2026-12-01' },
        { field: 'to', value: '2026-12-01' },
      ]),
    );
    expect(await screen.findByText('venue@partypass.test', {}, FIRST_LOAD)).toBeVisible();
    const asked = requests.at(-1)!.searchParams;
    expect(asked.get('from')).toBe('2026-12-01');
    expect(asked.get('to')).toBe('2026-12-01');
    expect(rows()).toHaveLength(1);
    expect(screen.getByPlaceholderText('From')).toHaveValue('2026-12-01');
    expect(screen.getByPlaceholderText('To')).toHaveValue('2026-12-01');
    // Who: the row's e-mail filters by that user.
    await userEvent.click(screen.getByText('venue@partypass.test'));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('user_id')).toBe('2'));
    expect(requests.at(-1)?.searchParams.get('from')).toBe('2026-12-01');
    expect(screen.getByRole('combobox', { name: 'Who' })).toBeInTheDocument();
  });

  it('Export CSV writes every filtered entry, coded values as their labels, formulas guarded', async () => {
    signInAs(1);
    const requests: URL[] = [];
    useServer(requests);
    const download = captureCsvDownload();
    renderAt(withFilters('/activity', [{ field: 'resource', value: 'users' }]));
    expect(await screen.findByText('=cmd@partypass.test', {}, FIRST_LOAD)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(download.clicked).toHaveBeenCalled());
    const exported = requests.at(-1)!.searchParams;
    expect(exported.get('resource')).toBe('users');
    expect(exported.get('pageSize')).toBe(String(MAX_PAGE_SIZE));
    await waitFor(() => expect(download.text()).not.toBe(''));
    const lines = download
      .text()
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('When,Who,Role,Institution,Resource,Record,Action,Changes,IP address');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      "2026-12-02T08:30:00.000Z,'=cmd@partypass.test,App User,7,Users,4,Signed in,,203.0.113.9",
    );
  });

  it('the CSV holds the changes old → new', async () => {
    signInAs(1);
    useServer([]);
    const download = captureCsvDownload();
    renderAt(withFilters('/activity', [{ field: 'resource', value: 'tickets' }]));
    await screen.findByText('venue@partypass.test', {}, FIRST_LOAD);
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(download.text()).not.toBe(''));
    expect(download.text()).toContain(',Ticket types,21,Updated,Price: 10.00 → 12.50,');
  });

  it('empty: says nothing was recorded; filtered empty offers to clear the filters', async () => {
    signInAs(1);
    const requests: URL[] = [];
    useServer(requests, []);
    const first = renderAt('/activity');
    expect(await screen.findByText('No activity recorded yet', {}, FIRST_LOAD)).toBeVisible();
    first.unmount();
    useServer(requests);
    renderAt(withFilters('/activity', [{ field: 'action', value: 'revoke' }]));
    expect(
      await screen.findByText('No activity matches these filters', {}, FIRST_LOAD),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('venue@partypass.test')).toBeVisible();
    expect(requests.at(-1)?.searchParams.get('action')).toBeNull();
  });

  it('a failed load shows the reason and Retry', async () => {
    signInAs(1);
    server.use(
      healthHandler(),
      auditListHandler({ fails: 503 }),
      ...currentServerHandlers,
      ...usersHandlers().handlers,
    );
    renderAt('/activity');
    expect(await screen.findByText('The audit history is resting', {}, FIRST_LOAD)).toBeVisible();
    server.use(auditListHandler({ entries: ENTRIES }));
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('venue@partypass.test')).toBeVisible();
  });

  it('Institutional Admin: its own screen under My venue, no user list to pick from', async () => {
    signInAs(2, 7);
    const requests: URL[] = [];
    useServer(requests);
    renderAt('/activity_institution');
    expect(await screen.findByText('venue@partypass.test', {}, FIRST_LOAD)).toBeVisible();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: /Activity/ })).toHaveAttribute(
      'href',
      '/activity_institution',
    );
    expect(within(menu).getByText('My venue')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Who' })).not.toBeInTheDocument();
    expect(requests.at(-1)?.pathname).toMatch(/\/api\/v1\/audit\/list$/);
    // Its institution's ticket type opens on its own ticket page.
    expect(screen.getByRole('link', { name: 'Ticket types #21' })).toHaveAttribute(
      'href',
      '/tickets_institution/21',
    );
  });

  it('Institutional Admin: the System Admin screen is refused', async () => {
    signInAs(2, 7);
    const requests: URL[] = [];
    useServer(requests);
    renderAt('/activity');
    expect(await screen.findByRole('heading', { name: '403' }, FIRST_LOAD)).toBeVisible();
    expect(requests).toHaveLength(0);
  });

  it('Institutional Staff: no Activity in the menu, the screen refused, nothing asked', async () => {
    signInAs(3, 7);
    const requests: URL[] = [];
    useServer(requests);
    renderAt('/activity_institution');
    expect(await screen.findByRole('heading', { name: '403' }, FIRST_LOAD)).toBeVisible();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(await within(menu).findByRole('link', { name: /Dashboard/ })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: /Activity/ })).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('legacy server: no Activity in the menu, and the screen says it is not available there', async () => {
    signInAs(1);
    const requests: URL[] = [];
    server.use(
      healthHandler({ legacy: true }),
      auditListHandler({ entries: ENTRIES, requests }),
      ...currentServerHandlers,
    );
    renderAt('/activity');
    expect(await screen.findByText('Not available on this server', {}, FIRST_LOAD)).toBeVisible();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: /Dashboard/ })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: /Activity/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export CSV/ })).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
