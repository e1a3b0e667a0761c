import { z } from 'zod';

/** Institution (venue) as the server sends it: SPEC.md §3, LEGACY_API.md. */
export const institutionSchema = z.object({
  institution_id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  map_location: z.string().nullable(),
  status: z.number().int(),
  details: z.string().nullable(),
  cover_photo: z.string().nullable(),
  video_link: z.string().nullable(),
});
export type Institution = z.infer<typeof institutionSchema>;

/** The `{institution_id, name}` summary nested in lockers, tickets, users and purchases. */
export const institutionRefSchema = z.object({
  institution_id: z.number().int(),
  name: z.string(),
});
export type InstitutionRef = z.infer<typeof institutionRefSchema>;
