import { z } from 'zod';
import { looseId, looseInt } from './values';

/**
 * The door (issue 43): entry and check-out of a purchase, its locker, and the night's figures.
 * Rules and decisions: docs/resources/door.md.
 */

/** Why the door refuses a move. The console shows a text per reason; the server a sentence. */
export const DOOR_REASONS = [
  'payment_not_completed',
  'another_day',
  'already_entered',
  'not_entered',
  'move_not_allowed',
  'locker_taken',
] as const;
export type DoorReason = (typeof DOOR_REASONS)[number];

/** What the door should do with the purchase now. */
export const DOOR_ACTIONS = ['enter', 'check_out', 'refused'] as const;
export type DoorAction = (typeof DOOR_ACTIONS)[number];

/** Reasons a System or Institutional Admin may override (with a reason that is recorded). */
export const OVERRIDABLE_REASONS: readonly DoorReason[] = ['payment_not_completed', 'another_day'];

export const OVERRIDE_REASON_MAX = 500;

/** `PATCH purchase/entry-update/{purchase_id}` (legacy body, plus the optional locker and override). */
export const entryUpdateSchema = z.object({
  ticket_id: looseId,
  ticket_status: looseInt.pipe(z.number().min(0).max(2, 'ticket_status must be 0, 1 or 2')),
  /** On entry: a chosen free locker, `null` for none; left out, the first free one is given. */
  locker_id: z.union([looseId, z.null()]).optional(),
  /** Roles 1 and 2: let in despite an unpaid purchase or another day's ticket. */
  override_reason: z
    .string()
    .trim()
    .min(3, 'Give the reason in a few words')
    .max(OVERRIDE_REASON_MAX)
    .optional(),
});
export type EntryUpdateInput = z.infer<typeof entryUpdateSchema>;

/** `POST locker-allocation/allocate`. */
export const lockerAllocateSchema = z.object({
  purchase_id: looseId,
  locker_id: looseId,
  status: looseInt.pipe(z.number().min(0).max(1, 'status must be 0 or 1')).optional(),
  /**
   * When the locker was given. Missing, empty or null means now: the legacy server answered 500
   * to "" and to a missing date, and a client that sends either means "now".
   */
  allocation_date: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.iso.datetime({ offset: true }).optional(),
  ),
});
/** `PATCH locker-allocation/update/{id}`: move to another locker or release (status 0). */
export const lockerAllocationUpdateSchema = z.object({
  locker_id: looseId.optional(),
  status: looseInt.pipe(z.number().min(0).max(1, 'status must be 0 or 1')).optional(),
});

export const doorLockerSchema = z.object({
  allocation_id: z.number().int(),
  locker_id: z.number().int(),
  locker_number: z.number().int(),
  since: z.string(),
});

/** One purchase as the door sees it. */
export const doorPassSchema = z.object({
  purchase_id: z.number().int(),
  ticket_id: z.number().int(),
  ticket_status: z.number().int(),
  payment_status: z.string(),
  ticket_date: z.string().nullable(),
  entered_at: z.string().nullable(),
  checked_out_at: z.string().nullable(),
  buyer: z.object({ user_id: z.number().int(), name: z.string() }).nullable(),
  ticket_type: z.object({
    ticket_id: z.number().int(),
    name: z.string(),
    date: z.string().nullable(),
    start_datetime: z.string().nullable(),
    end_datetime: z.string().nullable(),
    institution_id: z.number().int(),
    institution_name: z.string(),
  }),
  locker: doorLockerSchema.nullable(),
  verdict: z.object({
    action: z.enum(DOOR_ACTIONS),
    reason: z.enum(DOOR_REASONS).nullable(),
  }),
});
export type DoorPass = z.infer<typeof doorPassSchema>;

/** A refused move: 409 with the reason and the purchase as it is now. */
export const doorConflictSchema = z.object({
  status: z.literal('failed'),
  message: z.string(),
  data: z.object({ reason: z.enum(DOOR_REASONS), pass: doorPassSchema }),
});
export type DoorConflict = z.infer<typeof doorConflictSchema>;

/** `POST door/scan` body: the text of a scanned QR code. */
export const doorScanSchema = z.object({ code: z.string().min(1).max(200) });

/** `GET door/qr/{purchase_id}`: the text to put in the purchase's QR code. */
export const doorQrSchema = z.object({ purchase_id: z.number().int(), code: z.string() });

/** The night's figures of one institution. */
export const doorFiguresSchema = z.object({
  institution_id: z.number().int(),
  night_start: z.string(),
  inside: z.number().int(),
  entered: z.number().int(),
  checked_out: z.number().int(),
  capacity: z.number().int(),
  lockers_total: z.number().int(),
  lockers_taken: z.number().int(),
});
export type DoorFigures = z.infer<typeof doorFiguresSchema>;

/** A locker of the night: taken (by whom, since when) or free. */
export const doorNightLockerSchema = z.object({
  id: z.number().int(),
  locker_number: z.number().int(),
  status: z.number().int(),
  allocation: z
    .object({
      allocation_id: z.number().int(),
      purchase_id: z.number().int(),
      buyer_name: z.string().nullable(),
      since: z.string(),
    })
    .nullable(),
});
export type DoorNightLocker = z.infer<typeof doorNightLockerSchema>;

/**
 * The QR code's text: `PP1.<purchase_id>.<signature>`, the signature being the first 16 bytes of
 * HMAC-SHA256 over `PP1.<purchase_id>`, base64url. Only the server holds the key.
 */
export const DOOR_QR_PREFIX = 'PP1';
export const DOOR_QR_RE = /^PP1\.([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{22})$/;
