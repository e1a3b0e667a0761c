/**
 * Ticket types keep every field through create, read, edit and read, for a System Admin and for
 * an Institutional Admin in its own institution, in the legacy server's record shape.
 */
import { describe, expect, it } from 'vitest';
import { paths, ticketCreateSchema, ticketUpdateSchema } from '../../contract';
import { legacyTicketRow } from '../../mocks/v1/fixtures';
import {
  expectEveryInput,
  expectFields,
  expectLegacyShape,
  read,
  roundTripApp,
  write,
} from './round-trip';

const rt = roundTripApp();

/** A day `days` ahead (UTC), as the wire writes it. */
const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(['admin', 'venue'] as const)('a ticket type round trip as %s', (who) => {
  it('keeps every field on create, read, edit and read', async () => {
    const caller = rt[who];
    const first = caller.institutionId ?? rt.otherInstitution;
    const created = {
      name: `Round trip ${who}`,
      description: 'Doors at ten',
      institution_id: first,
      price: '12.50',
      capacity: 321,
      benefits: 'Free locker',
      is_regular: false,
      date: dayAhead(40),
      start_datetime: '22:00:00',
      end_datetime: '04:30:00',
    };
    expectEveryInput(created, ticketCreateSchema);
    const reply = await write(caller, 'POST', paths.ticketCreate, created);
    const id = reply.ticket_id as number;
    const wire = { ...created, is_regular: 0 };
    expectFields(reply, wire);
    const stored = await read(caller, paths.ticket(id));
    expectFields(stored, wire);
    expect(stored.institution).toMatchObject({ institution_id: first });
    expectLegacyShape(stored, legacyTicketRow);

    // Role 2 cannot move a ticket type to another institution: it edits within its own.
    const second = caller.institutionId ?? rt.venue.institutionId!;
    const edited = {
      name: `Round trip ${who} edited`,
      description: 'Doors at eleven',
      institution_id: second,
      price: '20.00',
      capacity: 654,
      benefits: 'Two drinks',
      is_regular: false,
      date: dayAhead(50),
      start_datetime: '21:15:00',
      end_datetime: '23:45:00',
    };
    expectEveryInput(edited, ticketUpdateSchema);
    expectFields(await write(caller, 'PATCH', paths.ticketUpdate(id), edited), {
      ...edited,
      is_regular: 0,
    });
    const reread = await read(caller, paths.ticket(id));
    expectFields(reread, { ...edited, is_regular: 0 });
    expect(reread.institution).toMatchObject({ institution_id: second });

    // A regular event has no date or times: switching to one clears them.
    await write(caller, 'PATCH', paths.ticketUpdate(id), { is_regular: true });
    expectFields(await read(caller, paths.ticket(id)), {
      is_regular: 1,
      date: null,
      start_datetime: null,
      end_datetime: null,
      benefits: edited.benefits,
    });
  });
});
