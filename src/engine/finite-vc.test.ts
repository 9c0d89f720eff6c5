import { describe, expect, it } from 'vitest';
import { StampedTable } from './finite-vc';

describe('StampedTable', () => {
  it('hands out stamps no entry holds, and grows to 2ⁿ entries', () => {
    const table = new StampedTable();
    const small = table.for(2);
    expect(small.length).toBe(4);
    const a = table.next();
    small[3] = a;
    const b = table.next();
    expect(b).not.toBe(a);
    expect(Array.from(small)).not.toContain(b);
    // A larger n gets a larger table; a smaller one keeps it.
    const large = table.for(5);
    expect(large.length).toBe(32);
    expect(table.for(3)).toBe(large);
    expect(Array.from(large)).not.toContain(table.next());
  });

  it('clears the table when the stamps run out, and starts them again', () => {
    const table = new StampedTable(2 ** 32 - 3);
    const entries = table.for(3);
    const last = table.next();
    expect(last).toBe(2 ** 32 - 2);
    entries[5] = last;
    entries[6] = table.next();
    expect(entries[6]).toBe(2 ** 32 - 1);
    // The next would be 2³², which a Uint32Array cannot hold: the table is cleared, and 1 is new.
    expect(table.next()).toBe(1);
    expect(Array.from(entries)).toEqual(new Array(8).fill(0));
  });
});
