/**
 * The one mapping from an institutions row to the wire `Institution` of contract/ (created_at is
 * internal and never sent). Every institution route replies through `toInstitutionWire`.
 */
import { eq } from 'drizzle-orm';
import { institutionSchema, type Institution } from '../../contract';
import type { Db } from '../db/client';
import { institutions, type InstitutionRow } from '../db/schema';
import { contractWriter } from './write';

export function toInstitutionWire(row: InstitutionRow): Institution {
  return {
    institution_id: row.institution_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    map_location: row.map_location,
    status: row.status,
    details: row.details,
    cover_photo: row.cover_photo,
    video_link: row.video_link,
  };
}

/** A wire institution as JSON, written from the contract's schema (serializers/write.ts). */
export const writeInstitution = contractWriter(institutionSchema);

export async function selectInstitutionRow(
  db: Db,
  institutionId: number,
): Promise<InstitutionRow | undefined> {
  const [row] = await db
    .select()
    .from(institutions)
    .where(eq(institutions.institution_id, institutionId))
    .limit(1);
  return row;
}
