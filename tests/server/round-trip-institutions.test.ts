/**
 * Institutions keep every field through create, read, edit and read for a System Admin, and
 * through edit and read for an Institutional Admin on its own one (it may not change the status),
 * in the legacy server's record shape.
 */
import { expect, it } from 'vitest';
import { institutionCreateSchema, institutionUpdateSchema, paths } from '../../contract';
import { institution as legacyInstitution } from '../../mocks/v1/fixtures';
import {
  expectEveryInput,
  expectFields,
  expectLegacyShape,
  PNG_DATA_URL,
  read,
  roundTripApp,
  storedImage,
  write,
} from './round-trip';

const rt = roundTripApp();

const MAP = 'https://www.openstreetmap.org/export/embed.html?bbox=2.29,48.85,2.30,48.86';
const MAP_2 = 'https://www.google.com/maps/embed?pb=!1m18!1m12';

/** Every field but the image, as sent and as read back. */
const full = (tag: string, status: number, map: string) => ({
  name: `Round trip ${tag}`,
  email: `round.trip.${tag}@venue.test`,
  phone: tag.length % 2 ? '+33 1 23 45 67 89' : '(028) 3822 1234',
  address: `${tag} Rue de la Nuit`,
  map_location: map,
  status,
  details: `Open late (${tag})`,
  video_link: `https://video.example/${tag}`,
});

it('a System Admin round trip keeps every field on create, read, edit and read', async () => {
  const caller = rt.admin;
  const created = { ...full('created', 0, MAP), cover_photo: PNG_DATA_URL };
  expectEveryInput(created, institutionCreateSchema);
  const reply = await write(caller, 'POST', paths.institutionCreate, created);
  const id = reply.institution_id as number;
  const wire = { ...full('created', 0, MAP), cover_photo: storedImage('covers') };
  expectFields(reply, wire);
  const stored = await read(caller, paths.institution(id));
  expectFields(stored, wire);
  expectLegacyShape(stored, legacyInstitution);

  const edited = { ...full('edited', 1, MAP_2), cover_photo: PNG_DATA_URL };
  expectEveryInput(edited, institutionUpdateSchema);
  const updated = await write(caller, 'PATCH', paths.institutionUpdate(id), edited);
  const wireEdited = { ...full('edited', 1, MAP_2), cover_photo: storedImage('covers') };
  expectFields(updated, wireEdited);
  const reread = await read(caller, paths.institution(id));
  expectFields(reread, wireEdited);
  expect(reread.cover_photo).not.toEqual(stored.cover_photo);
});

it('an Institutional Admin round trip keeps every field it may edit on its own institution', async () => {
  const caller = rt.venue;
  const id = caller.institutionId!;
  const before = await read(caller, paths.institution(id));
  const { status: _status, ...edited } = full('venue', 1, MAP_2);
  expectEveryInput(edited, institutionUpdateSchema, ['status', 'cover_photo']);
  expectFields(await write(caller, 'PATCH', paths.institutionUpdate(id), edited), edited);
  const reread = await read(caller, paths.institution(id));
  expectFields(reread, { ...edited, status: before.status });
  expectLegacyShape(reread, legacyInstitution);
});
