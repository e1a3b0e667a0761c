import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lockerServer } from '../../mocks/v1/lockers';
import { setupMswServer } from './msw';
import { renderLockers, signInAs } from './lockers-render';
import { withScreenWidth } from './desktopScreen';

// The first render compiles the lazy pages, and several selections follow: slow on a busy machine.
vi.setConfig({ testTimeout: 180_000 });
configure({ asyncUtilTimeout: 30_000 });

const server = setupMswServer();
// The tables of a desktop (a phone shows the records as cards: phone-cards.test.tsx).
withScreenWidth();

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.clear();
  signInAs(2, 7);
});

const bodyRows = () => [...document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')];
const rowOf = (number: string) =>
  bodyRows().find(
    (r) => r.querySelectorAll('td:not(.ant-table-selection-column)')[0]?.textContent === number,
  )!;

describe('lockers list: bulk enable / disable', () => {
  it('disables the selected lockers with one request and shows their new status', async () => {
    const mock = lockerServer();
    server.use(...mock.handlers);
    const user = userEvent.setup();
    renderLockers('/lockers');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    await user.click(within(rowOf('10')).getByRole('checkbox'));
    await user.click(within(rowOf('100')).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: /Disable selected \(2\)/ }));

    await waitFor(() =>
      expect(mock.state.calls.filter((c) => c.path === '/locker/bulk-status')).toHaveLength(1),
    );
    expect(mock.state.calls.find((c) => c.path === '/locker/bulk-status')?.body).toEqual({
      ids: [3, 1],
      status: 0,
    });
    // No call per locker: the server changes all of them in one transaction.
    expect(mock.state.calls.some((c) => c.path.startsWith('/locker/update/'))).toBe(false);
    expect(await screen.findByText('Status changed: 2')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('10')).getByText('Disabled')).toBeInTheDocument());
    expect(within(rowOf('100')).getByText('Disabled')).toBeInTheDocument();
    // The selection is cleared, so the buttons go.
    expect(screen.queryByRole('button', { name: /Disable selected/ })).toBeNull();
  });

  it('offers no bulk status change against the legacy server (it has no such route)', async () => {
    server.use(...lockerServer({ legacy: true }).handlers);
    const user = userEvent.setup();
    renderLockers('/lockers');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    await user.click(within(rowOf('10')).getByRole('checkbox'));
    expect(
      await screen.findByRole('button', { name: /Delete selected \(1\)/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Disable selected/ })).toBeNull();
  });
});
