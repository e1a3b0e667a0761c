import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentTicketHandlers } from '../../mocks/v1/tickets';
import { setupMswServer } from './msw';
import { renderTickets, signInAs } from './tickets-render';

const server = setupMswServer();

// The pages are lazy: compile them once before the timed tests.
beforeAll(async () => {
  await Promise.all([
    import('../../src/pages/tickets/TicketShow'),
    import('../../src/pages/tickets/TicketEdit'),
    import('../../src/pages/tickets/TicketCreate'),
  ]);
}, 60_000);

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 30_000 });

describe(
  "a record's page frames (@refinedev/antd's Show, Edit, Create)",
  { timeout: 60_000 },
  () => {
    it("a record's page: breadcrumb, back, its one h1, the edit and refresh buttons", async () => {
      signInAs(1);
      server.use(...currentTicketHandlers());
      renderTickets('/tickets/21');
      await heading('Ticket type');
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
      expect(document.querySelector('nav.ant-breadcrumb')).not.toBeNull();
      expect(await screen.findByRole('link', { name: /Edit/ })).toHaveAttribute(
        'href',
        '/tickets/21/edit',
      );
      expect(screen.getByRole('button', { name: /Refresh/ })).toBeInTheDocument();
      expect(await screen.findByText('Moonlight Rave')).toBeInTheDocument();
    });

    it('an edit page: header buttons above, Save at the end of the card', async () => {
      signInAs(1);
      server.use(...currentTicketHandlers());
      renderTickets('/tickets/21/edit');
      await heading('Edit ticket type');
      expect(screen.getByRole('button', { name: /Refresh/ })).toBeInTheDocument();
      const save = await screen.findByRole('button', { name: /Save/ });
      const footer = save.closest('.ant-card-actions') as HTMLElement;
      expect(footer).not.toBeNull();
      expect(within(footer).queryByRole('button', { name: /Refresh/ })).toBeNull();
    });

    it('a create page: no header buttons, Save submits the form', async () => {
      signInAs(1);
      server.use(...currentTicketHandlers());
      renderTickets('/tickets/create');
      await heading('New ticket type');
      expect(screen.queryByRole('button', { name: /Refresh/ })).toBeNull();
      expect(screen.getByRole('button', { name: /Save/ })).toHaveAttribute('type', 'submit');
    });
  },
);
