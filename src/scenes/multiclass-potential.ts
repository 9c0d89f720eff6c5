import { BLOCK, argmaxLabel } from '../learners/multiclass-perceptron';
import type { ClassData } from './multiclass-best';

/** The proof's lines at one mistake round s, with its numbers. */
export interface PotentialStep {
  s: number;
  y: number;
  yhat: number;
  /** w_{s−1}·ψ_s (≤ 0 on a mistake) and the comparator's w·ψ_s. */
  wPsi: number;
  starPsi: number;
  PhiPrev: number;
  /** 2η(ηw_{s−1} − w)·ψ_s and η²‖ψ_s‖². */
  cross: number;
  psiSq: number;
  PhiNow: number;
  /** 2η·max(0, γ − w·ψ_s). */
  stepHinge: number;
  /** Φ_{s−1} + 2η max(0, γ − w·ψ_s) − 2ηγ + η²M². */
  line3: number;
  /** Φ_{s−1} + 2η max(0, γ − w·ψ_s) − γ²/M². */
  rhs: number;
}

export interface PotentialReport {
  t: number;
  gamma: number;
  eta: number;
  M2: number;
  /** ‖w‖² = Φ₀ (the learner starts at 0). */
  Phi0: number;
  PhiT: number;
  /** γ²/M²: what each mistake takes off at least, beyond the hinge term. */
  drop: number;
  mistakes: number;
  /** Σ over mistake rounds of 2η·max(0, γ − w·ψ_s). */
  hingeUsed: number;
  /** Φ₀ + hingeUsed − drop·mistakes: Φ_t stays below it. */
  cap: number;
  /** (s, Φ_s) and the cap's running value, at most `buckets` + 1 rounds (round 0 first). */
  rounds: number[];
  phi: number[];
  caps: number[];
  last: PotentialStep | null;
}

/**
 * Replays Algorithm 2 on the first t rounds and follows the proof's potential Φ_s = ‖ηw_s − w‖²
 * with η = γ/M² for a comparator (γ, w): Φ moves only on mistakes, each time by
 * 2η(ηw_{s−1} − w)·ψ_s + η²‖ψ_s‖² ≤ 2η max(0, γ − w·ψ_s) − γ²/M². The learner is
 * deterministic, so its weights follow from the data alone.
 */
export function potentialReport(
  data: ClassData,
  M2: number,
  comparator: ArrayLike<number>,
  gamma: number,
  buckets = 400,
): PotentialReport {
  const k = data.k;
  const d = BLOCK * k;
  const t = data.n;
  const eta = M2 > 0 ? gamma / M2 : 0;
  const drop = M2 > 0 ? (gamma * gamma) / M2 : 0;
  const w = new Float64Array(d);
  // v = ηw − comparator, kept as the learner moves.
  const v = new Float64Array(d);
  let Phi0 = 0;
  for (let i = 0; i < d; i++) {
    v[i] = -(comparator[i] as number);
    Phi0 += (v[i] as number) ** 2;
  }
  let Phi = Phi0;
  let cap = Phi0;
  let mistakes = 0;
  let hingeUsed = 0;
  let last: PotentialStep | null = null;
  const every = Math.max(1, Math.ceil(t / Math.max(1, buckets)));
  const rounds = [0];
  const phi = [Phi0];
  const caps = [Phi0];
  for (let s = 1; s <= t; s++) {
    const x1 = data.x1[s - 1] as number;
    const x2 = data.x2[s - 1] as number;
    const y = data.y[s - 1] as number;
    const yhat = argmaxLabel(w, k, x1, x2);
    if (yhat !== y) {
      const a = BLOCK * y;
      const b = BLOCK * yhat;
      const xt = [x1, x2, 1];
      let wPsi = 0;
      let starPsi = 0;
      let vPsi = 0;
      for (let i = 0; i < BLOCK; i++) {
        const xi = xt[i] as number;
        wPsi += ((w[a + i] as number) - (w[b + i] as number)) * xi;
        starPsi += ((comparator[a + i] as number) - (comparator[b + i] as number)) * xi;
        vPsi += ((v[a + i] as number) - (v[b + i] as number)) * xi;
      }
      const psiSq = eta * eta * 2 * (x1 * x1 + x2 * x2 + 1);
      const cross = 2 * eta * vPsi;
      const stepHinge = 2 * eta * Math.max(0, gamma - starPsi);
      for (let i = 0; i < BLOCK; i++) {
        const xi = xt[i] as number;
        w[a + i] = (w[a + i] as number) + xi;
        w[b + i] = (w[b + i] as number) - xi;
        v[a + i] = (v[a + i] as number) + eta * xi;
        v[b + i] = (v[b + i] as number) - eta * xi;
      }
      let now = 0;
      for (let i = 0; i < d; i++) now += (v[i] as number) ** 2;
      last = {
        s,
        y,
        yhat,
        wPsi,
        starPsi,
        PhiPrev: Phi,
        cross,
        psiSq,
        PhiNow: now,
        stepHinge,
        line3: Phi + stepHinge - 2 * eta * gamma + eta * eta * M2,
        rhs: Phi + stepHinge - drop,
      };
      Phi = now;
      mistakes++;
      hingeUsed += stepHinge;
      cap += stepHinge - drop;
    }
    if (s % every === 0 || s === t) {
      rounds.push(s);
      phi.push(Phi);
      caps.push(cap);
    }
  }
  return {
    t,
    gamma,
    eta,
    M2,
    Phi0,
    PhiT: Phi,
    drop,
    mistakes,
    hingeUsed,
    cap,
    rounds,
    phi,
    caps,
    last,
  };
}
