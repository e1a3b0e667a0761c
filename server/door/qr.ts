/**
 * The QR code of a purchase: `PP1.<purchase_id>.<signature>` (contract/door.ts). The signature is
 * an HMAC under a key derived from the server's secret, so a code made up by anyone else, or a
 * real code with its number changed, is refused. A new JWT secret makes every printed code void.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DOOR_QR_PREFIX, DOOR_QR_RE } from '../../contract';

const SIGNATURE_BYTES = 16;

/** A key of its own for the codes: a token signature can never pass for a code's, nor back. */
const qrKey = (secret: string) => createHmac('sha256', secret).update('partypass door qr').digest();

const signatureOf = (secret: string, purchaseId: number) =>
  createHmac('sha256', qrKey(secret))
    .update(`${DOOR_QR_PREFIX}.${purchaseId}`)
    .digest()
    .subarray(0, SIGNATURE_BYTES);

export function qrCodeFor(secret: string, purchaseId: number): string {
  return `${DOOR_QR_PREFIX}.${purchaseId}.${signatureOf(secret, purchaseId).toString('base64url')}`;
}

/** The purchase id of a genuine code, or null for anything else. */
export function verifyQrCode(secret: string, code: string): number | null {
  const match = DOOR_QR_RE.exec(code.trim());
  if (!match) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  const given = Buffer.from(match[2], 'base64url');
  const expected = signatureOf(secret, id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
