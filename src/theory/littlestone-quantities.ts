import type { Quantities } from './types';

/** What the `littlestone` theorems are computed from, at round t, for one learner. */
export interface LittlestoneNumbers {
  t: number;
  T: number;
  /** |H|; Infinity for thresholds on the continuous [0, 1] (the `bisect` stream). */
  H: number;
  /** Ldim(H) (Infinity on bisect); Ldim(V_t) now; Ldim(V_{t−1}) one round before. */
  ldimH: number;
  ldimNow: number;
  ldimBefore: number;
  /** |V_t|: the hypotheses consistent with every label since the run began (Infinity on bisect). */
  V: number;
  /** VCdim(H); −1 when unknown (1 on bisect). */
  vcH: number;
  /** Mistakes for deterministic learners; the expected loss Σ|p_s − y_s| for wm and soa-experts. */
  loss: number;
  /** min over h in H of Σ|h(x_s) − y_s|. */
  Lstar: number;
  /** 1 when some h in H fits every label so far; the round realizability broke (0 if never). */
  realizable: number;
  brokeAt: number;
  deterministic: number;
  /** 1 when the `tree` (Proposition 9) or `bisect` (Corollary 10) adversary plays against this learner. */
  treeTarget: number;
  bisectTarget: number;
  /**
   * 1 when the stream is that adversary, whoever it plays against: it tells "another learner is
   * the target" from "no adversary here" in a failing hypothesis. Defaults to the target flag.
   */
  treeStream?: number;
  bisectStream?: number;
  /** SOA only (others pass 0): its mistakes, and how many lowered Ldim(V) (Claim 12). */
  soaMistakes: number;
  claimDrops: number;
  /** The learner's rate (wm: √(2 ln|H|/T), soa-experts: √(2 ln N/T)); 0 for others. */
  eta: number;
}

export const littlestoneQuantityNames = [
  't',
  'T',
  'H',
  'ldimH',
  'ldimNow',
  'ldimBefore',
  'V',
  'vcH',
  'loss',
  'Lstar',
  'realizable',
  'brokeAt',
  'deterministic',
  'treeTarget',
  'bisectTarget',
  'treeStream',
  'bisectStream',
  'soaMistakes',
  'claimDrops',
  'eta',
  'log2H',
  'lnH',
  'regret',
  'consistentUpperV',
  'consistentBound',
  'halvingUpperV',
  'halvingBound',
  'soaUpperLdim',
  'soaBound',
  'forced',
  'treeLeft',
  'interval',
  'wmBound',
  'wmAtT',
  'wmTuned',
  'wmEta',
  'lnN',
  'lnNSauer',
  'lnNLoose',
  'expertsBound',
  'expertsAtT',
  'expertsTuned',
  'expertsEta',
  'thm18',
] as const;

// Guards for the degenerate corners (an infinite class, t = 0, η = 0): there a hypothesis fails,
// and the numbers only need to stay numbers, never NaN.

/** A product with 0·∞ = 0: a vanishing factor (no rounds yet, Ldim 0) kills the term. */
const mul = (...xs: number[]): number => (xs.includes(0) ? 0 : xs.reduce((p, x) => p * x, 1));
/** A quotient with 0/b = 0 and ∞/∞ = ∞. */
const div = (a: number, b: number): number =>
  a === 0 ? 0 : !Number.isFinite(a) && !Number.isFinite(b) ? Infinity : a / b;
/** A difference with ∞ − ∞ = 0. */
const sub = (a: number, b: number): number => (a === b ? 0 : a - b);
const sqrt = (x: number): number => Math.sqrt(Math.max(0, x));

const LN_FACTORIAL_TABLE = 1024;
let lnFactorials: Float64Array | undefined;

