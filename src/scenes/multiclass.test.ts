import { describe, expect, it } from 'vitest';
import { Trace } from '../engine/trace';
import { marginOf } from '../learners/multiclass-perceptron';
import { gammaCap, makeTarget } from '../streams/multiclass/target';
import { bestComparator, evaluateAt, type ClassData } from './multiclass-best';
import { MulticlassScene, type MulticlassConfig } from './multiclass';
import { potentialReport } from './multiclass-potential';
import { Rng } from '../engine/rng';

const empty = { x1: new Float64Array(0), x2: new Float64Array(0), label: new Uint8Array(0) };

function config(over: Partial<MulticlassConfig> = {}): MulticlassConfig {
  return {
    lesson: 'multiclass',
    stream: 'iid',
    seed: 7,
    T: 300,
    k: 3,
    gamma: 0.02,
    R: 1,
    noise: 0.1,
    points: empty,
    names: null,
    ...over,
  };
}

function play(c: MulticlassConfig, batches = [100, 200]): { scene: MulticlassScene; trace: Trace } {
  const scene = new MulticlassScene(c);
  const trace = new Trace(scene.meta.columns, c.T);
  for (const n of batches) trace.append(scene.advance(n));
  return { scene, trace };
}

/** F(w) written out from the theorem's definition (an independent second implementation). */
function bruteF(data: ClassData, w: ArrayLike<number>, M2: number): number {
  let hinge = 0;
  for (let t = 0; t < data.n; t++) {
    const y = data.y[t]!;
    const s = (l: number) => w[3 * l]! * data.x1[t]! + w[3 * l + 1]! * data.x2[t]! + w[3 * l + 2]!;
    let m = Infinity;
    for (let l = 0; l < data.k; l++) if (l !== y) m = Math.min(m, s(y) - s(l));
    hinge += Math.max(0, 1 - m);
  }
  let n2 = 0;
  for (let i = 0; i < w.length; i++) n2 += w[i]! ** 2;
  return 2 * hinge + n2 * M2;
}

/** An independent minimiser of F: projected-free subgradient descent with averaging, long. */
function subgradientF(data: ClassData, M2: number, iterations = 4000): number {
  const d = 3 * data.k;
  const w = new Float64Array(d);
  const avg = new Float64Array(d);
  let best = bruteF(data, w, M2);
  for (let it = 1; it <= iterations; it++) {
    const g = new Float64Array(d);
    for (let t = 0; t < data.n; t++) {
      const y = data.y[t]!;
      const xt = [data.x1[t]!, data.x2[t]!, 1];
      const s = (l: number) => w[3 * l]! * xt[0]! + w[3 * l + 1]! * xt[1]! + w[3 * l + 2]!;
      let m = Infinity;
      let arg = -1;
      for (let l = 0; l < data.k; l++)
        if (l !== y && s(y) - s(l) < m) {
          m = s(y) - s(l);
          arg = l;
        }
      if (m < 1)
        for (let i = 0; i < 3; i++) {
          g[3 * y + i]! -= 2 * xt[i]!;
          g[3 * arg + i]! += 2 * xt[i]!;
        }
    }
    for (let i = 0; i < d; i++) g[i]! += 2 * M2 * w[i]!;
    const step = 1 / (M2 * (it + 1));
    for (let i = 0; i < d; i++) w[i]! -= step * g[i]!;
    for (let i = 0; i < d; i++) avg[i] = avg[i]! + (2 * (w[i]! - avg[i]!)) / (it + 2);
    best = Math.min(best, bruteF(data, w, M2), bruteF(data, avg, M2));
  }
  return best;
}

