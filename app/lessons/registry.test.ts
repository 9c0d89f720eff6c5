// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { lessonIds } from '../../src/scenes/registry';
import { lessonEntries } from './registry';

describe('the lessons’ pages', () => {
  it('import each page loaded on demand once, however often it is asked for', async () => {
    const onDemand = lessonIds.filter((id) => lessonEntries[id].load);
    // Every lesson but the first, which comes with the page's own script.
    expect(onDemand).toEqual(lessonIds.filter((id) => id !== 'perceptron'));
    const entry = lessonEntries.experts;
    const first = entry.load?.();
    expect(entry.load?.()).toBe(first);
    const page = (await first) as { default: unknown };
    expect(typeof page.default).toBe('function');
  });
});
