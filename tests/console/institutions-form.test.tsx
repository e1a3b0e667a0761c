import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentServerHandlers } from '../../mocks/v1/handlers';
import { institutionHandlers, type RecordedWrite } from '../../mocks/v1/institutions';
import { setupMswServer } from './msw';
import { FIRST_LOAD, renderConsoleAt, signInAs } from './institutions-render';

const server = setupMswServer();
// Waits after a user action: generous, the suite shares a slow machine with other work.
const SLOW = { timeout: 30_000 };
vi.setConfig({ testTimeout: 90_000 });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const field = (label: string) => screen.getByLabelText(label);

describe('institution form', () => {
  it('shows the rules inline and sends nothing while they fail', async () => {
    signInAs(1);
    const writes: RecordedWrite[] = [];
    server.use(...currentServerHandlers, ...institutionHandlers({ writes }));
    renderConsoleAt('/institutions/create');
    await screen.findByLabelText('Name', {}, FIRST_LOAD);
    await userEvent.type(field('Name'), 'A');
    await userEvent.type(field('E-mail'), 'nope');
    await userEvent.type(field('Phone'), 'call me');
    await userEvent.type(field('Video link'), 'ftp://x');
    await userEvent.type(field('Map location'), 'http://maps.example/embed');
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(
      await screen.findByText('Name must be 2 to 100 characters', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText(/Enter a valid phone number/)).toBeInTheDocument();
    expect(screen.getByText('Enter an http or https URL')).toBeInTheDocument();
    expect(screen.getByText(/Paste an https map URL/)).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('previews a pasted iframe map and sends its https src as multipart', async () => {
    signInAs(1);
    const writes: RecordedWrite[] = [];
    server.use(...currentServerHandlers, ...institutionHandlers({ writes }));
    renderConsoleAt('/institutions/create');
    await screen.findByLabelText('Name', {}, FIRST_LOAD);
    await userEvent.type(field('Name'), 'Club Nova');
    await userEvent.type(field('E-mail'), 'nova@club.test');
    await userEvent.type(field('Phone'), '+33 1 00 00 00 00');
    // userEvent treats { and [ as keys: paste the iframe instead.
    await userEvent.click(field('Map location'));
    await userEvent.paste(
      '<iframe src="https://www.google.com/maps/embed?pb=1&amp;x=2" width="600"></iframe>',
    );
    const preview = await screen.findByTitle('Map preview', {}, SLOW);
    expect(preview.getAttribute('src')).toBe('https://www.google.com/maps/embed?pb=1&x=2');
    expect(preview.getAttribute('sandbox')).toContain('allow-scripts');
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, png);
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(writes).toHaveLength(1), SLOW);
    const [write] = writes;
    expect(write.contentType).toMatch(/^multipart\/form-data/);
    expect(write.body).toMatchObject({
      name: 'Club Nova',
      email: 'nova@club.test',
      phone: '+33 1 00 00 00 00',
      status: '1',
      map_location: 'https://www.google.com/maps/embed?pb=1&x=2',
      address: '',
    });
    // A file part (jsdom's and Node's File classes differ, so check its type).
    expect(write.body.cover_photo).toMatchObject({ type: 'image/png' });
  });

  it('puts the server field errors on their fields', async () => {
    signInAs(1);
    server.use(...currentServerHandlers, ...institutionHandlers());
    renderConsoleAt('/institutions/create');
    await screen.findByLabelText('Name', {}, FIRST_LOAD);
    await userEvent.type(field('Name'), 'Club Nova');
    await userEvent.type(field('E-mail'), 'someone@taken.test');
    await userEvent.type(field('Phone'), '+33 1 00 00 00 00');
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    const message = await screen.findAllByText(
      'This e-mail is already used by another institution',
      {},
      SLOW,
    );
    const item = field('E-mail').closest('.ant-form-item') as HTMLElement;
    expect(within(item).getByText('This e-mail is already used by another institution')).toBe(
      message.find((m) => item.contains(m)),
    );
  });

  it('role 2 edits its own institution: status read-only and not sent, removed cover sent as ""', async () => {
    signInAs(2, 1);
    const writes: RecordedWrite[] = [];
    server.use(...currentServerHandlers, ...institutionHandlers({ legacy: true, writes }));
    renderConsoleAt('/institution_detail/edit');
    await screen.findByLabelText('Details', {}, FIRST_LOAD);
    await waitFor(() => expect(field('Name')).toHaveValue('Venue 01'), SLOW);
    await waitFor(() => expect(field('Details')).toBeEnabled(), SLOW);
    const details = field('Details');
    expect(screen.getByText('Only a System Admin can change the status.')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    await userEvent.clear(details);
    await userEvent.type(details, 'Now with a garden');
    await userEvent.click(screen.getByRole('button', { name: /Remove/ }));
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(writes).toHaveLength(1), SLOW);
    expect(writes[0].path).toBe('/api/v1/institute/update/1');
    expect(writes[0].body).toMatchObject({ details: 'Now with a garden', cover_photo: '' });
    expect(writes[0].body).not.toHaveProperty('status');
  });
});