describe('MulticlassScene', () => {
  it('is deterministic, whatever the batch sizes', () => {
    const a = play(config({ stream: 'noisy' }), [300]).trace;
    const b = play(config({ stream: 'noisy' }), [1, 99, 37, 163]).trace;
    for (const name of ['x1', 'x2', 'y', 'yhat', 'M', 'hinge', 'w0', 'w8'])
      expect(Array.from(b.column(name)!)).toEqual(Array.from(a.column(name)!));
  });

  it('iid points keep the margin γ and the radius R, labelled by w*', () => {
    for (const k of [2, 3, 6]) {
      const c = config({ k, gamma: gammaCap(k, 1) * 0.9, T: 200 });
      const { scene, trace } = play(c, [200]);
      const w = scene.meta.wstar!;
      for (let t = 1; t <= 200; t++) {
        const x1 = trace.at('x1', t);
        const x2 = trace.at('x2', t);
        const y = trace.at('y', t);
        expect(Math.hypot(x1, x2)).toBeLessThanOrEqual(1 + 1e-6);
        // The trace keeps single-precision coordinates: allow for their rounding.
        expect(marginOf(w, k, x1, x2, y)).toBeGreaterThanOrEqual(c.gamma - 1e-6);
      }
      expect(trace.at('margin', 200)).toBeGreaterThanOrEqual(c.gamma);
      expect(trace.at('hinge', 200)).toBe(0);
    }
  });

  it('noisy labels leave the margin below γ and a positive hinge sum', () => {
    const { trace } = play(config({ stream: 'noisy', noise: 0.2 }), [300]);
    expect(trace.at('margin', 300)).toBeLessThan(0);
    expect(trace.at('hinge', 300)).toBeGreaterThan(0);
  });

  it('the mistake count and weights match a replay of Algorithm 2 from the data', () => {
    const { scene, trace } = play(config({ stream: 'adversary' }), [300]);
    const a = scene.analysis(300);
    expect(a.potential.mistakes).toBe(trace.at('M', 300));
    const state = scene.stateAt(150);
    for (let i = 0; i < 9; i++) expect(state.weights[i]).toBeCloseTo(trace.at(`w${i}`, 150), 5);
    expect(state.mistakes).toBe(trace.at('M', 150));
    // Seeking back does not disturb the run.
    expect(scene.t).toBe(300);
  });

  it('the best (γ, w) found beats w*/γ, and is evaluated exactly', () => {
    for (const stream of ['iid', 'noisy', 'adversary'] as const) {
      const { scene, trace } = play(config({ stream, T: 250 }), [250]);
      const { best } = scene.analysis(250);
      const data: ClassData = {
        x1: Float64Array.from(trace.column('x1')!),
        x2: Float64Array.from(trace.column('x2')!),
        y: Uint8Array.from(trace.column('y')!),
        n: 250,
        k: 3,
      };
      // Single-precision trace coordinates: compare with a tolerance.
      expect(bruteF(data, best.w, best.M2)).toBeCloseTo(best.value, 3);
      const g = 0.02;
      const atTarget = bruteF(
        data,
        scene.meta.wstar!.map((v) => v / g),
        best.M2,
      );
      expect(best.value).toBeLessThanOrEqual(atTarget * (1 + 1e-6));
      expect(best.value).toBeLessThanOrEqual(2 * 250);
      expect(best.value).toBeGreaterThanOrEqual(trace.at('M', 250));
    }
  });

  it('its solver is at least as good as a long subgradient run', () => {
    const rng = new Rng(11, 0);
    for (let i = 0; i < 4; i++) {
      const k = 2 + rng.int(4);
      const n = 40 + rng.int(60);
      const data: ClassData = {
        x1: Float64Array.from({ length: n }, () => rng.uniform(-1, 1)),
        x2: Float64Array.from({ length: n }, () => rng.uniform(-1, 1)),
        y: Uint8Array.from({ length: n }, () => rng.int(k)),
        n,
        k,
      };
      const M2 = 4;
      const found = bestComparator(data, M2);
      expect(found.value).toBeCloseTo(bruteF(data, found.w, M2), 9);
      expect(found.value).toBeLessThanOrEqual(subgradientF(data, M2, 1500) * (1 + 1e-3));
      const e = evaluateAt(found.w, data, M2);
      expect(e.value).toBe(found.value);
    }
  });

  it('the potential follows the proof: Φ ≥ 0, below its cap, and the last step’s lines', () => {
    for (const stream of ['iid', 'noisy', 'adversary'] as const) {
      const { scene } = play(config({ stream, k: 4 }), [300]);
      const p = scene.analysis(300).potential;
      expect(p.PhiT).toBeGreaterThanOrEqual(0);
      p.phi.forEach((phi, i) => expect(phi).toBeLessThanOrEqual(p.caps[i]! + 1e-9));
      const s = p.last!;
      expect(s.wPsi).toBeLessThanOrEqual(0);
      expect(s.PhiNow).toBeCloseTo(s.PhiPrev + s.cross + s.psiSq, 9);
      expect(s.PhiNow).toBeLessThanOrEqual(s.line3 + 1e-9);
      expect(s.line3).toBeLessThanOrEqual(s.rhs + 1e-9);
      if (stream !== 'noisy') expect(s.stepHinge).toBe(0);
    }
  });

  it('Φ drops by at least γ²/M² a mistake on separable data (independent replay)', () => {
    const k = 3;
    const target = makeTarget(4, k, 1);
    const rng = new Rng(2, 0);
    const x1: number[] = [];
    const x2: number[] = [];
    const y: number[] = [];
    while (x1.length < 200) {
      const a = rng.uniform(-1, 1);
      const b = rng.uniform(-1, 1);
      const scores = [0, 1, 2].map(
        (l) => target.w[3 * l]! * a + target.w[3 * l + 1]! * b + target.w[3 * l + 2]!,
      );
      const lab = scores.indexOf(Math.max(...scores));
      if (marginOf(target.w, k, a, b, lab) < 0.05) continue;
      x1.push(a);
      x2.push(b);
      y.push(lab);
    }
    const data = {
      x1: Float64Array.from(x1),
      x2: Float64Array.from(x2),
      y: Uint8Array.from(y),
      n: 200,
      k,
    };
    const M2 = 2 * Math.max(...x1.map((a, i) => 1 + a * a + x2[i]! ** 2));
    const p = potentialReport(data, M2, target.w, 0.05, 1000);
    expect(p.PhiT).toBeLessThanOrEqual(1 - p.mistakes * ((0.05 * 0.05) / M2) + 1e-9);
  });

  it('user points wait for the next click; a file starts over', () => {
    const points = {
      x1: Float64Array.of(0.1, -0.2),
      x2: Float64Array.of(0.3, 0.4),
      label: Uint8Array.of(0, 2),
    };
    const user = new MulticlassScene(config({ stream: 'user', points, T: 10 }));
    const b = user.advance(10);
    expect(b.count).toBe(2);
    expect(b.waiting).toBe(true);
    expect(user.meta.wstar).toBeNull();
    const csv = new MulticlassScene(
      config({ stream: 'csv', points, T: 5, names: ['a', 'b', 'c'] }),
    );
    const c = csv.advance(5);
    expect(c.count).toBe(5);
    expect(Array.from(c.columns['y']!)).toEqual([0, 2, 0, 2, 0]);
    expect(csv.meta.names).toEqual(['a', 'b', 'c']);
    // Without a w*, the potential is the best w's at γ = 1.
    expect(csv.analysis(5).potential.comparator).toBe('best');
  });

  it('with no rounds, the analysis is empty but finite', () => {
    const s = new MulticlassScene(config({ stream: 'user' }));
    const a = s.analysis(0);
    expect(a.best.value).toBe(0);
    expect(a.potential.mistakes).toBe(0);
    expect(a.potential.last).toBeNull();
  });
});
