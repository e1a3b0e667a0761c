/**
 * Password hashing: argon2id (the @node-rs/argon2 default algorithm) with OWASP's minimum
 * parameters (19 MiB, 2 passes). The async functions run on libuv's thread pool, off the event loop.
 */
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never matches
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throwaway hash so an unknown e-mail costs as much time as a wrong password
 * (no account enumeration by timing).
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('partypass-dummy-password');
  await verifyPassword(await dummyHash, password);
}
