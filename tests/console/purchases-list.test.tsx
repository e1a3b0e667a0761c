import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  currentPurchaseHandlers,
  failingPurchaseHandlers,
  legacyEmptyPurchaseHandlers,
  legacyPurchaseHandlers,
  type SeenQueries,
} from '../../mocks/v1/purchases';
import { MAX_PAGE_SIZE } from '../../contract/list';
import { captureCsvDownload } from './csv-download';
import { setupMswServer } from './msw';
import { institutionOptionsHandler, renderConsole, signInAs } from './purchases-render';
import { withScreenWidth } from './desktopScreen';

const server = setupMswServer();
// The tables of a desktop (a phone shows the records as cards: phone-cards.test.tsx).
withScreenWidth();

const headers = () => [...document.querySelectorAll('th')].map((th) => th.textContent?.trim());
const rowOf = async (text: string) =>
  (await screen.findByText(text, {}, { timeout: 30_000 })).closest('tr') as HTMLElement;

beforeAll(async () => {
  await Promise.all([
    import('../../src/pages/purchases/PurchaseList'),
    import('../../src/pages/purchases/PurchaseShow'),
  ]);
}, 60_000);

/** The ticket status filter: it comes once the list's rows are drawn (src/components/AfterFirstData.tsx). */
const ticketStatus = () =>
  screen.findByRole('combobox', { name: 'Ticket status' }, { timeout: 30_000 });

