/**
 * At most MAX_RUNNING_IMAGE_JOBS uploads are decoded and re-encoded at once, and at most
 * MAX_WAITING_IMAGE_JOBS more wait for their turn; beyond that the upload is refused with 429 and
 * `Retry-After`. Image work is the costliest thing a client can ask for with a few bytes: one job
 * at a time keeps it to one core and one libuv thread, whatever is sent, so sign-ins and other
 * requests keep the rest.
 */
import { HttpError } from '../errors';

export const MAX_RUNNING_IMAGE_JOBS = 1;
export const MAX_WAITING_IMAGE_JOBS = 4;
export const IMAGES_BUSY_MESSAGE = 'Too many images are being processed, try again in a moment';
/** Seconds: about one image's time limit, when a slot has likely come free. */
export const RETRY_AFTER_IMAGES_BUSY = 5;

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` in a slot, waiting for one when all are taken; 429 when the queue is full too. */
export async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_RUNNING_IMAGE_JOBS) running += 1;
  else if (waiting.length >= MAX_WAITING_IMAGE_JOBS) {
    throw new HttpError(429, IMAGES_BUSY_MESSAGE, undefined, undefined, RETRY_AFTER_IMAGES_BUSY);
  } else await new Promise<void>((resolve) => waiting.push(resolve)); // the slot is handed over
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
