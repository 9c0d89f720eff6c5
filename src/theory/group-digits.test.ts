import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { groupDigits } from './group-digits';

describe('groupDigits', () => {
  it('writes a number as English grouping does (checked against Intl)', () => {
    const english = new Intl.NumberFormat('en', { useGrouping: true, maximumFractionDigits: 0 });
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        (n) => {
          // Intl writes a minus sign as '-' in English, and zero as '0'.
          expect(groupDigits(n)).toBe(english.format(n));
        },
      ),
    );
  });

  it('groups at each power of a thousand', () => {
    expect(groupDigits(0)).toBe('0');
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits(1000)).toBe('1,000');
    expect(groupDigits(20000)).toBe('20,000');
    expect(groupDigits(1234567)).toBe('1,234,567');
    expect(groupDigits(-1000)).toBe('-1,000');
  });

  it('leaves what is not a safe integer to String', () => {
    expect(groupDigits(1.5)).toBe('1.5');
    expect(groupDigits(NaN)).toBe('NaN');
    expect(groupDigits(Infinity)).toBe('Infinity');
  });
});
