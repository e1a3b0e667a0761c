import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ContactsPage from '../../src/demo/contacts/ContactsPage';
import EmailPage from '../../src/demo/email/EmailPage';
import TicketsPage from '../../src/demo/tickets/TicketsPage';
import { renderDemo, setupDemoServer } from './demo-helpers';

setupDemoServer();
// antd forms and user-event typing are slow under jsdom on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

describe('demo email', () => {
  it('lists the inbox and stars an e-mail, which then shows under Starred', async () => {
    const user = userEvent.setup();
    renderDemo(<EmailPage />);
    const list = await screen.findByRole('region', { name: 'E-mails' });
    // 11 of the 20 seed e-mails are in the inbox; 5 are starred.
    expect(within(list).getAllByRole('button', { name: /^(Star|Remove the star) / })).toHaveLength(
      11,
    );
    const star = screen.getByRole('button', { name: 'Star “Sound check schedule”' });
    await user.click(star);
    expect(
      screen.getByRole('button', { name: 'Remove the star from “Sound check schedule”' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('menuitem', { name: /Starred \(6\)/ }));
    expect(within(list).getByText(/Sound check schedule/)).toBeInTheDocument();
  });

  it('gives sender and subject a line each, and no empty reading pane beside them', async () => {
    const user = userEvent.setup();
    renderDemo(<EmailPage />);
    const list = await screen.findByRole('region', { name: 'E-mails' });
    expect(within(list).getByText('Sound check schedule')).toBeInTheDocument();
    expect(screen.queryByText('Select an e-mail to read it')).not.toBeInTheDocument();
    await user.click(within(list).getByText('Sound check schedule'));
    expect(await screen.findByRole('button', { name: /Delete/ })).toBeInTheDocument();
  });

  it('moves an e-mail to the trash from the read pane', async () => {
    const user = userEvent.setup();
    renderDemo(<EmailPage />);
    await user.click(await screen.findByText(/Rooftop capacity/));
    await user.click(screen.getByRole('button', { name: /Delete/ }));
    expect(await screen.findByText('Moved to the trash')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: /Trash \(3\)/ }));
    expect(screen.getByText(/Rooftop capacity/)).toBeInTheDocument();
  });
});

describe('demo support tickets', () => {
  it('counts the tickets and filters the table by a counter', async () => {
    const user = userEvent.setup();
    renderDemo(<TicketsPage />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(9); // header + 8
    await user.click(screen.getByRole('button', { name: /Pending/ }));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Refund for a cancelled concert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Total/ }));
    await user.type(screen.getByLabelText('Search tickets'), 'locker');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('filters with the keyboard and deletes a ticket only after confirming', async () => {
    const user = userEvent.setup();
    renderDemo(<TicketsPage />);
    const table = await screen.findByRole('table');
    screen.getByRole('button', { name: /Closed/ }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /Closed/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Delete “Duplicate charge”' }));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Delete “Duplicate charge”' }));
    await user.click(
      within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }),
    );
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).queryByText('Duplicate charge')).not.toBeInTheDocument();
  });
});

describe('demo contacts', () => {
  it('validates and adds a contact', async () => {
    const user = userEvent.setup();
    renderDemo(<ContactsPage />);
    await screen.findByRole('region', { name: 'Contacts' });
    await user.click(screen.getByRole('button', { name: /Add contact/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter First name')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('First name'), 'Nina');
    await user.type(within(dialog).getByLabelText('Last name'), 'Park');
    await user.click(within(dialog).getByLabelText('Department'));
    await user.click(await screen.findByTitle('Support'));
    await user.type(within(dialog).getByLabelText('Phone'), '+1 555 0199');
    await user.type(within(dialog).getByLabelText('E-mail'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Please enter a valid e-mail address'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('E-mail'));
    await user.type(within(dialog).getByLabelText('E-mail'), 'nina@neonhall.test');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Contact saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Nina Park' })).toBeInTheDocument(),
    );
  });
});
