/**
 * A purchase whose stored values the contract does not name (legacy data: a payment method
 * "cash", a payment status "chargeback", a ticket status 9): the list and the record page show
 * each as "Unknown (value)" and the rest of the row as usual.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract';
import { api } from '../../mocks/v1/handlers';
import { purchasedRow } from '../../mocks/v1/purchases';
import { auditHandlers } from '../../mocks/v1/audit';
import { setupMswServer } from './msw';
import { institutionOptionsHandler, renderConsole, signInAs } from './purchases-render';
import { withScreenWidth } from './desktopScreen';

const server = setupMswServer();
// The tables of a desktop (a phone shows the records as cards: phone-cards.test.tsx).
withScreenWidth();

const legacyRow = {
  ...purchasedRow,
  payment_method: 'cash',
  payment_status: 'chargeback',
  ticket_status: 9,
};

const handlers = [
  http.get(api(paths.purchaseList), () =>
    HttpResponse.json({ status: 'success', data: [legacyRow] }),
  ),
  http.get(api('/purchase/:id'), () =>
    HttpResponse.json({ status: 'success', data: { ...legacyRow, locker_allocation: null } }),
  ),
  ...auditHandlers(),
];

beforeAll(async () => {
  await Promise.all([
    import('../../src/pages/purchases/PurchaseList'),
    import('../../src/pages/purchases/PurchaseShow'),
  ]);
}, 60_000);

describe('values outside the contract', { timeout: 60_000 }, () => {
  it('the purchase list shows them as "Unknown (value)"', async () => {
    signInAs(1);
    // The payment method is a column the user turns on (the chooser keeps it in this browser).
    localStorage.setItem(
      'partypass.columns.purchases',
      JSON.stringify(['user_name', 'payment_method', 'payment_status', 'ticket_status']),
    );
    server.use(institutionOptionsHandler, ...handlers);
    renderConsole('/purchase');
    const buyer = legacyRow.user!.name;
    const row = (await screen.findByText(buyer, {}, { timeout: 30_000 })).closest('tr')!;
    expect(within(row).getByText('Unknown (cash)')).toBeInTheDocument();
    expect(within(row).getByText('Unknown (chargeback)')).toBeInTheDocument();
    expect(within(row).getByText('Unknown (9)')).toBeInTheDocument();
  });

  it('the purchase page shows them as "Unknown (value)"', async () => {
    signInAs(1);
    server.use(...handlers);
    renderConsole(`/purchase/${legacyRow.purchase_id}`);
    expect(
      await screen.findByText(`Purchase #${legacyRow.purchase_id}`, {}, { timeout: 30_000 }),
    ).toBeVisible();
    expect(screen.getByText('Unknown (cash)')).toBeInTheDocument();
    expect(screen.getByText('Unknown (chargeback)')).toBeInTheDocument();
  });
});
