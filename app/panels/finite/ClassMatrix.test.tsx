// @vitest-environment jsdom
import { cleanup, render } from '../../testing/library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClassMatrix, SVG_ROW_LIMIT, type ClassMatrixProps } from './ClassMatrix';
import { fakeContext } from '../fake-canvas-context';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const figure = (c: HTMLElement) => c.querySelector('svg[role="img"]') as SVGSVGElement;
const aria = (c: HTMLElement) => figure(c).getAttribute('aria-label') ?? '';
const popcount = (m: number) => {
  let k = 0;
  for (let v = m >>> 0; v; v &= v - 1) k++;
  return k;
};

interface Cell {
  one: boolean;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A row's cells by column, read back from its paths: each subpath a square, in `data-cols` order. */
function cellsOf(row: Element | null): Map<number, Cell> {
  const cells = new Map<number, Cell>();
  for (const path of Array.from(row?.querySelectorAll('.cell') ?? [])) {
    const cols = (path.getAttribute('data-cols') ?? '').split(',').map(Number);
    const squares = Array.from(
      (path.getAttribute('d') ?? '').matchAll(
        /M(-?[\d.]+) (-?[\d.]+)h(-?[\d.]+)v(-?[\d.]+)h(-?[\d.]+)z/g,
      ),
    );
    expect(squares).toHaveLength(cols.length);
    squares.forEach((m, k) => {
      const [x, y, w, h, back] = m.slice(1).map(Number) as [number, number, number, number, number];
      expect(back).toBe(-w);
      cells.set(cols[k] as number, {
        one: path.getAttribute('class')?.includes('one') ?? false,
        x,
        y,
        w,
        h,
      });
    });
  }
  return cells;
}

/** Thresholds on 4 points, h_a(x_i) = 1 iff i ≥ a, a = 0…4; then x₂ labelled 1, x₁ labelled 0. */
function thresholds(over: Partial<ClassMatrixProps> = {}): ClassMatrixProps {
  const masks = [0b1111, 0b1110, 0b1100, 0b1000, 0b0000];
  return {
    n: 4,
    masks,
    names: masks.map((_, a) => `a = ${a}`),
    // Round 1 asked x₂ (label 1): a = 3, 4 out. Round 2 asked x₁ (label 0): a = 0, 1 out.
    alive: [0, 0, 1, 0, 0],
    diedAt: [2, 2, 0, 1, 1],
    current: 1,
    shattered: 0b0100,
    t: 2,
    ...over,
  };
}

/** A class of 1024 hypotheses: every labelling of 10 points; V = those with x₀ = 1. */
function allLabellings(over: Partial<ClassMatrixProps> = {}): ClassMatrixProps {
  const masks = Uint32Array.from({ length: 1024 }, (_, i) => i);
  const alive = Uint8Array.from(masks, (m) => m & 1);
  const diedAt = Int32Array.from(masks, (m) => (m & 1 ? 0 : 1));
  return { n: 10, masks, alive, diedAt, current: 3, shattered: 0b1111111111, t: 1, ...over };
}

describe('ClassMatrix, SVG (small classes)', () => {
  it('draws a row per hypothesis and a cell per point, filled where h(x) = 1', () => {
    const p = thresholds();
    const { container } = render(<ClassMatrix {...p} />);
    const svg = figure(container);
    const rows = Array.from(svg.querySelectorAll('g.row'));
    expect(rows).toHaveLength(5);
    const cells = rows.map(cellsOf);
    expect(cells.map((c) => c.size)).toEqual([4, 4, 4, 4, 4]);
    expect(cells.flatMap((c) => [...c.values()]).filter((c) => c.one)).toHaveLength(4 + 3 + 2 + 1);
    // Each row's cells are h's labels, bit i = h(x_i): row 1 is 0b1110.
    rows.forEach((_, i) => {
      const labels = [0, 1, 2, 3].map((j) => (cells[i]?.get(j)?.one ? 1 : 0));
      expect(labels).toEqual([0, 1, 2, 3].map((j) => ((p.masks[i] as number) >>> j) & 1));
    });
    expect([0, 1, 2, 3].map((j) => (cells[1]?.get(j)?.one ? 1 : 0))).toEqual([0, 1, 1, 1]);
    // Columns left to right, rows top to bottom, cells of one size that do not overlap.
    const c0 = cells[0] as Map<number, Cell>;
    const xs = [0, 1, 2, 3].map((j) => c0.get(j)?.x ?? NaN);
    const w = c0.get(0)?.w ?? NaN;
    for (let j = 1; j < 4; j++) expect(xs[j]).toBeGreaterThanOrEqual((xs[j - 1] as number) + w);
    const ys = cells.map((c) => c.get(0)?.y ?? NaN);
    for (let i = 1; i < 5; i++) expect(ys[i]).toBeGreaterThan(ys[i - 1] as number);
    expect(Array.from(svg.querySelectorAll('g.row .name')).map((t) => t.textContent)).toEqual([
      'a = 0',
      'a = 1',
      'a = 2',
      'a = 3',
      'a = 4',
    ]);
    expect(container.querySelector('canvas')).toBeNull();
  });

  it('lights the rows in V_t and dims the others with the round they left', () => {
    const { container } = render(<ClassMatrix {...thresholds()} />);
    const svg = figure(container);
    expect(
      Array.from(svg.querySelectorAll('g.row.alive')).map((g) => g.getAttribute('data-row')),
    ).toEqual(['2']);
    const fates = Array.from(svg.querySelectorAll('g.row.dead')).map((g) => [
      g.getAttribute('data-row'),
      g.querySelector('.fate')?.textContent,
    ]);
    expect(fates).toEqual([
      ['0', '2'],
      ['1', '2'],
      ['3', '1'],
      ['4', '1'],
    ]);
    expect(svg.querySelector('g.row.alive .fate')).toBeNull();
  });

  it('highlights the current column and brackets the shattered set', () => {
    const { container } = render(
      <ClassMatrix {...thresholds({ current: 3, shattered: 0b1010 })} />,
    );
    const svg = figure(container);
    const outline = svg.querySelectorAll('.current-outline');
    expect(outline).toHaveLength(1);
    expect(outline[0]?.getAttribute('data-col')).toBe('3');
    // The outline spans the column of the cells of x₃.
    const cell = cellsOf(svg.querySelector('g.row[data-row="0"]')).get(3);
    const ox = Number(outline[0]?.getAttribute('x'));
    const ow = Number(outline[0]?.getAttribute('width'));
    const cx = cell?.x ?? NaN;
    expect(cx).toBeGreaterThanOrEqual(ox);
    expect(cx + (cell?.w ?? NaN)).toBeLessThanOrEqual(ox + ow);
    expect(svg.querySelector('.col-label.current')?.textContent).toBe('x₃');
    const mark = svg.querySelector('.shattered-mark');
    expect(mark?.getAttribute('data-cols')).toBe('1,3');
    expect(mark?.querySelectorAll('.tip')).toHaveLength(2);
    expect(mark?.textContent).toBe('shattered');
    const { container: none } = render(
      <ClassMatrix {...thresholds({ current: null, shattered: 0 })} />,
    );
    expect(figure(none).querySelector('.current-outline')).toBeNull();
    expect(figure(none).querySelector('.shattered-mark')).toBeNull();
  });

  it('summarises |V_t|, the asked point and the witness in its aria-label', () => {
    const { container } = render(<ClassMatrix {...thresholds()} />);
    const a = aria(container);
    expect(a).toContain('|V_t| = 1 of 5 hypotheses still consistent, after round 2');
    expect(a).toContain('asking x₁: 0 of them say 1, 1 say 0');
    expect(a).toContain('shattered set (VC witness): {x₂}');
    expect(a).toContain('still consistent: a = 2');
  });

  it(`uses the SVG up to ${SVG_ROW_LIMIT} rows, with default names h₁, h₂, …`, () => {
    const masks = Array.from({ length: SVG_ROW_LIMIT }, (_, i) => i);
    const { container } = render(
      <ClassMatrix
        n={6}
        masks={masks}
        alive={masks.map(() => 1)}
        diedAt={masks.map(() => 0)}
        current={null}
        shattered={0}
        t={0}
      />,
    );
    expect(container.querySelector('canvas')).toBeNull();
    expect(figure(container).querySelectorAll('g.row')).toHaveLength(SVG_ROW_LIMIT);
    expect(figure(container).querySelector('g.row[data-row="11"] .name')?.textContent).toBe('h₁₂');
    expect(aria(container)).toContain(`|V_t| = ${SVG_ROW_LIMIT} of ${SVG_ROW_LIMIT}`);
  });
});

describe('ClassMatrix, canvas (|H| up to 1024)', () => {
  it('draws 1024 rows on a canvas, and survives a missing 2-D context', () => {
    const spy = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
    const { container } = render(<ClassMatrix {...allLabellings()} />);
    expect(spy).toHaveBeenCalled();
    const canvas = container.querySelector('canvas');
    expect(canvas).not.toBeNull();
    expect(canvas?.getAttribute('aria-hidden')).toBe('true');
    // No SVG rows: the DOM stays small.
    expect(figure(container).querySelectorAll('g.row')).toHaveLength(0);
    expect(figure(container).querySelectorAll('rect, text, path').length).toBeLessThan(60);
    expect(aria(container)).toContain('|V_t| = 512 of 1024 hypotheses still consistent');
    expect(aria(container)).toContain('asking x₃: 256 of them say 1, 256 say 0');
    // Rows at least one pixel: 1024 rows, 1024 device pixels (jsdom's ratio is 1).
    expect(canvas?.height).toBe(1024);
    expect(figure(container).querySelector('.current-outline')?.getAttribute('data-col')).toBe('3');
    expect(figure(container).querySelector('.shattered-mark')?.getAttribute('data-cols')).toBe(
      '0,1,2,3,4,5,6,7,8,9',
    );
  });

  it('paints a cell per h(x) = 1 at full contrast for the rows in V, faint for the others', () => {
    let ctx: ReturnType<typeof fakeContext> | null = null;
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
      this: HTMLCanvasElement,
    ) {
      ctx ??= fakeContext(this);
      return ctx as unknown as CanvasRenderingContext2D;
    });
    const p = allLabellings();
    render(<ClassMatrix {...p} />);
    expect(ctx).not.toBeNull();
    const fills = (ctx as unknown as ReturnType<typeof fakeContext>).fills;
    let onesAlive = 0;
    let onesDead = 0;
    for (let i = 0; i < 1024; i++) {
      if (p.alive[i]) onesAlive += popcount(p.masks[i] as number);
      else onesDead += popcount(p.masks[i] as number);
    }
    const fg = fills.filter((f) => f.style === '#1a1a1a' && f.alpha === 1);
    expect(fg).toHaveLength(onesAlive);
    // Each full-contrast cell sits on an alive row: one device pixel high.
    for (const f of fg) {
      expect(p.alive[f.y]).toBe(1);
      expect(f.h).toBe(1);
    }
    const faint = fills.filter((f) => f.alpha === 0.4);
    expect(faint).toHaveLength(onesDead);
    for (const f of faint) expect(p.alive[f.y]).toBe(0);
    // The lifetime bars: a full accent bar per alive row.
    const bars = fills.filter((f) => f.style === '#009e73');
    expect(bars).toHaveLength(512);
    // The current column's band, first, under the cells.
    expect(fills[0]?.style).toMatch(/^rgba/);
    expect(fills[0]?.h).toBe(1024);
  });

