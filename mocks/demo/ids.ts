/** Highest id the demo hands out to new posts, comments and replies (SPEC.md §9). */
export const MAX_RANDOM_POST_ID = 2000;

/** A random id from 1 to 2000 that is not in `taken` (ids of comments and replies must differ). */
export function randomPostId(taken: Iterable<number> = []): number {
  const used = new Set(taken);
  if (used.size >= MAX_RANDOM_POST_ID) throw new Error('No free demo id left');
  for (;;) {
    const id = Math.floor(Math.random() * MAX_RANDOM_POST_ID) + 1;
    if (!used.has(id)) return id;
  }
}
