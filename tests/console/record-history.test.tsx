import { render, screen, waitFor, within } from '@testing-library/react';
import { formatDate, formatDateTime } from '../../src/i18n/format';
import userEvent from '@testing-library/user-event';
import { Refine } from '@refinedev/core';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../contract';
import { auditEntry, auditHandlers, auditListHandler, healthHandler } from '../../mocks/v1/audit';
import { currentServerHandlers } from '../../mocks/v1/handlers';
import { makeToken } from '../../mocks/v1/jwt';
import { currentTicketHandlers } from '../../mocks/v1/tickets';
import { accessControlProvider } from '../../src/access/accessControlProvider';
import { App } from '../../src/App';
import { auditLogProvider } from '../../src/api/auditLogProvider';
import { dataProvider } from '../../src/api/dataProvider';
import { RecordHistory } from '../../src/components/RecordHistory';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { dashboardResource } from '../../src/resources/dashboard';
import { ticketsResource } from '../../src/resources/tickets';
import { routerProvider } from '../../src/routes/routerProvider';
import { ThemeProvider } from '../../src/theme/ThemeProvider';
import { withScreenWidth } from './desktopScreen';
import { setupMswServer } from './msw';

const server = setupMswServer();
withScreenWidth();
vi.setConfig({ testTimeout: 60_000 });

const signInAs = (role: number, institution_id: number | null = null) =>
  sessionStorage.setItem('token', makeToken({ name: 'Hist Tester', id: 1, role, institution_id }));

const ENTRIES: AuditEntry[] = [
  auditEntry({
    id: 1,
    at: '2026-11-30T10:00:00.000Z',
    record_id: '21',
    action: 'create',
    user_email: 'creator@partypass.test',
    changes: {
      name: { old: null, new: 'Moonlight Rave' },
      institution_id: { old: null, new: 1 },
      created_at: { old: null, new: '2026-11-30T10:00:00.000Z' },
      date: { old: null, new: '2026-12-31' },
    },
  }),
  auditEntry({
    id: 2,
    at: '2026-12-01T20:15:00.000Z',
    record_id: '21',
    action: 'update',
    user_email: 'editor@partypass.test',
    changes: {
      price: { old: '10.00', new: '12.50' },
      capacity: { old: 100, new: 120 },
      is_regular: { old: 0, new: 1 },
    },
  }),
  // Another record's entry: never on this page.
  auditEntry({ id: 3, record_id: '22', changes: { name: { old: 'A', new: 'Other record' } } }),
];

/** The real console at a ticket's page (App wires the audit-log provider). */
const renderTicketPage = (path = '/tickets/21') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App resources={[dashboardResource, ticketsResource]} />
    </MemoryRouter>,
  );

/** The panel alone, under Refine with the console's providers. */
const renderPanel = (recordId: string | undefined = '21') =>
  render(
    <MemoryRouter initialEntries={['/tickets/21']}>
      <ThemeProvider>
        <Refine
          dataProvider={dataProvider}
          auditLogProvider={auditLogProvider}
          accessControlProvider={accessControlProvider}
          i18nProvider={i18nProvider}
          routerProvider={routerProvider}
          resources={[{ name: 'tickets', show: '/tickets/:id' }]}
          options={{ disableTelemetry: true }}
        >
          <Routes>
            <Route
              path="/tickets/:id"
              element={<RecordHistory resource="tickets" recordId={recordId} />}
            />
          </Routes>
        </Refine>
      </ThemeProvider>
    </MemoryRouter>,
  );

