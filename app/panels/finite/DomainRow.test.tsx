// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '../../testing/library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as textScale from '../useTextScale';
import { DomainRow, pointName, type DomainRowProps } from './DomainRow';

// Count the renders: DomainRow calls useTextUnits once per render.
vi.mock('../useTextScale', async (importOriginal) => {
  const mod = await importOriginal<typeof import('../useTextScale')>();
  return { ...mod, useTextUnits: vi.fn(mod.useTextUnits) };
});

afterEach(cleanup);

const figure = (c: HTMLElement) => c.querySelector('svg[role="img"]') as SVGSVGElement;
const aria = (c: HTMLElement) => figure(c).getAttribute('aria-label') ?? '';
/** Within the figure (the legend draws samples of the same marks). */
const marks = (c: HTMLElement, sel: string) => figure(c).querySelectorAll(sel);
const inPoint = (c: HTMLElement, i: number, sel: string) =>
  c.querySelectorAll(`g.point[data-point="${i}"] ${sel}`);

function props(over: Partial<DomainRowProps> = {}): DomainRowProps {
  return {
    n: 5,
    labels: [1, 0, null, null, 1],
    current: 2,
    open: [false, false, true, true, false],
    ...over,
  };
}

describe('DomainRow, discrete', () => {
  it('draws n points with the label seen at each: filled 1, ring 0, grey dot unseen', () => {
    const { container } = render(<DomainRow {...props()} />);
    expect(container.querySelectorAll('g.point')).toHaveLength(5);
    expect(marks(container, '.mark.one')).toHaveLength(2);
    expect(marks(container, '.mark.zero')).toHaveLength(1);
    expect(marks(container, '.mark.unseen')).toHaveLength(2);
    expect(inPoint(container, 0, '.mark.one')).toHaveLength(1);
    expect(inPoint(container, 1, '.mark.zero')).toHaveLength(1);
    expect(inPoint(container, 3, '.mark.unseen')).toHaveLength(1);
    const names = Array.from(container.querySelectorAll('.point-name')).map((t) => t.textContent);
    expect(names).toEqual(['x₀', 'x₁', 'x₂', 'x₃', 'x₄']);
  });

  it('rings the asked point and marks the open points with "?"', () => {
    const { container } = render(<DomainRow {...props()} />);
    const rings = marks(container, '.current-ring');
    expect(rings).toHaveLength(1);
    expect(rings[0]?.closest('g.point')?.getAttribute('data-point')).toBe('2');
    const open = Array.from(container.querySelectorAll('g.point .open')).map((t) =>
      t.closest('g.point')?.getAttribute('data-point'),
    );
    expect(open).toEqual(['2', '3']);
    expect(container.querySelector('g.point .open')?.textContent).toBe('?');
  });

  it('summarises the counts in its aria-label', () => {
    const { container } = render(<DomainRow {...props()} />);
    const a = aria(container);
    expect(a).toContain('Domain of 5 points');
    expect(a).toContain('3 labelled (2 with label 1, 1 with label 0), 2 not seen yet');
    expect(a).toContain('labels: x₀ = 1, x₁ = 0, x₄ = 1');
    expect(a).toContain('2 still split the version space (x₂, x₃)');
    expect(a).toContain('asking x₂ this round');
    const { container: none } = render(
      <DomainRow n={3} labels={[null, null, null]} current={null} />,
    );
    expect(aria(none)).not.toContain('asking');
    expect(aria(none)).not.toContain('split');
    expect(marks(none, '.current-ring')).toHaveLength(0);
  });

  it('names all 16 points, x₀ … x₁₅, wrapping into rows only when the text needs it', () => {
    const labels = Array.from({ length: 16 }, (_, i) => (i % 3 === 0 ? 1 : null));
    const { container } = render(<DomainRow n={16} labels={labels} current={15} />);
    expect(container.querySelectorAll('g.point')).toHaveLength(16);
    expect(marks(container, '.mark.one')).toHaveLength(6);
    expect(container.querySelector('g.point[data-point="15"] .point-name')?.textContent).toBe(
      'x₁₅',
    );
    expect(pointName(15)).toBe('x₁₅');
    // At the default text size (12 units in a 640-wide viewBox) the 16 points fit on one line.
    const ys = new Set(
      Array.from(container.querySelectorAll('.point-name')).map((t) => t.getAttribute('y')),
    );
    expect(ys.size).toBe(1);
  });

  it('wraps 16 points into balanced rows in large text (a phone, a projector)', () => {
    vi.mocked(textScale.useTextUnits).mockReturnValueOnce({ fs: 24, measured: true });
    const labels = Array.from({ length: 16 }, () => null);
    const { container } = render(<DomainRow n={16} labels={labels} current={null} />);
    const ys = Array.from(container.querySelectorAll('.point-name')).map((t) =>
      t.getAttribute('y'),
    );
    const rows = new Map<string | null, number>();
    for (const y of ys) rows.set(y, (rows.get(y) ?? 0) + 1);
    expect(rows.size).toBe(2);
    expect([...rows.values()]).toEqual([8, 8]);
    expect(ys.join()).not.toMatch(/NaN/);
  });

  it('makes the points buttons when onPick is given: click and Enter ask the index', () => {
    const onPick = vi.fn();
    const { container, getByRole, getAllByRole } = render(<DomainRow {...props({ onPick })} />);
    const buttons = container.querySelectorAll('.hs-finite-pick button');
    expect(buttons).toHaveLength(5);
    const b3 = getByRole('button', { name: 'Ask x₃: not seen yet, both labels possible' });
    fireEvent.click(b3);
    expect(onPick).toHaveBeenLastCalledWith(3);
    const b0 = getByRole('button', { name: 'Ask x₀: label 1 seen' });
    b0.focus();
    expect(document.activeElement).toBe(b0);
    fireEvent.keyDown(b0, { key: 'Enter' });
    expect(onPick).toHaveBeenLastCalledWith(0);
    fireEvent.keyDown(b0, { key: 'a' });
    expect(onPick).toHaveBeenCalledTimes(2);
    // The figure's own Save buttons plus one per point.
    expect(getAllByRole('button')).toHaveLength(5 + 2);
  });

  it('has no point buttons without onPick', () => {
    const { container, getAllByRole } = render(<DomainRow {...props()} />);
    expect(container.querySelector('.hs-finite-pick')).toBeNull();
    expect(getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Save the domain as SVG',
      'Save the domain as PNG',
    ]);
  });

  it('re-renders only when its props change (memo)', () => {
    const spy = vi.mocked(textScale.useTextUnits);
    const p = props();
    const { rerender } = render(<DomainRow {...p} />);
    const after = spy.mock.calls.length;
    rerender(<DomainRow {...p} />);
    expect(spy.mock.calls.length).toBe(after);
    rerender(<DomainRow {...p} current={3} />);
    expect(spy.mock.calls.length).toBe(after + 1);
  });
});

