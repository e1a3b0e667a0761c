/**
 * A purchase's page shows its QR code for the door on our server, and nothing about passes on
 * the legacy server (which has none): no "could not be loaded", and the call is never sent.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { serverHealthHandler, legacyPurchaseHandlers } from '../../mocks/v1/purchases';
import { SERVER_IDENTITY_KEY } from '../../src/api/serverIdentity';
import { setupMswServer } from './msw';
import { renderConsole, signInAs } from './purchases-render';

const server = setupMswServer();
let qrAsked = 0;

beforeEach(() => {
  qrAsked = 0;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  signInAs(1);
});

const qrHandler = http.get('*/api/v1/door/qr/:id', ({ params }) => {
  qrAsked += 1;
  return HttpResponse.json({ status: 'success', data: { code: `PP1.${params.id}.sig` } });
});

describe('the QR code of a purchase', () => {
  it('is shown on our server', { timeout: 90_000 }, async () => {
    server.use(serverHealthHandler(false), qrHandler, ...legacyPurchaseHandlers);
    renderConsole('/purchase/501');
    expect(
      await screen.findByText('QR code for the door', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/Nora Quinn/).length).toBeGreaterThan(0);
    await vi.waitFor(() => expect(qrAsked).toBe(1), { timeout: 30_000 });
  });

  it('is neither shown nor asked for on the legacy server', { timeout: 90_000 }, async () => {
    server.use(serverHealthHandler(true), qrHandler, ...legacyPurchaseHandlers);
    renderConsole('/purchase/501');
    expect(
      (await screen.findAllByText(/Nora Quinn/, {}, { timeout: 30_000 })).length,
    ).toBeGreaterThan(0);
    await vi.waitFor(() => expect(sessionStorage.getItem(SERVER_IDENTITY_KEY)).toBe('legacy'), {
      timeout: 30_000,
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('QR code for the door')).toBeNull();
    expect(screen.queryByText('The QR code could not be loaded.')).toBeNull();
    expect(qrAsked).toBe(0);
  });
});