const historyCard = async () => {
  const heading = await screen.findByRole('heading', { name: 'History' }, { timeout: 30_000 });
  return heading.closest('.ant-card') as HTMLElement;
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the History panel of a record page', () => {
  it("lists the ticket type's changes newest first: when, who, action, fields old → new", async () => {
    signInAs(1);
    const requests: URL[] = [];
    server.use(
      ...auditHandlers({
        entries: ENTRIES,
        requests,
      }),
      ...currentServerHandlers,
      ...currentTicketHandlers(),
    );
    renderTicketPage();
    const card = await historyCard();
    const entries = await within(card).findAllByTestId('history-entry');
    expect(entries).toHaveLength(2);
    // Newest first; the page's own labels name the fields.
    expect(entries[0]).toHaveTextContent('Updated');
    expect(entries[0]).toHaveTextContent('editor@partypass.test');
    expect(entries[0]).toHaveTextContent('Price: 10.00 → 12.50');
    expect(entries[0]).toHaveTextContent('Capacity: 100 → 120');
    // A coded value is its label, as the page shows it.
    expect(entries[0]).toHaveTextContent('Regular event: No → Yes');
    expect(within(entries[0]).getByText(/2026/).closest('time')).toHaveAttribute(
      'datetime',
      '2026-12-01T20:15:00.000Z',
    );
    expect(entries[1]).toHaveTextContent('Created');
    expect(entries[1]).toHaveTextContent('creator@partypass.test');
    expect(entries[1]).toHaveTextContent('Name: - → Moonlight Rave');
    // A creation's every column under a label, its dates in the user's format, no raw names.
    expect(entries[1]).toHaveTextContent('Institution: - → #1');
    expect(entries[1]).toHaveTextContent(
      `Created: - → ${formatDateTime('2026-11-30T10:00:00.000Z')}`,
    );
    expect(entries[1]).toHaveTextContent(`Date: - → ${formatDate('2026-12-31')}`);
    for (const raw of ['institution_id', 'created_at', '2026-11-30T10']) {
      expect(entries[1]).not.toHaveTextContent(raw);
    }
    expect(card).not.toHaveTextContent('Other record');
    const asked = requests.at(-1)!.searchParams;
    expect(asked.get('resource')).toBe('tickets');
    expect(asked.get('record_id')).toBe('21');
  });

  it('says when nothing was recorded yet', async () => {
    signInAs(1);
    server.use(...auditHandlers());
    renderPanel();
    const card = await historyCard();
    expect(await within(card).findByText('No change recorded yet')).toBeVisible();
  });

  it('shows a redacted value as changed without the value', async () => {
    signInAs(2, 7);
    server.use(
      ...auditHandlers({
        entries: [
          auditEntry({
            id: 5,
            record_id: '21',
            changes: { password: { old: '[redacted]', new: '[redacted]' } },
          }),
        ],
      }),
    );
    renderPanel();
    const card = await historyCard();
    expect(await within(card).findByTestId('history-entry')).toHaveTextContent(
      'password: changed (value not recorded) → changed (value not recorded)',
    );
    expect(card).not.toHaveTextContent('[redacted]');
  });

  it('shows a failed load with the reason and Retry, which reads it again', async () => {
    signInAs(1);
    server.use(healthHandler(), auditListHandler({ fails: 503 }));
    renderPanel();
    const card = await historyCard();
    expect(await within(card).findByText('The history could not be loaded')).toBeVisible();
    expect(within(card).getByRole('alert')).toHaveTextContent('The audit history is resting');
    server.use(auditListHandler({ entries: ENTRIES }));
    await userEvent.click(within(card).getByRole('button', { name: /Retry/ }));
    expect(await within(card).findAllByTestId('history-entry')).toHaveLength(2);
  });

  it.each([
    ['Institutional Staff', 3],
    ['an App User', 0],
  ])('is not shown to %s, and nothing is asked', async (_name, role) => {
    signInAs(role, role === 3 ? 7 : null);
    const requests: URL[] = [];
    const health = vi.fn();
    server.use(healthHandler(), ...auditHandlers({ entries: ENTRIES, requests }));
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/health')) health();
    });
    renderPanel();
    // Give a wrongly shown panel the time to ask.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('heading', { name: 'History' })).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
    expect(health).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('is not shown against the legacy server, and its audit is never asked for', async () => {
    signInAs(1);
    const requests: URL[] = [];
    const health = vi.fn();
    server.use(healthHandler({ legacy: true }), auditListHandler({ entries: ENTRIES, requests }));
    server.events.on('request:end', ({ request }) => {
      if (request.url.endsWith('/api/health')) health();
    });
    renderPanel();
    await waitFor(() => expect(health).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('heading', { name: 'History' })).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
    server.events.removeAllListeners();
  });
});