describe('purchase list', { timeout: 60_000 }, () => {
  it('role 1: every purchase with its institution, price and coloured status tags', async () => {
    signInAs(1);
    server.use(institutionOptionsHandler, ...currentPurchaseHandlers());
    renderConsole('/purchase');
    const nora = await rowOf('Nora Quinn');
    expect(within(nora).getByText('Moonlight Rave')).toBeInTheDocument();
    expect(within(nora).getByText('Club Aurora')).toBeInTheDocument();
    expect(within(nora).getByText('$18.00')).toBeInTheDocument();
    expect(within(nora).getByText('Completed')).toBeInTheDocument();
    // Purchased green, Entered amber, Checked out grey.
    expect(within(nora).getByText('Purchased')).toHaveClass('ant-tag-success');
    const omar = screen.getByText('Omar Haddad').closest('tr') as HTMLElement;
    expect(within(omar).getByText('Entered')).toHaveClass('ant-tag-warning');
    expect(within(omar).getByText('$5.50')).toBeInTheDocument();
    const stage = screen.getByText('Stage Night').closest('tr') as HTMLElement;
    expect(within(stage).getByText('Checked out')).toHaveClass('ant-tag-default');
    expect(within(stage).getByText('Velvet Stage')).toBeInTheDocument();
    expect(headers()).toContain('Institution');
    // So the statuses fit in view: the method and the ticket date are on the purchase's page.
    expect(headers()).not.toContain('Payment method');
    expect(headers()).not.toContain('Ticket date');
    // Read only: no create button.
    expect(screen.queryByRole('button', { name: /create/i })).not.toBeInTheDocument();
  });

  it('role 1: the ticket status filter goes to the server as a comma list', async () => {
    signInAs(1);
    const seen: SeenQueries = [];
    server.use(institutionOptionsHandler, ...currentPurchaseHandlers(seen));
    renderConsole('/purchase');
    await rowOf('Nora Quinn');
    const select = await ticketStatus();
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('Entered'));
    fireEvent.click(await screen.findByTitle('Checked out'));
    await waitFor(() => expect(seen.at(-1)?.get('ticket_status')).toBe('1,2'));
    await waitFor(() => expect(screen.queryByText('Nora Quinn')).not.toBeInTheDocument());
    expect(screen.getByText('Omar Haddad')).toBeInTheDocument();
    expect(seen.at(-1)?.get('page')).toBe('1');
  });

  it('a reload (the URL alone) restores the same list: status tags and search text with &', async () => {
    signInAs(1);
    const seen: SeenQueries = [];
    server.use(institutionOptionsHandler, ...currentPurchaseHandlers(seen));
    const first = renderConsole('/purchase');
    await rowOf('Nora Quinn');
    fireEvent.mouseDown(await ticketStatus());
    fireEvent.click(await screen.findByTitle('Entered'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'Drum & Bass #1' },
    });
    await waitFor(() => expect(seen.at(-1)?.get('q')).toBe('Drum & Bass #1'));
    const asked = seen.at(-1)!.toString();
    const location = screen.getByTestId('location');
    await waitFor(() => expect(location.textContent).toContain('Drum%20%26%20Bass%20%231'));
    const url = location.textContent ?? '';
    first.unmount();

    seen.length = 0;
    renderConsole(url);
    await waitFor(() => expect(seen.length).toBeGreaterThan(0), { timeout: 30_000 });
    expect(seen[0].toString()).toBe(asked);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('Drum & Bass #1');
    const status = (await ticketStatus()).closest('.ant-select') as HTMLElement;
    // The option's label, not the "1" the URL holds.
    expect(within(status).getByText('Entered')).toBeInTheDocument();
    expect(within(status).queryByText('1')).not.toBeInTheDocument();
  });

  it('Export CSV holds every purchase that is filtered, not just the page', async () => {
    signInAs(1);
    const seen: SeenQueries = [];
    server.use(institutionOptionsHandler, ...currentPurchaseHandlers(seen));
    const download = captureCsvDownload();
    renderConsole('/purchase');
    await rowOf('Nora Quinn');
    fireEvent.mouseDown(await ticketStatus());
    fireEvent.click(await screen.findByTitle('Entered'));
    fireEvent.click(await screen.findByTitle('Checked out'));
    await waitFor(() => expect(screen.queryByText('Nora Quinn')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(download.clicked).toHaveBeenCalled());
    const exported = seen.at(-1)!;
    expect(exported.get('ticket_status')).toBe('1,2');
    // The whole filtered list, read a page of the largest size at a time, not the table's page.
    expect(exported.get('pageSize')).toBe(String(MAX_PAGE_SIZE));
    await waitFor(() => expect(download.text()).not.toBe(''));
    const csv = download.text();
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Institution');
    expect(lines).toHaveLength(3);
    expect(csv).toContain('Omar Haddad');
    expect(csv).toContain('Checked out');
    expect(csv).not.toContain('Nora Quinn');
    // One rule: a coded value is its label, as on the screen, never the raw code.
    expect(csv).toMatch(/,(Completed|Pending),/);
    expect(csv).not.toMatch(
      /,(completed|pending|failed|refunded|credit_card|paypal|bank_transfer),/,
    );
  });

  it('?user_id= starts filtered by that buyer, shown as a tag that removes the filter', async () => {
    signInAs(1);
    const seen: SeenQueries = [];
    server.use(institutionOptionsHandler, ...currentPurchaseHandlers(seen));
    renderConsole('/purchase?user_id=32');
    expect(await screen.findByText('Buyer: Omar Haddad', {}, { timeout: 30_000 })).toBeVisible();
    expect(seen[0]?.get('user_id')).toBe('32');
    expect(screen.queryByText('Nora Quinn')).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Show every buyer'));
    expect(await screen.findByText('Nora Quinn')).toBeInTheDocument();
    expect(seen.at(-1)?.has('user_id')).toBe(false);
    expect(screen.queryByText(/Buyer:/)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).not.toContain('user_id=32'),
    );
  });

  it('role 2: its own institution through purchase/list/institute/{id}, no institution column', async () => {
    signInAs(2, 7);
    server.use(...currentPurchaseHandlers());
    renderConsole('/purchase_institution');
    await rowOf('Nora Quinn');
    expect(screen.queryByText('Stage Night')).not.toBeInTheDocument();
    expect(headers()).not.toContain('Institution');
    expect(screen.queryByRole('combobox', { name: 'Institution' })).not.toBeInTheDocument();
  });

  it('a search with no match says so and offers "Clear filters", which brings the list back', async () => {
    signInAs(1);
    server.use(institutionOptionsHandler, ...currentPurchaseHandlers());
    renderConsole('/purchase');
    await rowOf('Nora Quinn');
    const search = screen.getByRole('searchbox');
    fireEvent.change(search, { target: { value: 'no such buyer' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(
      await screen.findByText('No purchase matches these filters', {}, { timeout: 30_000 }),
    ).toBeVisible();
    expect(screen.queryByText('No purchases yet')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await rowOf('Nora Quinn');
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('legacy server: the 404 "No purchases found" is an empty list, not an error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signInAs(2, 7);
    server.use(...legacyEmptyPurchaseHandlers);
    renderConsole('/purchase_institution');
    expect(await screen.findByText('No purchases yet', {}, { timeout: 30_000 })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed load empties the list and shows the error with Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signInAs(1);
    const failing = failingPurchaseHandlers();
    server.use(institutionOptionsHandler, ...failing.handlers);
    renderConsole('/purchase');
    expect(await screen.findByRole('alert', {}, { timeout: 30_000 })).toHaveTextContent(
      'Database unavailable',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    failing.recover();
    fireEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText('Nora Quinn')).toBeInTheDocument();
  });
});

describe('purchase show', { timeout: 60_000 }, () => {
  it('role 1: ticket type, buyer link, event times, payment and the locker allocation', async () => {
    signInAs(1);
    server.use(...currentPurchaseHandlers());
    renderConsole('/purchase/501');
    expect(await screen.findByText('Purchase #501', {}, { timeout: 30_000 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Nora Quinn' })).toHaveAttribute('href', '/users/31');
    expect(screen.getByRole('link', { name: 'Moonlight Rave' })).toHaveAttribute(
      'href',
      '/tickets/21',
    );
    expect(screen.getByText('Jun 20, 2026 10:00 PM')).toBeInTheDocument();
    expect(screen.getByText('4:00 AM')).toBeInTheDocument();
    expect(screen.getByText('Credit card')).toBeInTheDocument();
    expect(screen.getByText('$18.00')).toBeInTheDocument();
    expect(screen.getByText('Locker #14')).toBeInTheDocument();
    expect(screen.getByText('In use')).toBeInTheDocument();
  });

  it('role 2: a regular ticket, the buyer without a link, no locker', async () => {
    signInAs(2, 7);
    server.use(...currentPurchaseHandlers());
    renderConsole('/purchase_institution/502');
    expect(await screen.findByText('Purchase #502', {}, { timeout: 30_000 })).toBeVisible();
    expect(screen.getByText('Omar Haddad')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Omar Haddad' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Happy Hour' })).toHaveAttribute(
      'href',
      '/tickets_institution/22',
    );
    expect(screen.getByText('Regular event (any day)')).toBeInTheDocument();
    expect(screen.getByText('Entered')).toBeInTheDocument();
    expect(screen.getByText('No locker allocated')).toBeInTheDocument();
  });

  it('an unknown purchase shows the server message with Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signInAs(1);
    server.use(...currentPurchaseHandlers());
    renderConsole('/purchase/999');
    expect(await screen.findByRole('alert', {}, { timeout: 30_000 })).toHaveTextContent(
      'Purchase not found',
    );
    expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
  });
});

describe('purchase date filter', { timeout: 60_000 }, () => {
  it('offers the range from the URL and sends it to the server', async () => {
    signInAs(1);
    const seen: SeenQueries = [];
    server.use(institutionOptionsHandler, ...currentPurchaseHandlers(seen));
    const range =
      'filters[0][field]=purchase_date&filters[0][operator]=between' +
      '&filters[0][value][0]=2026-05-01&filters[0][value][1]=2026-06-30';
    renderConsole(`/purchase?${encodeURI(range)}`);
    await rowOf('Nora Quinn');
    const from = await screen.findByPlaceholderText('Purchased from', {}, { timeout: 30_000 });
    expect(from).toHaveValue('2026-05-01');
    expect(from).toBeEnabled();
    expect(screen.getByPlaceholderText('Purchased until')).toHaveValue('2026-06-30');
    expect(seen.at(-1)?.get('purchase_date_from')).toBe('2026-05-01');
    expect(seen.at(-1)?.get('purchase_date_to')).toBe('2026-06-30');
  });
});

describe('legacy numeric payment status', { timeout: 60_000 }, () => {
  it('reads 1 as Completed and 0 as Pending, an unknown code as Unknown, and filters on them', async () => {
    signInAs(1);
    server.use(institutionOptionsHandler, ...legacyPurchaseHandlers);
    renderConsole('/purchase');
    const nora = await rowOf('Nora Quinn');
    expect(within(nora).getByText('Completed')).toHaveClass('ant-tag-success');
    const omar = screen.getByText('Omar Haddad').closest('tr') as HTMLElement;
    expect(within(omar).getByText('Pending')).toBeInTheDocument();
    const li = screen.getByText('Li Wei').closest('tr') as HTMLElement;
    expect(within(li).getByText('Unknown')).toBeInTheDocument();
    expect(within(li).queryByText('7')).not.toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Payment status' }));
    fireEvent.click(await screen.findByTitle('Completed'));
    await waitFor(() => expect(screen.queryByText('Omar Haddad')).not.toBeInTheDocument());
    expect(screen.getByText('Nora Quinn')).toBeInTheDocument();
    expect(screen.queryByText('No purchases yet')).not.toBeInTheDocument();
  });

  it('the purchase page shows the label of the numeric code', async () => {
    signInAs(1);
    server.use(...legacyPurchaseHandlers);
    renderConsole('/purchase/501');
    expect(await screen.findByText('Purchase #501', {}, { timeout: 30_000 })).toBeVisible();
    expect(screen.getByText('Completed')).toBeInTheDocument();
  });
});
