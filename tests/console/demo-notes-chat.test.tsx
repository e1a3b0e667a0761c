import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import ChatPage from '../../src/demo/chat/ChatPage';
import NotesPage from '../../src/demo/notes/NotesPage';
import { renderDemo, setupDemoServer } from './demo-helpers';

const server = setupDemoServer();
// antd forms and user-event typing are slow under jsdom on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

describe('demo notes', () => {
  it('lists the four notes and adds one, the button disabled while the title is empty', async () => {
    const user = userEvent.setup();
    renderDemo(<NotesPage />);
    expect(await screen.findAllByTestId('note-title')).toHaveLength(4);
    const add = screen.getByRole('button', { name: /Add note/ });
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('New note'), 'Order more glow sticks');
    expect(add).toBeEnabled();
    await user.click(add);
    expect(screen.getAllByTestId('note-title')).toHaveLength(5);
    expect(screen.getByLabelText('Note')).toHaveValue('Order more glow sticks');
  });

  it('searches, opens with the keyboard, recolours and deletes a note after confirming', async () => {
    const user = userEvent.setup();
    renderDemo(<NotesPage />);
    await user.type(await screen.findByLabelText('Search notes'), 'locker');
    expect(screen.getAllByTestId('note-title')).toHaveLength(1);
    screen.getByRole('button', { name: /^Locker bank B keeps jamming/ }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Note')).toHaveValue(
      'Locker bank B keeps jamming: call the supplier before Friday night.',
    );
    await user.click(screen.getByText('Success'));
    expect(screen.getByRole('radio', { name: /Success/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: /Delete note/ }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText(/^Delete “Locker bank B/)).toBeInTheDocument();
    expect(screen.getAllByTestId('note-title')).toHaveLength(1);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(screen.queryAllByTestId('note-title')).toHaveLength(0);
    expect(screen.getByText('No notes')).toBeInTheDocument();
  });

  it("shows the fake's error when the notes call fails", async () => {
    server.use(
      http.get('*/api/data/notes/NotesData', () =>
        HttpResponse.json({ message: 'Internal server error' }, { status: 500 }),
      ),
    );
    renderDemo(<NotesPage />);
    expect(await screen.findByText('Internal server error')).toBeInTheDocument();
    expect(screen.getByText('The demo data could not be loaded.')).toBeInTheDocument();
  });
});

describe('demo chat', () => {
  it('shows the contacts with their presence and sends a message with Enter', async () => {
    const user = userEvent.setup();
    renderDemo(<ChatPage />);
    const contacts = await screen.findByRole('region', { name: 'Contacts' });
    expect(within(contacts).getAllByRole('listitem')).toHaveLength(10);
    await user.click(within(contacts).getByText('Mei Lin'));
    const log = screen.getByRole('log', { name: 'Mei Lin' });
    expect(within(log).getByText('Switch the queue to one-in one-out.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), 'Doors open at ten{Enter}');
    expect(within(log).getByText('Doors open at ten')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('searches the contacts', async () => {
    const user = userEvent.setup();
    renderDemo(<ChatPage />);
    const contacts = await screen.findByRole('region', { name: 'Contacts' });
    await user.type(screen.getByLabelText('Search contacts'), 'omar');
    expect(within(contacts).getAllByRole('listitem')).toHaveLength(1);
  });
});
