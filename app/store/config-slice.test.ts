import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_NOTICES } from './scene-params';
import { useApp } from './store';

describe('notices in the store', () => {
  beforeEach(() => useApp.setState({ notices: [] }));

  it('shows every bad parameter of one address, folding past the limit', () => {
    // Regression (e2e/fuzz-urls.spec.ts): nine bad parameters showed as the last six notices.
    const params: [string, string][] = [
      ['a', '1'],
      ['b', '2'],
      ['c', '3'],
      ['T', 'x'],
      ['seed', 'y'],
      ['gamma', 'z'],
      ['theme', 'w'],
      ['speed', 'v'],
      ['autoplay', 'u'],
    ];
    const returned = useApp.getState().applyParams(params, { replace: true });
    // The embed API's `set` gets every notice, unfolded.
    expect(returned).toHaveLength(9);
    const shown = useApp.getState().notices;
    expect(shown).toHaveLength(MAX_NOTICES);
    const text = shown.map((n) => n.message).join('\n');
    for (const [k, v] of params) expect(text).toMatch(new RegExp(`\\b${k}(=${v}|”)`));
  });

  it('keeps the newest notices when several addresses add up', () => {
    for (let i = 0; i < 10; i++) useApp.getState().applyParams([[`k${i}`, '1']]);
    const shown = useApp.getState().notices.map((n) => n.param);
    expect(shown).toEqual(['k4', 'k5', 'k6', 'k7', 'k8', 'k9']);
  });
});
