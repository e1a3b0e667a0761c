import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lockerServer } from '../../mocks/v1/lockers';
import { setupMswServer } from './msw';
import { renderLockers, seen, signInAs } from './lockers-render';

// The first render compiles the lazy pages: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });
configure({ asyncUtilTimeout: 30_000 });

const server = setupMswServer();

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  signInAs(2, 7);
});

const numberInput = () => screen.getByLabelText('Locker number');
const fieldError = () =>
  numberInput().closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent;

describe('/lockers/create', () => {
  it('shows the own institution read-only and requires a number', async () => {
    const mock = lockerServer();
    server.use(...mock.handlers);
    const user = userEvent.setup();
    renderLockers('/lockers/create');
    expect(await screen.findByRole('heading', { name: 'Create locker' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Institution' })).toHaveValue('Club Aurora'),
    );
    expect(screen.getByRole('textbox', { name: 'Institution' })).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(fieldError()).toBe('Enter the locker number'));
    expect(mock.state.find('POST', '/locker/create')).toBeUndefined();
  });

  it('submits with Enter: the own institution, the number and Active by default', async () => {
    const mock = lockerServer();
    server.use(...mock.handlers);
    const user = userEvent.setup();
    renderLockers('/lockers/create');
    await user.type(await screen.findByLabelText('Locker number'), '42{Enter}');
    await waitFor(() => expect(mock.state.find('POST', '/locker/create')).toBeDefined());
    expect(mock.state.find('POST', '/locker/create')?.body).toEqual({
      institution_id: 7,
      locker_number: 42,
      status: 1,
    });
    // The new locker's page, as after every save.
    await waitFor(() => expect(seen.location).toBe('/lockers/5'));
    expect(await screen.findByText('Locker 42 created')).toBeInTheDocument();
  });

  it("puts the server's duplicate-number message on the field", async () => {
    const mock = lockerServer();
    server.use(...mock.handlers);
    const user = userEvent.setup();
    renderLockers('/lockers/create');
    await user.type(await screen.findByLabelText('Locker number'), '100');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(fieldError()).toBe('Locker number 100 already exists in Club Aurora'),
    );
    expect(seen.location).toBe('/lockers/create');
    // Shown once: on the field, with no toast.
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });

  it("puts the legacy server's bare 409 message on the field too", async () => {
    const mock = lockerServer({ legacy: true });
    server.use(...mock.handlers);
    const user = userEvent.setup();
    renderLockers('/lockers/create');
    await user.type(await screen.findByLabelText('Locker number'), '100');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(fieldError()).toBe('locker is already available'));
    expect(seen.location).toBe('/lockers/create');
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });

  it('never sends a number below 1: the field refuses it and asks for a number', async () => {
    const mock = lockerServer();
    server.use(...mock.handlers);
    renderLockers('/lockers/create');
    const input = await screen.findByLabelText('Locker number');
    // The number field (min 1, no decimals) keeps no value for -4.
    fireEvent.change(input, { target: { value: '-4' } });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(fieldError()).toBe('Enter the locker number'));
    expect(mock.state.find('POST', '/locker/create')).toBeUndefined();
  });

  it('works against the legacy server (201 without the new record)', async () => {
    const mock = lockerServer({ legacy: true });
    server.use(...mock.handlers);
    const user = userEvent.setup();
    renderLockers('/lockers/create');
    await user.type(await screen.findByLabelText('Locker number'), '77');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(seen.location).toBe('/lockers'));
    expect(mock.state.lockers.map((l) => l.locker_number)).toContain(77);
  });
});

describe('/lockers/{id} and /lockers/{id}/edit', () => {
  it('shows the locker with its institution and status', async () => {
    server.use(...lockerServer().handlers);
    renderLockers('/lockers/2');
    expect(await screen.findByRole('heading', { name: 'Locker 9' })).toBeInTheDocument();
    expect(screen.getByText('Club Aurora')).toBeInTheDocument();
    expect(screen.getByText('Disabled')).toHaveClass('ant-tag-red');
    expect(screen.getByRole('link', { name: /Lockers/ })).toBeInTheDocument();
  });

  it('deletes the locker from its page: the list at once, the DELETE after the countdown', async () => {
    const mock = lockerServer();
    server.use(...mock.handlers);
    const user = userEvent.setup();
    renderLockers('/lockers/2', { undoableTimeout: 1_000 });
    await user.click(await screen.findByRole('button', { name: /Delete/ }));
    expect(screen.queryByText('Delete locker 9?')).toBeNull();
    await waitFor(() => expect(seen.location).toMatch(/^\/lockers(\?|$)/));
    await waitFor(() => expect(mock.state.find('DELETE', '/locker/delete/2')).toBeDefined());
  });

  it('says so when the locker does not exist', async () => {
    server.use(...lockerServer().handlers);
    renderLockers('/lockers/999');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This locker does not exist or was deleted.',
    );
  });

  it('edits the number and status, then shows the locker', async () => {
    const mock = lockerServer();
    server.use(...mock.handlers);
    const user = userEvent.setup();
    renderLockers('/lockers/1/edit');
    expect(await screen.findByRole('heading', { name: 'Edit locker 100' })).toBeInTheDocument();
    await waitFor(() => expect(numberInput()).toHaveValue('100'));
    await user.clear(numberInput());
    await user.type(numberInput(), '101');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('Disabled'));
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(mock.state.find('PATCH', '/locker/update/1')).toBeDefined());
    expect(mock.state.find('PATCH', '/locker/update/1')?.body).toMatchObject({
      institution_id: 7,
      locker_number: 101,
      status: 0,
    });
    await waitFor(() => expect(seen.location).toBe('/lockers/1'));
  });
});
