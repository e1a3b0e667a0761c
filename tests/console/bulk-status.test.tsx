import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lockerServer } from '../../mocks/v1/lockers';
import { bodyRows, numberOf, renderLockers, setUpLockerListTests } from './lockers-render';

const server = setUpLockerListTests();
const rowOf = (number: string) => bodyRows().find((r) => numberOf(r) === number)!;

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
