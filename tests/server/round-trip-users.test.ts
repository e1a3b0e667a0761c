/**
 * Users keep every field through create, read, edit and read (System Admin: the only role that
 * manages accounts), and every user keeps every field of its own profile through edit and read
 * (roles 1 and 2), in the fixtures' profile shape. A password is checked by signing in with it.
 */
import { expect, it } from 'vitest';
import { ownProfileUpdateSchema, paths, userCreateSchema, userUpdateSchema } from '../../contract';
import { adminProfile } from '../../mocks/v1/fixtures';
import { DEMO_PASSWORD, loginAs } from './helpers';
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

const { password: _created, ...createdWire } = {
  name: 'Rita Round',
  email: 'rita.round@partypass.test',
  password: 'a long round-trip password 1',
  phone: '+84 28 3822 1234',
  role: 3,
  is_social: 1,
  social_uuid: 'google-oauth2|1234567890',
  institution_id: 0, // set per run below
  date_of_birth: '1991-02-03',
};

it('a System Admin round trip keeps every field of a user on create, read, edit and read', async () => {
  const caller = rt.admin;
  const venue = rt.venue.institutionId!;
  const created = {
    ...createdWire,
    institution_id: venue,
    password: 'a long round-trip password 1',
    is_social: true,
    profile_pic: PNG_DATA_URL,
  };
  expectEveryInput(created, userCreateSchema);
  const wire = { ...createdWire, institution_id: venue, profile_pic: storedImage('avatars') };
  const reply = await write(caller, 'POST', paths.userCreate, created);
  expectFields(reply, wire);
  const id = reply.user_id as number;
  const stored = await read(caller, paths.userProfile(id));
  expectFields(stored, wire);
  expect(stored.institution).toMatchObject({ institution_id: venue });
  expectLegacyShape(stored, adminProfile);
  await loginAs(rt.app, created.email, created.password);

  const editedWire = {
    name: 'Rita Edited',
    email: 'rita.edited@partypass.test',
    phone: '(028) 3999 0000',
    role: 2,
    is_social: 0,
    social_uuid: null,
    institution_id: rt.otherInstitution,
    date_of_birth: '1985-11-30',
  };
  const edited = {
    ...editedWire,
    is_social: false,
    password: 'another round-trip password 2',
    profile_pic: PNG_DATA_URL,
  };
  expectEveryInput(edited, userUpdateSchema);
  const wireEdited = { ...editedWire, profile_pic: storedImage('avatars') };
  expectFields(await write(caller, 'PATCH', paths.userUpdate(id), edited), wireEdited);
  const reread = await read(caller, paths.userProfile(id));
  expectFields(reread, wireEdited);
  expect(reread.institution).toMatchObject({ institution_id: rt.otherInstitution });
  expect(reread.profile_pic).not.toEqual(stored.profile_pic);
  await loginAs(rt.app, edited.email, edited.password);
});

it.each(['admin', 'venue'] as const)(
  'the own profile round trip as %s keeps every field on edit and read',
  async (who) => {
    const caller = rt[who];
    const before = await read(caller, paths.ownProfile);
    const editedWire = {
      name: `Own ${who}`,
      email: `own.${who}@partypass.test`,
      phone: '+1 (555) 010-0000',
      is_social: 1,
      social_uuid: `apple|${who}`,
      date_of_birth: '1979-06-15',
    };
    const edited = {
      ...editedWire,
      is_social: true,
      password: `a new own password for ${who}`,
      current_password: DEMO_PASSWORD,
    };
    expectEveryInput(edited, ownProfileUpdateSchema);
    // The role and the institution are not the user's to change: they stay as they were.
    const wire = { ...editedWire, role: before.role, institution_id: before.institution_id };
    expectFields(await write(caller, 'PATCH', paths.ownProfileUpdate, edited), wire);
    // Changing the password ended the session: the new one signs in and reads the profile back.
    const session = await loginAs(rt.app, edited.email, edited.password);
    const signedIn = { ...caller, headers: session.headers };
    expectFields(await read(signedIn, paths.ownProfile), wire);
    expectLegacyShape(await read(signedIn, paths.ownProfile), adminProfile);
  },
);
