/** CSV import of lockers: the rules of `POST locker/create` for each row. */
import { lockerCreateSchema } from '../../contract';
import { auditSource, recordAudit } from '../audit/record';
import { institutionScope } from '../auth/guard';
import { lockers } from '../db/schema';
import { parseFields } from '../http/body';
import { assertNumberFree, lockerFields, targetInstitution } from '../routes/lockers';
import { withOwnInstitution, type Importer } from './importer';

interface LockerRow {
  institution_id: number;
  locker_number: number;
  status: number;
}

export const lockerImporter: Importer<LockerRow> = {
  resource: 'lockers',
  async check({ request, db }, values) {
    const own = institutionScope(request.user);
    const input = parseFields(lockerCreateSchema, withOwnInstitution(values, own));
    const institution = await targetInstitution(request, db, input.institution_id);
    await assertNumberFree(db, institution, input.locker_number);
    return {
      institution_id: institution.institution_id,
      locker_number: input.locker_number,
      status: input.status ?? 1,
    };
  },
  unique: (row) => ({
    column: 'locker_number',
    key: `${row.institution_id}/${row.locker_number}`,
  }),
  async create(tx, { request }, row) {
    const [created] = await tx.insert(lockers).values(row).returning();
    await recordAudit(tx, auditSource(request), {
      resource: 'lockers',
      action: 'create',
      record_id: created.id,
      institution_id: created.institution_id,
      after: lockerFields(created),
    });
    return created.id;
  },
};
