import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drawClassPoints, pointsFrame } from './class-points-draw';

/** A canvas context and Path2D that record what is drawn (neither exists in Node). */
class FakePath {
  rings = 0;
  constructor(readonly d = '') {}
  moveTo(): void {}
  arc(): void {
    this.rings++;
  }
}

function recorder() {
  const marks: Array<{
    op: 'fill' | 'stroke';
    style: string;
    x: number;
    y: number;
    d: string;
    rings: number;
  }> = [];
  let at = [0, 0];
  const mark = (op: 'fill' | 'stroke', p: FakePath) =>
    marks.push({
      op,
      style: op === 'fill' ? ctx.fillStyle : ctx.strokeStyle,
      x: at[0] as number,
      y: at[1] as number,
      d: p.d,
      rings: p.rings,
    });
  const ctx = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    setTransform: (_a: number, _b: number, _c: number, _d: number, e: number, f: number) => {
      at = [e, f];
    },
    clearRect: () => undefined,
    fill: (p: FakePath) => mark('fill', p),
    stroke: (p: FakePath) => mark('stroke', p),
  };
  return { ctx, marks };
}

const saved = globalThis.Path2D;
beforeEach(() => {
  (globalThis as { Path2D?: unknown }).Path2D = FakePath;
});
afterEach(() => {
  (globalThis as { Path2D?: unknown }).Path2D = saved;
});

const look = { px: 800, E: 2, colors: ['c0', 'c1', 'c2', 'c3', 'c4', 'c5'], ring: 'fg' };

describe('pointsFrame', () => {
  it('keeps the latest `most` of the first `count` rounds, mistakes as 0 or 1', () => {
    const points = {
      x1: [0, 1, 2, 3, 4, 5],
      x2: [10, 11, 12, 13, 14, 15],
      y: [0, 1, 2, 0, 1, 2],
      mistake: [0, 1, 0, 1, 1, 0],
    };
    const f = pointsFrame(points, 5, 3, look);
    expect(Array.from(f.x1)).toEqual([2, 3, 4]);
    expect(Array.from(f.x2)).toEqual([12, 13, 14]);
    expect(Array.from(f.y)).toEqual([2, 0, 1]);
    expect(Array.from(f.mistake)).toEqual([0, 1, 1]);
    expect(pointsFrame(points, 2, 3, look).x1.length).toBe(2);
  });
});

describe('drawClassPoints', () => {
  it('puts each point at its place on the canvas, in its class’s colour and mark, a ring per mistake', () => {
    const { ctx, marks } = recorder();
    const f = pointsFrame(
      {
        x1: [0, 2, -2, 1, NaN],
        x2: [0, 2, -2, -1, 0],
        y: [0, 4, 1, 0, 0],
        mistake: [1, 0, 1, 0, 1],
      },
      5,
      5000,
      look,
    );
    drawClassPoints(ctx as unknown as CanvasRenderingContext2D, f);
    // The plane [−E, E]² on 800 device pixels, y up: x ↦ (x + 2)/4 · 800, y ↦ (2 − y)/4 · 800.
    const at = (x: number, y: number) => [((x + 2) / 4) * 800, ((2 - y) / 4) * 800];
    const points = marks.filter((m) => m.style !== 'fg');
    expect(points.map((m) => [m.style, m.op, m.x, m.y])).toEqual([
      ['c0', 'fill', ...at(0, 0)],
      ['c0', 'fill', ...at(1, -1)],
      ['c1', 'fill', ...at(-2, -2)],
      // Class 4's mark is the cross: stroked, it has no inside.
      ['c4', 'stroke', ...at(2, 2)],
    ]);
    // The point with a NaN coordinate is not drawn, nor ringed: two rings, in one path, last.
    expect(marks[marks.length - 1]).toMatchObject({ op: 'stroke', style: 'fg', rings: 2 });
  });
});
