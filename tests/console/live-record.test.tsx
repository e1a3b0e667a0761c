/**
 * Show and edit pages under live updates (src/hooks/useLiveRecord.tsx): a change to the record
 * made elsewhere is said, not applied (a form being filled in keeps what was typed), with a
 * reload; a change to another record says nothing; a list refetches by itself.
 */
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lockerServer } from '../../mocks/v1/lockers';
import { fakeStream, liveConnection, type FakeStream } from './live-connection';
import { renderLockers, signInAs } from './lockers-render';
import { setupMswServer } from './msw';
import { withScreenWidth } from './desktopScreen';

vi.setConfig({ testTimeout: 90_000 });
configure({ asyncUtilTimeout: 30_000 });

const server = setupMswServer();
// The tables of a desktop (a phone shows the records as cards: phone-cards.test.tsx).
withScreenWidth();
let streams: FakeStream[];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  signInAs(2, 7);
  streams = [];
  liveConnection.available = async () => true;
  liveConnection.fetch = async () => {
    const stream = fakeStream();
    streams.push(stream);
    return stream.response;
  };
});

const reads = (mock: ReturnType<typeof lockerServer>, path: string) =>
  mock.state.calls.filter((c) => c.method === 'GET' && c.path === path).length;

describe('a show page', () => {
  it('says the record changed elsewhere and reloads it on demand', async () => {
    const mock = lockerServer();
    server.use(...mock.handlers);
    const user = userEvent.setup();
    renderLockers('/lockers/2', { live: true });
    expect(await screen.findByRole('heading', { name: 'Locker 9' })).toBeInTheDocument();
    await waitFor(() => expect(streams).toHaveLength(1));

    // Another locker: nothing to say.
    streams[0].change({ resource: 'lockers', action: 'updated', ids: [3] });
    streams[0].change({ resource: 'lockers', action: 'updated', ids: [2] });
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('This record was changed elsewhere');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    // Not refetched by itself: the page shows what it showed until asked.
    const before = reads(mock, '/locker/2');
    mock.state.lockers.find((l) => l.id === 2)!.locker_number = 19;
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('heading', { name: 'Locker 19' })).toBeInTheDocument();
    expect(reads(mock, '/locker/2')).toBe(before + 1);
    expect(screen.queryByText('This record was changed elsewhere')).not.toBeInTheDocument();
  });

  it('says the record was deleted elsewhere', async () => {
    server.use(...lockerServer().handlers);
    renderLockers('/lockers/2', { live: true });
    expect(await screen.findByRole('heading', { name: 'Locker 9' })).toBeInTheDocument();
    await waitFor(() => expect(streams).toHaveLength(1));
    streams[0].change({ resource: 'lockers', action: 'deleted', ids: [2] });
    expect(await screen.findByText('This record was deleted elsewhere')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to the list' })).toBeInTheDocument();
  });
});

describe('an edit form', () => {
  it('keeps what is being typed and warns instead', async () => {
    const mock = lockerServer();
    server.use(...mock.handlers);
    const user = userEvent.setup();
    renderLockers('/lockers/1/edit', { live: true });
    // The form is drawn again once the locker is in: ask for the field each time.
    const input = () => screen.getByLabelText('Locker number');
    expect(await screen.findByRole('heading', { name: 'Edit locker 100' })).toBeInTheDocument();
    await waitFor(() => expect(input()).toHaveValue('100'));
    await waitFor(() => expect(streams).toHaveLength(1));
    await user.clear(input());
    await user.type(input(), '42');
    const before = reads(mock, '/locker/1');
    // Someone else takes the locker out of service.
    const stored = mock.state.lockers.find((l) => l.id === 1)!;
    stored.status = stored.status === 1 ? 0 : 1;
    streams[0].change({ resource: 'lockers', action: 'updated', ids: [1] });
    expect(await screen.findByText('This record was changed elsewhere')).toBeInTheDocument();
    expect(input()).toHaveValue('42');
    // Read once beside the form's query, to name the changed fields: the form is untouched.
    await waitFor(() => expect(reads(mock, '/locker/1')).toBe(before + 1));
    expect(await screen.findByText(/Changed: Status\./)).toBeInTheDocument();
    expect(input()).toHaveValue('42');
  });
});

describe('a list', () => {
  it('refetches by itself on a change', async () => {
    const mock = lockerServer();
    server.use(...mock.handlers);
    renderLockers('/lockers', { live: true });
    expect(await screen.findByRole('heading', { name: 'Lockers' })).toBeInTheDocument();
    await waitFor(() => expect(streams).toHaveLength(1));
    const lists = () => mock.state.calls.filter((c) => c.path.startsWith('/locker/list')).length;
    const before = lists();
    streams[0].change({ resource: 'lockers', action: 'created', ids: [99] });
    await waitFor(() => expect(lists()).toBeGreaterThan(before));
  });
});
