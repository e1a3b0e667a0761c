/**
 * Lockers keep every field through create, read, edit and read, for a System Admin and for an
 * Institutional Admin in its own institution, in the legacy server's record shape.
 */
import { describe, expect, it } from 'vitest';
import { lockerCreateSchema, lockerUpdateSchema, paths } from '../../contract';
import { legacyLockers } from '../../mocks/v1/fixtures';
import {
  expectEveryInput,
  expectFields,
  expectLegacyShape,
  read,
  roundTripApp,
  write,
} from './round-trip';

const rt = roundTripApp();

describe.each(['admin', 'venue'] as const)('a locker round trip as %s', (who) => {
  it('keeps every field on create, read, edit and read', async () => {
    const caller = rt[who];
    const first = caller.institutionId ?? rt.otherInstitution;
    // Locker numbers far above the seed's, one range per caller.
    const base = who === 'admin' ? 9_100_000 : 9_200_000;
    const created = { institution_id: first, locker_number: base + 1, status: 0 };
    expectEveryInput(created, lockerCreateSchema);
    const reply = await write(caller, 'POST', paths.lockerCreate, created);
    expectFields(reply, created);
    const id = reply.id as number;
    const stored = await read(caller, paths.locker(id));
    expectFields(stored, created);
    expect(stored.institution).toMatchObject({ institution_id: first });
    expectLegacyShape(stored, legacyLockers[0]);

    // Role 2 cannot move a locker away: it edits within its own institution.
    const second = caller.institutionId ?? rt.venue.institutionId!;
    const edited = { institution_id: second, locker_number: base + 2, status: 1 };
    expectEveryInput(edited, lockerUpdateSchema);
    expectFields(await write(caller, 'PATCH', paths.lockerUpdate(id), edited), edited);
    const reread = await read(caller, paths.locker(id));
    expectFields(reread, edited);
    expect(reread.institution).toMatchObject({ institution_id: second });
  });
});
