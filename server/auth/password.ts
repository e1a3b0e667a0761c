/**
 * Password hashing: argon2id (the @node-rs/argon2 default algorithm) with OWASP's minimum
 * parameters (19 MiB, 2 passes). The async functions run on libuv's thread pool, off the event loop.
 */
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most this many hashes run at once. They run on libuv's thread pool (4 threads), which also
 * serves the WebCrypto HMAC of every JWT check and file I/O: a burst of sign-ins must not take
 * all of it, or every signed-in request waits behind the hashes (bench/api-load.ts measures it).
 * Further sign-ins wait here, in JavaScript, holding no thread.
 */
const MAX_PARALLEL_HASHES = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_PARALLEL_HASHES) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve)); // the slot is handed over
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export const hashPassword = (password: string): Promise<string> =>
  limited(() => hash(password, OPTIONS));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await limited(() => verify(passwordHash, password));
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