describe('DomainRow, continuous (thresholds on [0, 1])', () => {
  const cont = (lo: number, hi: number) => ({
    xs: [0.5, 0.25, 0.375, 0.4375],
    ys: [1, 0, 0, 1] as (0 | 1)[],
    lo,
    hi,
  });

  it('draws the axis, the asked points with their labels and the interval, without an inset when wide', () => {
    const { container } = render(
      <DomainRow n={0} labels={[]} current={null} continuous={cont(0.375, 0.4375)} />,
    );
    expect(container.querySelectorAll('g.point')).toHaveLength(0);
    expect(container.querySelectorAll('.main-axis .mark.one')).toHaveLength(2);
    expect(container.querySelectorAll('.main-axis .mark.zero')).toHaveLength(2);
    expect(container.querySelectorAll('.main-axis .interval')).toHaveLength(1);
    expect(container.querySelector('.hs-finite-inset')).toBeNull();
    const a = aria(container);
    expect(a).toContain('4 points asked (2 with label 1, 2 with label 0)');
    expect(a).toContain('(0.375, 0.438]'); // three decimals tell apart a 0.06-wide interval's ends
    expect(a).not.toContain('inset');
  });

  it('adds a zoomed inset of the interval when hi − lo < 0.02', () => {
    const c = {
      xs: [0.5, 0.25, 0.375, 0.4375, 0.40625, 0.421875, 0.4140625],
      ys: [1, 0, 0, 1, 0, 1, 1] as (0 | 1)[],
      lo: 0.40625,
      hi: 0.4140625,
    };
    const { container } = render(
      <DomainRow n={0} labels={[]} current={0.41015625} continuous={c} />,
    );
    const inset = container.querySelector('.hs-finite-inset');
    expect(inset).not.toBeNull();
    // In the inset: the interval, and the asked points within 1.5 widths of its middle.
    expect(inset?.querySelectorAll('.interval')).toHaveLength(1);
    const shown = Array.from(inset?.querySelectorAll('.mark') ?? []).map((m) =>
      Number(m.getAttribute('data-x')),
    );
    expect(shown.sort((x, y) => x - y)).toEqual([0.40625, 0.4140625, 0.421875]);
    expect(inset?.querySelectorAll('.current-ring')).toHaveLength(1);
    expect(inset?.querySelector('.inset-label.lo')?.textContent).toBe('0.4063');
    expect(inset?.querySelector('.inset-label.hi')?.textContent).toBe('0.4141');
    // The interval fills the middle third of the inset's axis.
    const band = inset?.querySelector('.interval');
    const axis = inset?.querySelector('line.axis-line');
    const axisW = Number(axis?.getAttribute('x2')) - Number(axis?.getAttribute('x1'));
    expect(Number(band?.getAttribute('width'))).toBeCloseTo(axisW / 3, 6);
    expect(inset?.textContent).toContain('zoom ×43');
    expect(aria(container)).toContain('zoomed inset ×43');
    // Just above the threshold: no inset.
    const { container: wide } = render(
      <DomainRow n={0} labels={[]} current={null} continuous={{ ...c, lo: 0.4, hi: 0.4201 }} />,
    );
    expect(wide.querySelector('.hs-finite-inset')).toBeNull();
  });

  it('keeps the inset legible for a vanishing interval (many halvings)', () => {
    const lo = 0.3;
    const hi = 0.3 + 2 ** -40;
    const { container } = render(
      <DomainRow n={0} labels={[]} current={null} continuous={{ xs: [], ys: [], lo, hi }} />,
    );
    const inset = container.querySelector('.hs-finite-inset');
    const loText = inset?.querySelector('.inset-label.lo')?.textContent ?? '';
    const hiText = inset?.querySelector('.inset-label.hi')?.textContent ?? '';
    expect(loText).not.toBe(hiText);
    expect(container.innerHTML).not.toMatch(/NaN|Infinity/);
  });

  it('asks a typed x with onPick, and ignores values outside [0, 1]', () => {
    const onPick = vi.fn();
    const { getByRole } = render(
      <DomainRow
        n={0}
        labels={[]}
        current={null}
        continuous={cont(0.375, 0.4375)}
        onPick={onPick}
      />,
    );
    const input = getByRole('spinbutton', { name: /Ask x/ });
    fireEvent.change(input, { target: { value: '2' } });
    fireEvent.click(getByRole('button', { name: 'Ask' }));
    expect(onPick).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '0.4' } });
    fireEvent.click(getByRole('button', { name: 'Ask' }));
    expect(onPick).toHaveBeenCalledWith(0.4);
  });
});

