// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shouldRetry } from '../../src/api/queryClient';

describe('query retries', () => {
  it('shows a refusal or a missing record at once', () => {
    for (const statusCode of [400, 401, 403, 404, 409]) {
      expect(shouldRetry(0, { statusCode })).toBe(false);
    }
  });
  it('tries a server or network failure twice more', () => {
    expect(shouldRetry(0, { statusCode: 503 })).toBe(true);
    expect(shouldRetry(1, new Error('Network Error'))).toBe(true);
    expect(shouldRetry(2, { statusCode: 500 })).toBe(false);
  });
});
