import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentServerHandlers } from '../../mocks/v1/handlers';
import {
  institutionHandlers,
  institutionRows,
  type RecordedWrite,
} from '../../mocks/v1/institutions';
import { seen } from './locationProbe';
import {
  FIRST_LOAD,
  renderConsoleAt,
  setUpInstitutionPageTests,
  signInAs,
  SLOW,
} from './institutions-render';

const server = setUpInstitutionPageTests([
  () => import('../../src/pages/institutions/InstitutionCreate'),
  () => import('../../src/pages/institutions/InstitutionEdit'),
  () => import('../../src/pages/institutions/InstitutionList'),
]);

const field = (label: string) => screen.getByLabelText(label);
const MAP_RULE = 'Paste a Google Maps or OpenStreetMap embed URL, or its embed <iframe> code';

/**
 * Enters a value as one paste: the form validates on every change, and typing a URL key by key
 * can take a minute on a loaded machine (with nothing more tested than by one change).
 */
async function enter(label: string, text: string) {
  await userEvent.click(field(label));
  await userEvent.paste(text);
}

describe('institution form', () => {
  it('shows the rules inline and sends nothing while they fail', async () => {
    signInAs(1);
    const writes: RecordedWrite[] = [];
    server.use(...currentServerHandlers, ...institutionHandlers({ writes }));
    renderConsoleAt('/institutions/create');
    await screen.findByLabelText('Name', {}, FIRST_LOAD);
    await enter('Name', 'A');
    await enter('E-mail', 'nope');
    await enter('Phone', 'call me');
    await enter('Video link', 'ftp://x');
    await enter('Map location', 'http://maps.example/embed');
    await enter('Address', 'x'.repeat(501));
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(
      await screen.findByText('Name must be 2 to 100 characters', {}, SLOW),
    ).toBeInTheDocument();
    // A length rule names its field, as the server's message does.
    expect(screen.getByText('Address must be at most 500 characters')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText(/Enter a valid phone number/)).toBeInTheDocument();
    expect(screen.getByText('Enter an http or https URL')).toBeInTheDocument();
    expect(screen.getByText(/Paste a Google Maps or OpenStreetMap embed URL/)).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('previews a pasted iframe map and sends its https src as multipart', async () => {
    signInAs(1);
    const writes: RecordedWrite[] = [];
    server.use(...currentServerHandlers, ...institutionHandlers({ writes }));
    renderConsoleAt('/institutions/create');
    await screen.findByLabelText('Name', {}, FIRST_LOAD);
    await enter('Name', 'Club Nova');
    await enter('E-mail', 'nova@club.test');
    await enter('Phone', '+33 1 00 00 00 00');
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

  it('creates against the legacy server: text-only multipart, a reply without the record, then the list', async () => {
    signInAs(1);
    const writes: RecordedWrite[] = [];
    server.use(...currentServerHandlers, ...institutionHandlers({ legacy: true, writes }));
    renderConsoleAt('/institutions/create');
    await screen.findByLabelText('Name', {}, FIRST_LOAD);
    await enter('Name', 'Club Legacy');
    await enter('E-mail', 'legacy@club.test');
    await enter('Phone', '+33 1 00 00 00 01');
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(writes).toHaveLength(1), SLOW);
    expect(writes[0].contentType).toMatch(/^multipart\/form-data/);
    expect(writes[0].body).toMatchObject({ name: 'Club Legacy', status: '1', details: '' });
    // No id came back, so there is no page to open: the list, where the new venue is.
    expect(await screen.findByRole('searchbox', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('Club Legacy', {}, SLOW)).toBeInTheDocument();
  });

  it('puts the server field errors on their fields', async () => {
    signInAs(1);
    server.use(...currentServerHandlers, ...institutionHandlers());
    renderConsoleAt('/institutions/create');
    await screen.findByLabelText('Name', {}, FIRST_LOAD);
    await enter('Name', 'Club Nova');
    await enter('E-mail', 'someone@taken.test');
    await enter('Phone', '+33 1 00 00 00 00');
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    // Under its field (the notification says it too, and may show first).
    const item = field('E-mail').closest('.ant-form-item') as HTMLElement;
    expect(
      await within(item).findByText('This e-mail is already used by another institution', {}, SLOW),
    ).toBeInTheDocument();
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
    await enter('Details', 'Now with a garden');
    await userEvent.click(screen.getByRole('button', { name: /Remove/ }));
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(writes).toHaveLength(1), SLOW);
    expect(writes[0].path).toBe('/api/v1/institute/update/1');
    expect(writes[0].body).toMatchObject({ details: 'Now with a garden', cover_photo: '' });
    expect(writes[0].body).not.toHaveProperty('status');
    // Then its page, as after every save (the System Admin's edit goes to the show page too).
    await waitFor(() => expect(seen.location).toBe('/institution_detail'), SLOW);
  });

  it('a stored legacy map_location that is no embed URL does not block saving; a new one is checked', async () => {
    signInAs(2, 1);
    const writes: RecordedWrite[] = [];
    const rows = institutionRows();
    rows[0] = { ...rows[0], map_location: 'Pier 3, next to the harbour' };
    server.use(...currentServerHandlers, ...institutionHandlers({ legacy: true, writes, rows }));
    renderConsoleAt('/institution_detail/edit');
    await screen.findByLabelText('Details', {}, FIRST_LOAD);
    await waitFor(
      () => expect(field('Map location')).toHaveValue('Pier 3, next to the harbour'),
      SLOW,
    );
    await waitFor(() => expect(field('Details')).toBeEnabled(), SLOW);
    await userEvent.clear(field('Details'));
    await enter('Details', 'Kept map');
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(writes).toHaveLength(1), SLOW);
    expect(writes[0].body).toMatchObject({ details: 'Kept map' });
    // Unchanged: left out, so either server keeps what it has.
    expect(writes[0].body).not.toHaveProperty('map_location');
  });

  it('a changed map_location must be a map embed', async () => {
    signInAs(2, 1);
    const writes: RecordedWrite[] = [];
    const rows = institutionRows();
    rows[0] = { ...rows[0], map_location: 'Pier 3, next to the harbour' };
    server.use(...currentServerHandlers, ...institutionHandlers({ legacy: true, writes, rows }));
    renderConsoleAt('/institution_detail/edit');
    await screen.findByLabelText('Details', {}, FIRST_LOAD);
    await waitFor(
      () => expect(field('Map location')).toHaveValue('Pier 3, next to the harbour'),
      SLOW,
    );
    await userEvent.clear(field('Map location'));
    await enter('Map location', 'Pier 4');
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText(MAP_RULE, {}, SLOW)).toBeInTheDocument();
    expect(writes).toHaveLength(0);
  });

  it('legacy server keeps a removed cover: the save reads the record back and names the field', async () => {
    signInAs(2, 1);
    server.use(...currentServerHandlers, ...institutionHandlers({ legacy: true }));
    renderConsoleAt('/institution_detail/edit');
    await screen.findByLabelText('Details', {}, FIRST_LOAD);
    await waitFor(() => expect(field('Name')).toHaveValue('Venue 01'), SLOW);
    await userEvent.click(screen.getByRole('button', { name: /Remove/ }));
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(
      await screen.findByText(
        'Institution “Venue 01”: the server did not apply every change',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Not changed: Cover photo. This server keeps the old value of these fields.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/institution_detail/)).not.toBeInTheDocument();
  });

  it('a save the server applies: "Institution “Venue 01” was saved", no internal name', async () => {
    signInAs(2, 1);
    server.use(...currentServerHandlers, ...institutionHandlers());
    renderConsoleAt('/institution_detail/edit');
    await screen.findByLabelText('Details', {}, FIRST_LOAD);
    await waitFor(() => expect(field('Name')).toHaveValue('Venue 01'), SLOW);
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(
      await screen.findByText('Institution “Venue 01” was saved', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByText(/institution_detail|Successful/)).not.toBeInTheDocument();
  });
});
