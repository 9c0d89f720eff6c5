// @vitest-environment jsdom
import { cleanup, render } from '../../testing/library';
import { measured, stubResizeObserver } from '../../testing/resize-observer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bisectionTree, type TreeNode } from '../../../src/engine/finite-tree';
import { ShatteredTree } from './ShatteredTree';
import { positionName } from './tree-layout';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const figure = (c: HTMLElement) => c.querySelector('svg[role="img"]') as SVGSVGElement;
const aria = (c: HTMLElement) => figure(c).getAttribute('aria-label') ?? '';
const all = (c: HTMLElement, sel: string) => Array.from(figure(c).querySelectorAll(sel));
const addrs = (c: HTMLElement, sel: string) =>
  all(c, sel)
    .map((e) => e.getAttribute('data-addr'))
    .sort();
const num = (e: Element | undefined | null, a: string) => Number(e?.getAttribute(a));

const leaf = (): TreeNode => ({ x: -1, ldim: 0, children: [null, null] });
const node = (x: number, ldim: number, a: TreeNode | null, b: TreeNode | null): TreeNode => ({
  x,
  ldim,
  children: [a, b],
});

/**
 * By hand: x₃ (L=2) asks; its 0-child x₅ (L=1) has two leaves; its 1-child x₇ (L=1) is not drawn
 * further (two stubs).
 */
const small = (): TreeNode => node(3, 2, node(5, 1, leaf(), leaf()), node(7, 1, null, null));

/** A full tree of depth 3 over distinct points (x = the node's index in breadth-first order). */
function full(depth: number, id = 0, d = 0): TreeNode {
  if (d === depth) return node(id, 0, null, null);
  return node(id, depth - d, full(depth, 2 * id + 1, d + 1), full(depth, 2 * id + 2, d + 1));
}