/** ln n!, exact summation below 1024, Stirling’s series (error below 10⁻¹⁶ there) above. */
function lnFactorial(n: number): number {
  if (n < LN_FACTORIAL_TABLE) {
    if (!lnFactorials) {
      lnFactorials = new Float64Array(LN_FACTORIAL_TABLE);
      for (let k = 2; k < LN_FACTORIAL_TABLE; k++)
        lnFactorials[k] = (lnFactorials[k - 1] as number) + Math.log(k);
    }
    return lnFactorials[n] as number;
  }
  const inv = 1 / n;
  const inv2 = inv * inv;
  return (
    n * Math.log(n) -
    n +
    0.5 * Math.log(2 * Math.PI * n) +
    inv * (1 / 12 - inv2 * (1 / 360 - inv2 / 1260))
  );
}

const lnChoose = (n: number, k: number): number =>
  lnFactorial(n) - lnFactorial(k) - lnFactorial(n - k);

/** Terms below e^−40 of the largest change a sum by less than its rounding. */
const NEGLIGIBLE = -40;

/**
 * ln Σ_{L=0}^{k} C(T, L), the log of the number of SOA experts of Theorem 18 (T, k ≥ 0 integers).
 * Summed in the log domain from the largest term down, since N itself overflows past T ≈ 1000.
 */
export function lnBinomialSum(T: number, k: number): number {
  if (k >= T) return T * Math.LN2;
  if (2 * k > T) {
    // The sum is most of 2^T: subtract the short tail Σ_{L > k} = Σ_{L < T−k} instead.
    const tail = lnBinomialSum(T, T - k - 1) - T * Math.LN2;
    return T * Math.LN2 + Math.log1p(-Math.exp(tail));
  }
  // For L ≤ T/2 the terms shrink going down, by C(T, L−1)/C(T, L) = L/(T − L + 1).
  const top = lnChoose(T, k);
  let term = 0;
  let sum = 1;
  for (let L = k; L > 0 && term > NEGLIGIBLE; L--) {
    term += Math.log(L / (T - L + 1));
    sum += Math.exp(term);
  }
  return top + Math.log(sum);
}

export function littlestoneQuantities(n: LittlestoneNumbers): Quantities {
  const { t, T, H, ldimH, loss, Lstar, eta } = n;
  // A class is never empty: |H| ≥ 1 and Ldim(H) ≥ 0 keep every logarithm non-negative.
  const lnH = Math.log(Math.max(H, 1));
  const log2H = Math.log2(Math.max(H, 1));
  const L = Math.max(0, Math.floor(ldimH));
  const horizon = Math.max(0, Math.floor(T));
  // The SOA experts are SOA runs with flips, which need a finite Ldim: none when it is ∞.
  const lnN = Number.isFinite(L) && Number.isFinite(horizon) ? lnBinomialSum(horizon, L) : Infinity;
  const lnT = Math.log(T);
  const lnNSauer = L === 0 ? 0 : Number.isFinite(L) ? mul(L, 1 + Math.log(T / L)) : Infinity;
  const lnNLoose = mul(L, 1 + lnT);
  const running = (lnCount: number, horizonOrT: number): number =>
    div(lnCount, eta) + mul(eta, horizonOrT) / 2;
  return {
    ...n,
    treeStream: n.treeStream ?? n.treeTarget,
    bisectStream: n.bisectStream ?? n.bisectTarget,
    log2H,
    lnH,
    regret: sub(loss, Lstar),
    consistentUpperV: sub(H, loss),
    consistentBound: H - 1,
    halvingUpperV: mul(H, 2 ** -loss),
    halvingBound: log2H,
    soaUpperLdim: sub(ldimH, loss),
    soaBound: ldimH,
    forced: Math.min(t, ldimH),
    treeLeft: Math.max(0, sub(ldimH, t)),
    interval: 2 ** -t,
    wmBound: running(lnH, t),
    wmAtT: running(lnH, T),
    wmTuned: sqrt(mul(2, T, lnH)),
    wmEta: sqrt(div(2 * lnH, T)),
    lnN,
    lnNSauer,
    lnNLoose,
    expertsBound: running(lnN, t),
    expertsAtT: running(lnN, T),
    expertsTuned: sqrt(mul(2, lnN, T)),
    expertsEta: sqrt(div(2 * lnN, T)),
    thm18: sqrt(mul(2, lnNLoose, T)),
  };
}
