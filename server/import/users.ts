/** CSV import of users (System Admin): the rules of `POST users/create-user` for each row. */
import { userCreateSchema, type UserCreateInput } from '../../contract';
import { auditSource } from '../audit/record';
import { parseFields } from '../http/body';
import { assertEmailFree, assertSocial, resolveInstitution } from '../users/rules';
import { createUser } from '../users/write';
import type { Importer } from './importer';

export const userImporter: Importer<UserCreateInput> = {
  resource: 'users',
  async check({ db }, values) {
    const input = parseFields(userCreateSchema, values);
    await resolveInstitution(db, input.role, input.institution_id);
    assertSocial(input.is_social, input.social_uuid);
    await assertEmailFree(db, input.email);
    return input;
  },
  unique: (input) => ({ column: 'email', key: input.email.toLowerCase() }),
  // createUser runs the same checks again and audits; inside the import's transaction it nests.
  create: (tx, { request }, input) => createUser(tx, input, null, auditSource(request)),
};
