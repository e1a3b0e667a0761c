/** CSV import of ticket types: the rules of `POST ticket/create` for each row. */
import { eq } from 'drizzle-orm';
import {
  ticketCreateSchema,
  ticketSchedule,
  ticketScheduleErrors,
  type TicketCreateInput,
  type TicketSchedule,
} from '../../contract';
import { auditSource, recordAudit } from '../audit/record';
import { assertInstitution, institutionScope } from '../auth/guard';
import { institutions, ticketTypes } from '../db/schema';
import { badRequest } from '../errors';
import { parseFields } from '../http/body';
import { earliestTicketDate, scheduleError, TICKET_MESSAGES } from '../routes/tickets';
import { withOwnInstitution, type Importer } from './importer';

type TicketRow = TicketCreateInput & TicketSchedule;

export const ticketImporter: Importer<TicketRow> = {
  resource: 'tickets',
  async check({ request, db }, values) {
    const own = institutionScope(request.user);
    const input = parseFields(ticketCreateSchema, withOwnInstitution(values, own));
    assertInstitution(request, input.institution_id);
    const [institution] = await db
      .select({ id: institutions.institution_id })
      .from(institutions)
      .where(eq(institutions.institution_id, input.institution_id))
      .limit(1);
    if (!institution) {
      const message = TICKET_MESSAGES.institutionNotFound;
      throw badRequest(`institution_id: ${message}`, [{ field: 'institution_id', message }]);
    }
    const schedule = ticketSchedule(input.is_regular, (key) => input[key]);
    const problems = ticketScheduleErrors(schedule, earliestTicketDate());
    if (problems.length > 0) throw scheduleError(problems);
    return { ...input, ...schedule };
  },
  async create(tx, { request }, row) {
    const [created] = await tx
      .insert(ticketTypes)
      .values({
        name: row.name,
        description: row.description ?? null,
        institution_id: row.institution_id,
        price: row.price,
        capacity: row.capacity,
        benefits: row.benefits ?? null,
        is_regular: row.is_regular,
        date: row.date,
        start_datetime: row.start_datetime,
        end_datetime: row.end_datetime,
      })
      .returning();
    await recordAudit(tx, auditSource(request), {
      resource: 'tickets',
      action: 'create',
      record_id: created.ticket_id,
      institution_id: created.institution_id,
      after: created,
    });
    return created.ticket_id;
  },
};
