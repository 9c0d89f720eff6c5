import { expect, test, type Page } from '@playwright/test';
import { ready, round, trackErrors } from './helpers';
import { BENCHED, SHOWCASE } from './scenes';

/**
 * How many of Preact's virtual nodes the page can still reach from its root: the tree on screen,
 * and whatever earlier renders something still points at. Walked through Preact's own fields
 * (`__k` a node's rendered children, `__` its parent: the names Preact's build gives them and its
 * devtools read) and through every node's props, where an element passed down lives.
 */
function reachableNodes(page: Page): Promise<{ shown: number; earlier: number }> {
  return page.evaluate(() => {
    type Node = { type?: unknown; props?: Record<string, unknown>; __k?: unknown; __?: unknown };
    const isNode = (x: unknown): x is Node =>
      typeof x === 'object' && x !== null && 'type' in x && 'props' in x;
    const root = (document.getElementById('root') as unknown as { __k?: unknown } | null)?.__k;
    const walk = (more: (n: Node) => unknown[]): Set<Node> => {
      const seen = new Set<Node>();
      const stack: unknown[] = [root];
      while (stack.length) {
        const x = stack.pop();
        if (Array.isArray(x)) stack.push(...(x as unknown[]));
        if (!isNode(x) || seen.has(x)) continue;
        seen.add(x);
        stack.push(...more(x));
      }
      return seen;
    };
    const shown = walk((n) => [n.__k]);
    const all = walk((n) => [n.__k, n.__, ...Object.values(n.props ?? {})]);
    return { shown: shown.size, earlier: all.size - shown.size };
  });
}

// A panel that follows a fast run (app/ui/Staged.tsx) is skipped by the lesson's redraws, and
// Preact then hands its last rendered children to the newest skipped render, whose props hold the
// content the panel takes at its next turn: every render is linked to the next. That chain costs
// nothing unless something holds an early render, and two things did: the page's root (the engine's
// context provider kept the App element of the first render, and with it that render's tree) and
// App (its provider kept the lesson element of the render that pressed Play). The chain then grew
// by a link a turn: gd-eg's heap by about 25 MB from round 10 000 to 60 000 on a laptop.
for (const lesson of BENCHED.filter((l) => l !== 'mindreader')) {
  test(`${lesson}: a fast run keeps no earlier render of the page reachable`, async ({ page }) => {
    const query = SHOWCASE[lesson].bench?.query;
    if (!query) throw new Error(`${lesson} has no bench scene`);
    const errors = trackErrors(page);
    await page.goto(`/?${query}`);
    await ready(page);
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => round(page), { timeout: 30_000 }).toBeGreaterThan(500);
    const early = await reachableNodes(page);
    // Enough turns of every following panel for a chain to show: about ten a second each.
    const later = [];
    for (let i = 0; i < 8; i++) {
      await page.waitForTimeout(1_000);
      later.push((await reachableNodes(page)).earlier);
    }
    // One earlier render of a panel or of the lesson can still be reachable for a while (an
    // element held by a parent not rendered since): about a page's worth at most, 0.3–1.4 times
    // the nodes on screen in these scenes. A chain grows without end: 2.5–10 times in 8 s.
    expect(
      Math.max(...later),
      `nodes of earlier renders each second: ${later.join(', ')}; on screen: ${early.shown}`,
    ).toBeLessThan(2 * early.shown);
    expect(errors).toEqual([]);
  });
}
