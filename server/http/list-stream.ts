/**
 * A whole (unpaged) list sent as it is read: `{"status":"success","data":[...]}` written a batch
 * of rows at a time, so a legacy client's list of thousands of rows never sits in memory whole.
 * The caller checks the row count against the ceiling first: once the first byte is sent the
 * status can no longer become the 400 that asks to page.
 */
import { Readable } from 'node:stream';

/** Rows read per query while streaming a whole list. */
export const STREAM_BATCH_ROWS = 500;

/**
 * `readBatch(offset, limit)` returns the JSON text of up to `limit` rows from `offset`, in the
 * list's order (which must end with the primary key so batches neither repeat nor skip rows).
 */
export function streamWholeList(
  readBatch: (offset: number, limit: number) => Promise<string[]>,
  batchRows = STREAM_BATCH_ROWS,
): Readable {
  async function* chunks() {
    yield '{"status":"success","data":[';
    for (let offset = 0; ; offset += batchRows) {
      const rows = await readBatch(offset, batchRows);
      if (rows.length > 0) yield (offset > 0 ? ',' : '') + rows.join(',');
      if (rows.length < batchRows) break;
    }
    yield ']}';
  }
  return Readable.from(chunks(), { objectMode: false });
}
