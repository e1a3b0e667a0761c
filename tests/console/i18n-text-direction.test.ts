// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { textDirection } from '../../src/i18n/textDirection';

describe('textDirection', () => {
  it('reads right to left from an Arabic or Hebrew first letter', () => {
    expect(textDirection('مرحبا بالعالم')).toBe('rtl');
    expect(textDirection('  42 שלום')).toBe('rtl');
  });

  it('reads left to right from a Latin or Chinese first letter, even after digits', () => {
    expect(textDirection('What a night!')).toBe('ltr');
    expect(textDirection('15 min ago')).toBe('ltr');
    expect(textDirection('你好')).toBe('ltr');
  });

  it('leaves the surrounding direction when there is no letter', () => {
    expect(textDirection('')).toBeUndefined();
    expect(textDirection('12:30 — 42')).toBeUndefined();
    expect(textDirection(null)).toBeUndefined();
  });
});
