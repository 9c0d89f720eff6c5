import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMessage } from './protocol';

describe('embed protocol', () => {
  it('accepts well-formed requests', () => {
    expect(parseMessage({ hindsight: 1, id: 1, method: 'play' })).toEqual({
      ok: true,
      request: { id: 1, method: 'play', args: {} },
    });
    expect(parseMessage({ hindsight: 1, id: 'a', method: 'seek', args: { t: 5 } })).toMatchObject({
      ok: true,
    });
    expect(
      parseMessage({ hindsight: 1, id: 'b', method: 'set', args: { stream: 'adversary', T: 50 } }),
    ).toMatchObject({ ok: true });
  });

  it('ignores messages meant for someone else, and its own events', () => {
    expect(parseMessage('hello')).toBeNull();
    expect(parseMessage({ type: 'resize' })).toBeNull();
    expect(parseMessage({ hindsight: 1, event: 'round', data: {} })).toBeNull();
  });

  it.each([
    [{ hindsight: 2, id: 1, method: 'play' }, /hindsight must be 1/],
    [{ hindsight: 1, method: 'play' }, /id/],
    [{ hindsight: 1, id: 1, method: 'explode' }, /method/],
    [{ hindsight: 1, id: 1, method: 'seek', args: { t: 'x' } }, /args\.t/],
    [{ hindsight: 1, id: 1, method: 'seek', args: { t: Infinity } }, /args\.t/],
    [{ hindsight: 1, id: 1, method: 'set', args: { T: { nested: 1 } } }, /args\.T/],
    [{ hindsight: 1, id: 1, method: 'play', args: [1] }, /args must be an object/],
  ])('rejects %j with a reason', (msg, reason) => {
    const r = parseMessage(msg);
    expect(r?.ok).toBe(false);
    if (r && !r.ok) expect(r.reason).toMatch(reason);
  });

  it('never throws on arbitrary data', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        expect(() => parseMessage(x)).not.toThrow();
        expect(() =>
          parseMessage({ hindsight: 1, ...(typeof x === 'object' && x !== null ? x : { x }) }),
        ).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });
});