describe('ShatteredTree', () => {
  it('draws a disc per internal node, a square "h" per leaf and a stub "…" per child not drawn', () => {
    const { container } = render(<ShatteredTree root={small()} path={[]} />);
    expect(all(container, 'g.node.internal')).toHaveLength(3);
    expect(all(container, 'circle.node-disc')).toHaveLength(3);
    expect(all(container, 'g.node.leaf')).toHaveLength(2);
    expect(all(container, 'rect.leaf-box')).toHaveLength(2);
    expect(all(container, '.leaf-name').map((t) => t.textContent)).toEqual(['h', 'h']);
    expect(addrs(container, 'g.stub')).toEqual(['10', '11']);
    expect(all(container, 'g.stub text').map((t) => t.textContent)).toEqual(['…', '…']);
    expect(addrs(container, 'line.edge')).toEqual(['0', '00', '01', '1']);
    // Names and Ldims in the discs.
    expect(all(container, '.node-name').map((t) => t.textContent)).toEqual(['x₃', 'x₅', 'x₇']);
    expect(all(container, '.node-ldim').map((t) => t.textContent)).toEqual(['L=2', 'L=1', 'L=1']);
    // Edge labels: 0 on the left edge, 1 on the right, beside each edge's middle.
    for (const e of all(container, 'line.edge')) {
      const addr = e.getAttribute('data-addr') ?? '';
      const label = figure(container).querySelector(`.edge-label[data-addr="${addr}"]`);
      expect(label?.textContent).toBe(addr.slice(-1));
      const left = num(e, 'x2') < num(e, 'x1');
      expect(left).toBe(addr.endsWith('0'));
    }
    // The root's 0-child is left of its 1-child; children are below their parents.
    const pos = (addr: string) =>
      figure(container).querySelector(`g.node[data-addr="${addr}"] circle.node-disc`);
    expect(num(pos('0'), 'cx')).toBeLessThan(num(pos('1'), 'cx'));
    expect(num(pos('0'), 'cy')).toBeGreaterThan(num(pos(''), 'cy'));
    expect(container.innerHTML).not.toMatch(/NaN|Infinity/);
  });

  it('draws the walk thick along exactly the edges of the path, and rings the node reached', () => {
    const { container } = render(<ShatteredTree root={full(3)} path={[0, 1, 1]} />);
    expect(all(container, 'circle.node-disc')).toHaveLength(15);
    expect(all(container, 'g.stub')).toHaveLength(16);
    expect(addrs(container, 'line.edge.on-path')).toEqual(['0', '01', '011']);
    expect(all(container, 'line.edge:not(.on-path)')).toHaveLength(14 - 3);
    expect(addrs(container, 'g.node.on-path')).toEqual(['', '0', '01', '011']);
    expect(all(container, 'circle.node-disc.on-path')).toHaveLength(4);
    expect(addrs(container, '.edge-label.on-path')).toEqual(['0', '01', '011']);
    expect(all(container, 'g.stub.on-path')).toHaveLength(0);
    const rings = all(container, '.current-ring');
    expect(rings).toHaveLength(1);
    expect(rings[0]?.closest('g.node')?.getAttribute('data-addr')).toBe('011');
    // The walk's order in the summary: the root x₀ → 0, x₁ → 1, x₄ → 1, now at x₁₀.
    const a = aria(container);
    expect(a).toContain('Shattered tree of depth 3');
    expect(a).toContain('the adversary has walked 3 levels: x₀ → 0, x₁ → 1, x₄ → 1');
    expect(a).toContain('now at x₁₀ (L=0)');
    expect(container.querySelector('.hs-finite-tree-note')).toBeNull();
  });

  it('rings the root before the walk starts, and a leaf the walk ends at', () => {
    const { container, rerender } = render(<ShatteredTree root={small()} path={[]} />);
    expect(all(container, '.current-ring')[0]?.closest('g.node')?.getAttribute('data-addr')).toBe(
      '',
    );
    expect(all(container, 'line.edge.on-path')).toHaveLength(0);
    expect(aria(container)).toContain('the adversary has not walked yet; at the root, x₃ (L=2)');
    rerender(<ShatteredTree root={small()} path={[0, 1]} />);
    const rings = all(container, '.current-ring');
    expect(rings).toHaveLength(1);
    expect(rings[0]?.tagName.toLowerCase()).toBe('rect');
    expect(rings[0]?.closest('g.node')?.getAttribute('data-addr')).toBe('01');
    expect(all(container, 'rect.leaf-box.on-path')).toHaveLength(1);
    expect(aria(container)).toContain('now at a leaf: one hypothesis left');
  });

  it('names positions on the continuum and writes L=∞ (the bisection tree)', () => {
    const { container } = render(<ShatteredTree root={bisectionTree([0, 1])} path={[0, 1]} />);
    const names = all(container, '.node-name').map((t) => t.textContent);
    expect(names.slice(0, 3)).toEqual(['0.5', '0.25', '0.75']);
    expect(names).toContain('0.375');
    expect(names).toContain('0.0625');
    const ldims = new Set(all(container, '.node-ldim').map((t) => t.textContent));
    expect([...ldims]).toEqual(['L=∞']);
    const at = (addr: string) =>
      figure(container).querySelector(`g.node[data-addr="${addr}"] .node-name`)?.textContent;
    expect(at('01')).toBe('0.375');
    expect(aria(container)).toContain('Shattered tree of infinite depth (Ldim ∞)');
    expect(aria(container)).toContain('0.5 → 0, 0.25 → 1; now at 0.375 (L=∞)');
    expect(positionName(0.0625, 3)).toBe('0.0625'); // exact up to 4 decimals
    expect(positionName(0.41015625, 8)).toBe('0.41'); // 3 decimals tell depth 8 apart
    expect(positionName(0.706298828125, 12)).toBe('0.7063'); // 4 at depth 12
    // Deep along the walk, siblings 2^−12 apart keep distinct names.
    const deep = bisectionTree(Array.from({ length: 12 }, (_, i) => (i % 2) as 0 | 1));
    const { container: c2 } = render(
      <ShatteredTree root={deep} path={Array.from({ length: 12 }, (_, i) => (i % 2) as 0 | 1)} />,
    );
    const byDepth = new Map<string, string[]>();
    for (const g of all(c2, 'g.node')) {
      const d = g.getAttribute('data-depth') ?? '';
      byDepth.set(d, [...(byDepth.get(d) ?? []), g.querySelector('.node-name')?.textContent ?? '']);
    }
    for (const names of byDepth.values()) expect(new Set(names).size).toBe(names.length);
  });

  it('uses the pointName it is given', () => {
    const { container } = render(
      <ShatteredTree root={small()} path={[1]} pointName={(x) => `p${x}`} />,
    );
    expect(all(container, '.node-name').map((t) => t.textContent)).toEqual(['p3', 'p5', 'p7']);
    expect(aria(container)).toContain('p3 → 1; now at p7 (L=1)');
  });

  it('says so when the walk goes deeper than the tree drawn', () => {
    const path = Array.from({ length: 20 }, (_, i) => ((i * 7) % 3 === 0 ? 1 : 0) as 0 | 1);
    const { container } = render(<ShatteredTree root={bisectionTree(path)} path={path} />);
    // The engine follows the walk to depth 12: 12 edges on the path, then its stub.
    expect(all(container, 'line.edge.on-path')).toHaveLength(12);
    expect(addrs(container, 'g.stub.on-path')).toEqual([path.slice(0, 13).join('')]);
    expect(all(container, '.current-ring')).toHaveLength(0);
    expect(container.querySelector('.hs-finite-tree-note')?.textContent).toBe(
      'The walk goes on below: 20 levels so far.',
    );
    expect(aria(container)).toContain('the adversary has walked 20 levels');
    expect(aria(container)).toContain('… (the walk goes on below the drawing)');
    // Into a stub of the hand-built tree.
    const { container: c2 } = render(<ShatteredTree root={small()} path={[1, 0]} />);
    expect(addrs(c2, 'g.stub.on-path')).toEqual(['10']);
    expect(c2.querySelector('.hs-finite-tree-note')?.textContent).toBe(
      'The walk goes on below: 2 levels so far.',
    );
  });

  it('renders a short paragraph when no point splits the version space', () => {
    const { container, queryByRole } = render(<ShatteredTree root={null} path={[]} />);
    expect(container.querySelector('svg')).toBeNull();
    expect(queryByRole('img')).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe(
      'No point splits the version space: one hypothesis is left, and no tree (Ldim 0).',
    );
  });

  it('carries the Save SVG/PNG buttons and a legend', () => {
    const { getAllByRole, getByRole } = render(<ShatteredTree root={small()} path={[0]} />);
    expect(getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Save the shattered tree as SVG',
      'Save the shattered tree as PNG',
    ]);
    const legend = getByRole('list', { name: 'Legend' });
    expect(legend.textContent).toContain('walk');
    expect(legend.textContent).toContain('not drawn further');
    expect(legend.textContent).toContain('one hypothesis left');
  });

  it('fits a phone: the deepest walk stays within 358 px, nodes never overlap', async () => {
    // A measured figure 358 px wide (a 390 px phone less the page's padding).
    stubResizeObserver();
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(358);
    for (const path of [
      Array.from({ length: 12 }, () => 1 as const),
      Array.from({ length: 12 }, () => 0 as const),
      Array.from({ length: 12 }, (_, i) => (i % 2) as 0 | 1),
    ]) {
      const { container, unmount } = render(
        <ShatteredTree root={bisectionTree(path)} path={path} />,
      );
      await measured();
      const svg = figure(container);
      expect(svg.getAttribute('viewBox')?.split(' ')[2]).toBe('358');
      const discs = all(container, 'circle.node-disc');
      expect(discs).toHaveLength(15 + 2 * 9);
      const r = num(discs[0], 'r');
      expect(r).toBeGreaterThanOrEqual(16); // two lines of 13 px text
      for (const d of discs) {
        expect(num(d, 'cx') - r).toBeGreaterThanOrEqual(0);
        expect(num(d, 'cx') + r).toBeLessThanOrEqual(358);
      }
      for (const a of discs)
        for (const b of discs)
          if (a !== b)
            expect(
              Math.hypot(num(a, 'cx') - num(b, 'cx'), num(a, 'cy') - num(b, 'cy')),
            ).toBeGreaterThan(2 * r);
      // Positions lose their leading zero to fit eight across, not in the summary.
      expect(figure(container).querySelector('g.node[data-addr=""] .node-name')?.textContent).toBe(
        '.5',
      );
      expect(aria(container)).toContain(`0.5 → ${path[0]}`);
      unmount();
    }
    // The discrete names of the full levels keep their full size.
    const { container } = render(<ShatteredTree root={full(3)} path={[1, 1, 1]} />);
    const sized = all(container, '.node-name').filter((t) => (t as SVGElement).style.fontSize);
    expect(sized).toHaveLength(0);
  });

  it('keeps its text full size in large text (a projector): 20 px in a 600 px figure', async () => {
    stubResizeObserver();
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    const original = window.getComputedStyle.bind(window);
    vi.spyOn(window, 'getComputedStyle').mockImplementation((el, pseudo) => {
      const cs = original(el, pseudo);
      return el instanceof SVGSVGElement
        ? ({ ...cs, fontSize: '20px' } as CSSStyleDeclaration)
        : cs;
    });
    // As the engine draws it: in full to depth 3, along the walk to depth 6 with the siblings.
    const path = [1, 0, 1, 1, 0, 1] as (0 | 1)[];
    let id = 0;
    const grow = (d: number, on: boolean): TreeNode =>
      d < 3 || (on && d < 6)
        ? node(id++ % 16, 6 - d, grow(d + 1, on && path[d] === 0), grow(d + 1, on && path[d] === 1))
        : node(id++ % 16, 6 - d, null, null);
    const root = grow(0, true);
    const { container } = render(<ShatteredTree root={root} path={path} />);
    await measured();
    expect(figure(container).getAttribute('viewBox')?.split(' ')[2]).toBe('600');
    const discs = all(container, 'circle.node-disc');
    const r = num(discs[0], 'r');
    expect(r).toBeGreaterThanOrEqual(1.3 * 20 - 1e-9);
    for (const d of discs) {
      expect(num(d, 'cx') - r).toBeGreaterThanOrEqual(0);
      expect(num(d, 'cx') + r).toBeLessThanOrEqual(600);
    }
    expect(all(container, '.node-name').filter((t) => (t as SVGElement).style.fontSize)).toEqual(
      [],
    );
  });

  it('re-renders only when its props change (memo)', () => {
    // pointName is called for every node at each render: it counts them.
    const name = vi.fn((x: number) => `p${x}`);
    const root = small();
    const path: (0 | 1)[] = [1];
    const { container, rerender } = render(
      <ShatteredTree root={root} path={path} pointName={name} />,
    );
    const after = name.mock.calls.length;
    expect(after).toBeGreaterThan(0);
    rerender(<ShatteredTree root={root} path={path} pointName={name} />);
    expect(name.mock.calls.length).toBe(after);
    rerender(<ShatteredTree root={root} path={[0]} pointName={name} />);
    expect(name.mock.calls.length).toBeGreaterThan(after);
    expect(aria(container)).toContain('p3 → 0');
  });
});

describe('ShatteredTree accessibility', () => {
  it('is axe-clean (structure rules; contrast is checked in the browser by e2e)', async () => {
    const { default: axe } = await import('axe-core');
    const path = Array.from({ length: 14 }, (_, i) => (i % 3 === 0 ? 1 : 0) as 0 | 1);
    const { container } = render(
      <main>
        <ShatteredTree root={small()} path={[0, 1]} />
        <ShatteredTree root={bisectionTree(path)} path={path} />
        <ShatteredTree root={null} path={[]} />
      </main>,
    );
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
