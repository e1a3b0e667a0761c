import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lockerServer } from '../../mocks/v1/lockers';
import { captureCsvDownload } from './csv-download';
import { bodyRows, renderLockers, setUpLockerListTests } from './lockers-render';

const server = setUpLockerListTests();

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  renderLockers('/lockers');
  await waitFor(() => expect(bodyRows()).toHaveLength(3));
  await user.click(await screen.findByRole('button', { name: /Import CSV/ }));
  return screen.findByRole('dialog', { name: 'Import from a CSV file' });
}

describe('lockers list: CSV import', () => {
  it('previews the file with errors under their cells, then imports the valid rows once', async () => {
    const mock = lockerServer();
    server.use(...mock.handlers);
    const user = userEvent.setup();
    const dialog = await openDialog(user);

    const file = new File(['locker_number,status\n501,1\n5x,0\n'], 'lockers.csv', {
      type: 'text/csv',
    });
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, file);

    expect(
      await within(dialog).findByText('1 rows can be imported, 1 have errors'),
    ).toBeInTheDocument();
    const bad = within(dialog).getByText('5x').closest('td')!;
    expect(within(bad).getByText('Locker number must be a positive integer')).toBeInTheDocument();
    // The preview writes nothing: no import call yet.
    expect(mock.state.calls.filter((c) => c.path === '/locker/import')).toHaveLength(0);
    expect(mock.state.calls.find((c) => c.path === '/locker/import/preview')?.body).toEqual({
      csv: 'locker_number,status\n501,1\n5x,0\n',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Import 1 valid rows' }));
    expect(await within(dialog).findByText('1 records imported')).toBeInTheDocument();
    expect(within(dialog).getByText('1 rows with errors were left out')).toBeInTheDocument();
    expect(mock.state.calls.filter((c) => c.path === '/locker/import')).toHaveLength(1);

    // The footer's Close (the title bar has its own).
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    // The list shows the new locker.
    await waitFor(() => expect(screen.getByText('501')).toBeInTheDocument());
  });

  it('downloads a template whose header is the contract’s columns', async () => {
    server.use(...lockerServer().handlers);
    const download = captureCsvDownload();
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByText('Download the template'));
    await waitFor(() => expect(download.text()).toBe('locker_number,status,institution_id\r\n'));
    expect(download.clicked).toHaveBeenCalled();
  });

  it('offers no import against the legacy server (it has no import route)', async () => {
    server.use(...lockerServer({ legacy: true }).handlers);
    renderLockers('/lockers');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(screen.getByRole('button', { name: /Create/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Import CSV/ })).toBeNull();
  });
});