  it('repaints only when its props change (memo)', () => {
    let ctx: ReturnType<typeof fakeContext> | null = null;
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
      this: HTMLCanvasElement,
    ) {
      ctx ??= fakeContext(this);
      return ctx as unknown as CanvasRenderingContext2D;
    });
    const p = allLabellings();
    const { rerender } = render(<ClassMatrix {...p} />);
    const paints = () => (ctx as unknown as ReturnType<typeof fakeContext>).calls.clearRect;
    expect(paints()).toBe(1);
    rerender(<ClassMatrix {...p} />);
    rerender(<ClassMatrix {...p} />);
    expect(paints()).toBe(1);
    rerender(<ClassMatrix {...p} current={4} />);
    expect(paints()).toBe(2);
  });

  it('copes with an empty class and a point count of 0 without writing NaN', () => {
    const { container } = render(
      <ClassMatrix n={0} masks={[]} alive={[]} diedAt={[]} current={0} shattered={0} t={0} />,
    );
    expect(aria(container)).toContain('|V_t| = 0 of 0 hypotheses still consistent');
    expect(container.innerHTML).not.toMatch(/NaN|Infinity/);
  });
});

describe('ClassMatrix accessibility', () => {
  it('is axe-clean (structure rules; contrast is checked in the browser by e2e)', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
    const { default: axe } = await import('axe-core');
    const { container } = render(
      <main>
        <ClassMatrix {...thresholds()} />
        <ClassMatrix {...allLabellings()} />
      </main>,
    );
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
