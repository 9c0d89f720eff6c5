import { describe, expect, it } from 'vitest';
import { pickNamed } from './env-pick';

const devices = [{ name: 'laptop' }, { name: 'phone' }];
const name = (d: { name: string }): string => d.name;

describe('pickNamed', () => {
  it('takes everything when the variable is unset or blank', () => {
    expect(pickNamed(devices, name, undefined, 'BENCH_DEVICES')).toEqual(devices);
    expect(pickNamed(devices, name, ' ', 'BENCH_DEVICES')).toEqual(devices);
  });

  it('keeps the named entries in their own order, spaces ignored', () => {
    expect(pickNamed(devices, name, ' phone , laptop', 'BENCH_DEVICES')).toEqual(devices);
    expect(pickNamed(devices, name, 'phone', 'BENCH_DEVICES')).toEqual([{ name: 'phone' }]);
  });

  it('refuses a name it does not know, and lists the known ones', () => {
    expect(() => pickNamed(devices, name, 'browser', 'BENCH_DEVICES')).toThrow(
      'BENCH_DEVICES: unknown "browser"; known: laptop, phone',
    );
    expect(() => pickNamed(devices, name, 'phone,tablet', 'BENCH_DEVICES')).toThrow('"tablet"');
  });
});
