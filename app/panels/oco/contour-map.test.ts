import { describe, expect, it } from 'vitest';
import {
  BANDS,
  computeContourMap,
  contourThresholds,
  finiteRange,
  padGrid,
  rampPercent,
  RAMP_MAX_PCT,
  ringsToLines,
  CONTOUR_VIEWBOX,
} from '../../../src/geometry/contour-map';
import { VB } from '../plane-geometry';
import { pathVertices, sampleSurface } from './oco-fixtures';

describe('the contour map’s viewBox', () => {
  it('is the plane’s', () => {
    expect(CONTOUR_VIEWBOX).toBe(VB);
  });
});

describe('contour thresholds', () => {
  it('are BANDS − 1 levels, equally spaced in √(value − min), strictly inside the range', () => {
    const t = contourThresholds(2, 102);
    expect(t).toHaveLength(BANDS - 1);
    const roots = t.map((v) => Math.sqrt(v - 2));
    for (let k = 0; k < roots.length; k++) expect(roots[k]).toBeCloseTo((k + 1) * (10 / BANDS), 9);
    expect(Math.min(...t)).toBeGreaterThan(2);
    expect(Math.max(...t)).toBeLessThan(102);
  });

  it('stay finite and distinct for ranges near the limits of doubles, and are empty when flat', () => {
    for (const [lo, hi] of [
      [-1e300, 1e300],
      [-1.7e308, 1.7e308],
      [1e300, 1e300 * (1 + 1e-15)],
    ] as const) {
      const t = contourThresholds(lo, hi);
      for (const v of t) expect(Number.isFinite(v)).toBe(true);
      expect(new Set(t).size).toBe(t.length);
    }
    expect(contourThresholds(3, 3)).toEqual([]);
    expect(contourThresholds(NaN, 1)).toEqual([]);
  });

  it('give a ramp from --bg (below the first level) to RAMP_MAX_PCT of --fg', () => {
    expect(rampPercent(1, 9)).toBeGreaterThan(0);
    expect(rampPercent(9, 9)).toBe(RAMP_MAX_PCT);
    expect(rampPercent(5, 9)).toBeLessThan(rampPercent(6, 9));
  });
});

describe('finiteRange', () => {
  it('ignores NaN and ±Infinity', () => {
    expect(finiteRange([NaN, 3, Infinity, -1, -Infinity, 2], 6)).toEqual([-1, 3]);
    expect(finiteRange([NaN, Infinity], 2)).toBeNull();
  });
});

describe('padGrid', () => {
  it('extends a linear surface exactly, corners included', () => {
    const n = 4;
    const f = (i: number, j: number) => 3 * i - 2 * j + 1;
    const values = Float64Array.from({ length: n * n }, (_, k) => f(k % n, Math.floor(k / n)));
    const p = padGrid(values, n);
    const m = n + 2;
    for (let j = 0; j < m; j++)
      for (let i = 0; i < m; i++) expect(p[j * m + i]).toBeCloseTo(f(i - 1, j - 1), 9);
  });
});

describe('computeContourMap', () => {
  it('draws the levels of a linear surface as straight lines across the whole plane', () => {
    // f(x, y) = x on [−1, 1]²: every level is a vertical line from the top edge to the bottom.
    const map = computeContourMap(sampleSurface(1, 24, (x) => x));
    expect(map).not.toBeNull();
    expect(map?.levels.length).toBe(BANDS - 1);
    for (const level of map?.levels ?? []) {
      const pts = pathVertices(level.line);
      // x = level in data units ↔ (level + 1)/2·400 in the viewBox: computed here. (Off the
      // plane, in the padding, the line may bend: that part is clipped.)
      const expected = ((level.value + 1) / 2) * 400;
      for (const [x, y] of pts)
        if (y >= 0 && y <= 400) expect(Math.abs(x - expected)).toBeLessThan(0.2);
      const ys = pts.map((p) => p[1]);
      // It reaches both edges (the padding lets the levels run off the plane).
      expect(Math.min(...ys)).toBeLessThanOrEqual(0);
      expect(Math.max(...ys)).toBeGreaterThanOrEqual(400);
    }
  });

  it('draws the same picture for a surface and for 10⁴ times it plus a constant', () => {
    const bowl = (x: number, y: number) => (x - 0.3) ** 2 + (y + 0.2) ** 2;
    const a = computeContourMap(sampleSurface(1, 32, bowl));
    const b = computeContourMap(sampleSurface(1, 32, (x, y) => 1e4 * bowl(x, y) + 7));
    const va = (a?.levels ?? []).flatMap((l) => pathVertices(l.fill));
    const vb = (b?.levels ?? []).flatMap((l) => pathVertices(l.fill));
    expect(va.length).toBeGreaterThan(100);
    expect(vb).toHaveLength(va.length);
    // Equal up to the rounding of the last written digit.
    const worst = Math.max(...va.map((p, i) => Math.hypot(p[0] - vb[i]![0], p[1] - vb[i]![1])));
    expect(worst).toBeLessThan(0.15);
  });

  it('has no level for a constant surface and no map without finite samples', () => {
    const flat = computeContourMap(sampleSurface(1, 8, () => 5));
    expect(flat).toEqual({ min: 5, max: 5, levels: [] });
    expect(computeContourMap({ values: new Float64Array(64).fill(NaN), n: 8 })).toBeNull();
    expect(computeContourMap(null)).toBeNull();
    // n that does not match the values, or is not an integer ≥ 2: no map rather than garbage.
    expect(computeContourMap({ values: new Float64Array(10), n: 4 })).toBeNull();
    expect(computeContourMap({ values: new Float64Array(16), n: 4.5 })).toBeNull();
    expect(computeContourMap({ values: new Float64Array(1), n: 1 })).toBeNull();
  });

  it('writes only finite numbers for values at ±1e300 and with holes of NaN', () => {
    const s = sampleSurface(1, 16, (x, y) => (x > 0.5 && y > 0.5 ? NaN : x * 1e300 - y * 1e300));
    const map = computeContourMap(s);
    expect(map?.levels.length).toBeGreaterThan(0);
    for (const l of map?.levels ?? []) {
      expect(l.fill).not.toMatch(/NaN|Infinity/);
      expect(l.line).not.toMatch(/NaN|Infinity/);
    }
  });
});

describe('ringsToLines', () => {
  it('drops the edges on the padded border, which only close the regions', () => {
    // A ring around the whole padded 2×2 grid (n = 2 → [0, 4]²) with one inner notch.
    const ring = [
      [0, 0],
      [4, 0],
      [4, 4],
      [2, 4],
      [2, 2],
      [1, 4],
      [0, 4],
      [0, 0],
    ];
    const d = ringsToLines([[ring]], 2);
    // Only the notch remains: (2, 4) → (2, 2) → (1, 4), in viewBox units ((c − 1)·400/2).
    expect(pathVertices(d)).toEqual([
      [200, 600],
      [200, 200],
      [0, 600],
    ]);
  });
});