describe('DomainRow accessibility', () => {
  it('is axe-clean (structure rules; contrast is checked in the browser by e2e)', async () => {
    const { default: axe } = await import('axe-core');
    const { container } = render(
      <main>
        <DomainRow {...props({ onPick: () => {} })} />
        <DomainRow
          n={0}
          labels={[]}
          current={0.41}
          continuous={{ xs: [0.4, 0.42], ys: [0, 1], lo: 0.4, hi: 0.42 - 0.005 }}
          onPick={() => {}}
        />
      </main>,
    );
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

describe('DomainRow, its legend', () => {
  const items = (c: HTMLElement) =>
    Array.from(c.querySelectorAll('.hs-legend li')).map((li) => ({
      text: li.textContent,
      reserved: li.classList.contains('reserved'),
      hidden: li.getAttribute('aria-hidden') === 'true',
    }));

  it('keeps the place of "both labels still possible" before any point is open', () => {
    // Before the version space has come no point is open; once it has, some are. The legend
    // must take as many lines either way, or everything below it moves as the page loads.
    const before = render(<DomainRow {...props({ open: [false, false, false, false, false] })} />);
    const closed = items(before.container);
    cleanup();
    const after = render(<DomainRow {...props()} />);
    const opened = items(after.container);
    expect(closed.map((i) => i.text)).toEqual(opened.map((i) => i.text));
    const entry = (list: typeof closed) =>
      list.find((i) => i.text === '?both labels still possible');
    expect(entry(closed)).toEqual({
      text: '?both labels still possible',
      reserved: true,
      hidden: true,
    });
    expect(entry(opened)).toEqual({
      text: '?both labels still possible',
      reserved: false,
      hidden: false,
    });
  });
});
