/**
 * docs/operations.md shows the nginx configuration in full, and the load-balancer drill runs
 * deploy/nginx.conf: the two must be the same text, so what the drill proves is what the doc says.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the nginx configuration in docs/operations.md', () => {
  it('is deploy/nginx.conf, whole', () => {
    const blocks = [...read('docs/operations.md').matchAll(/^```nginx\n([\s\S]*?)^```$/gm)];
    expect(blocks).toHaveLength(1);
    expect(blocks[0][1]).toBe(read('deploy/nginx.conf'));
  });
});
