/**
 * The one mapping from a users row (+ its institution) to the wire `User`/`Profile` of contract/.
 * Never exposes password_hash. Reuse `userWithInstitution` + `toUserWire` in every user route.
 */
import { asc, eq, type SQL } from 'drizzle-orm';
import { userSchema, type User } from '../../contract';
import type { Db } from '../db/client';
import { institutions, users, type UserRow } from '../db/schema';
import { contractWriter } from './write';

export type UserWithInstitution = Omit<UserRow, 'password_hash'> & {
  institution: { institution_id: number; name: string } | null;
};

export function toUserWire(row: UserWithInstitution): User {
  return {
    user_id: row.user_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    is_social: row.is_social ? 1 : 0,
    social_uuid: row.social_uuid,
    date_of_birth: row.date_of_birth,
    institution_id: row.institution_id,
    institution: row.institution,
    profile_pic: row.profile_pic,
  };
}

/** A wire user as JSON, written from the contract's schema (serializers/write.ts). */
export const writeUser = contractWriter(userSchema);

/** Columns of a user without password_hash, plus `institution {institution_id, name}` or null. */
export const userColumns = {
  user_id: users.user_id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  is_social: users.is_social,
  social_uuid: users.social_uuid,
  date_of_birth: users.date_of_birth,
  institution_id: users.institution_id,
  profile_pic: users.profile_pic,
  created_at: users.created_at,
  institution_ref_id: institutions.institution_id,
  institution_name: institutions.name,
};

type JoinedRow = {
  [K in keyof typeof userColumns]: K extends 'institution_ref_id' | 'institution_name'
    ? unknown
    : UserWithInstitution[Exclude<K, 'institution_ref_id' | 'institution_name'>];
};

export interface SelectUsersOptions {
  /** Default: by user_id. */
  orderBy?: SQL[];
  limit?: number;
  offset?: number;
}

/**
 * Reads users (optionally filtered, sorted and paged: the list's `where` may name institution
 * columns, the join is always there) with their institution summary, as wire objects.
 */
export async function selectUsers(
  db: Db,
  where?: SQL,
  options: SelectUsersOptions = {},
): Promise<User[]> {
  let query = db
    .select(userColumns)
    .from(users)
    .leftJoin(institutions, eq(users.institution_id, institutions.institution_id))
    .where(where)
    .orderBy(...(options.orderBy ?? [asc(users.user_id)]))
    .$dynamic();
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset !== undefined) query = query.offset(options.offset);
  const rows = (await query) as JoinedRow[];
  return rows.map(({ institution_ref_id, institution_name, ...rest }) =>
    toUserWire({
      ...(rest as Omit<UserWithInstitution, 'institution'>),
      institution:
        institution_ref_id == null
          ? null
          : { institution_id: Number(institution_ref_id), name: String(institution_name) },
    }),
  );
}

export async function selectUserById(db: Db, userId: number): Promise<User | undefined> {
  const [user] = await selectUsers(db, eq(users.user_id, userId));
  return user;
}
