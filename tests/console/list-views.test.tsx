import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lockerServer } from '../../mocks/v1/lockers';
import { bodyRows, numberOf, renderLockers, setUpLockerListTests } from './lockers-render';

const server = setUpLockerListTests();
const numbersShown = () => bodyRows().map(numberOf);
const headers = () =>
  [...document.querySelectorAll('thead th')].map((th) => th.textContent?.trim()).filter(Boolean);

async function filterDisabled(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(await screen.findByTitle('Disabled'));
  await waitFor(() => expect(numbersShown()).toEqual(['9']));
}

async function saveView(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: /Save view/ }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('textbox', { name: 'View name' }), name);
  await user.click(within(dialog).getByRole('button', { name: /Save view/ }));
  expect(await screen.findByText(`View “${name}” saved`)).toBeInTheDocument();
}

async function pickView(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Saved views' }));
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${name}"]`);
    expect(found).not.toBeNull();
    return found!;
  });
  await user.click(option);
}

describe('lockers list: columns and saved views', () => {
  it('hides a column from "Columns", and the choice stays after the page is opened again', async () => {
    server.use(...lockerServer().handlers);
    const user = userEvent.setup();
    const view = renderLockers('/lockers');
    await waitFor(() => expect(numbersShown()).toHaveLength(3));
    expect(headers()).toContain('Institution');

    await user.click(screen.getByRole('button', { name: /Columns/ }));
    const group = await screen.findByRole('group', { name: 'Shown columns' });
    await user.click(within(group).getByRole('checkbox', { name: 'Institution' }));
    await waitFor(() => expect(headers()).not.toContain('Institution'));
    expect(headers()).toContain('Status');

    view.unmount();
    renderLockers('/lockers');
    await waitFor(() => expect(numbersShown()).toHaveLength(3));
    expect(headers()).not.toContain('Institution');
  });

  it('saves the filters, sort and columns on the server and applies them when picked', async () => {
    const mock = lockerServer();
    server.use(...mock.handlers);
    const user = userEvent.setup();
    renderLockers('/lockers');
    await waitFor(() => expect(numbersShown()).toHaveLength(3));
    await filterDisabled(user);
    await saveView(user, 'Out of order');
    expect(mock.views.views).toHaveLength(1);
    expect(mock.views.views[0]).toMatchObject({
      list: 'lockers',
      name: 'Out of order',
      state: {
        filters: [{ field: 'status', operator: 'eq', value: 0 }],
        sorters: [{ field: 'locker_number', order: 'asc' }],
        columns: ['locker_number', 'institution', 'status'],
      },
    });

    // Another filter, then the view brings its own back.
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('Active'));
    await waitFor(() => expect(numbersShown()).toEqual(['10', '100']));
    await pickView(user, 'Out of order');
    await waitFor(() => expect(numbersShown()).toEqual(['9']));
    expect(mock.state.calls.at(-1)?.query.status).toBe('0');
  });

  it('against the legacy server keeps the views in this browser', async () => {
    const mock = lockerServer({ legacy: true });
    server.use(...mock.handlers);
    const user = userEvent.setup();
    const view = renderLockers('/lockers');
    await waitFor(() => expect(numbersShown()).toHaveLength(3));
    await filterDisabled(user);
    await saveView(user, 'Broken ones');
    expect(mock.state.calls.some((c) => c.path.includes('/views'))).toBe(false);
    expect(localStorage.getItem('partypass.views.9.lockers')).toContain('Broken ones');

    view.unmount();
    renderLockers('/lockers');
    await waitFor(() => expect(numbersShown()).toHaveLength(3));
    await pickView(user, 'Broken ones');
    await waitFor(() => expect(numbersShown()).toEqual(['9']));
  });
});
