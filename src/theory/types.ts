/**
 * Theorems as data. A theorem names the quantity it caps, its hypotheses (each checked against
 * the run's own numbers), the bound as a function of those numbers, and its proof as a chain of
 * steps. TeX strings carry live slots `{{name}}` that the panel fills with current values; every
 * slot names a quantity the engine emits (a unit test holds the two lists together).
 */
export type Quantities = Readonly<Record<string, number>>;

export interface HypothesisCheck {
  holds: boolean;
  /** Plain-words reason when it fails, with the observed value, e.g. "observed margin −0.31 < γ = 0.1". */
  reason?: string;
}

export interface Hypothesis {
  id: string;
  /** The condition in TeX, with live slots. */
  tex: string;
  check(q: Quantities): HypothesisCheck;
}

export interface ProofStep {
  id: string;
  /** One line of the chain in TeX, symbolic. */
  tex: string;
  /** The same line with the current numbers, via slots. */
  liveTex: string;
  /** Why the line holds, in plain words. */
  because: string;
  /** Whether the line holds with the current numbers. */
  holds(q: Quantities): boolean;
  /** Quantities whose change moves this line (used to highlight what the last update moved). */
  dependsOn: readonly string[];
}

export interface Theorem {
  id: string;
  title: string;
  /** Where it comes from in the lecture notes. */
  source: string;
  statementTex: string;
  /**
   * What the bound caps. `weighted-regret` is Theorem 14.12's Σ_s 2(s + 1)/(t(t + 3))·[f_s(w_{s−1})
   * − f_s(u)], regret with later rounds weighted more.
   */
  quantity: 'mistakes' | 'loss' | 'regret' | 'weighted-regret';
  /**
   * An upper bound caps the quantity (observed ≤ value); a lower bound is one the stream can
   * force (observed ≥ value), like the T/2 regret of any deterministic learner. Upper by default.
   */
  direction?: 'upper' | 'lower';
  hypotheses: readonly Hypothesis[];
  /** The bound's value from the run's numbers; only meaningful when every hypothesis holds. */
  bound(q: Quantities): number;
  /** The measured quantity the bound caps. */
  observed(q: Quantities): number;
  /**
   * Optional: the absolute floating-point uncertainty of `observed` on these numbers, when it can
   * exceed the default 10⁻⁹ of the bound — a regret is the difference of two cumulative losses
   * that can be 10¹² times its size, each known to about 10⁻¹⁶ of its own. `evaluate` allows it.
   */
  slack?(q: Quantities): number;
  proof: readonly ProofStep[];
}

export interface BoundStatus {
  applies: boolean;
  holds: boolean;
  value: number;
  observed: number;
  /** The first failing hypothesis, when the bound does not apply. */
  failed?: { id: string; reason: string };
}

/** Evaluates a theorem on the current numbers: does it apply, and if so does it hold. */
export function evaluate(theorem: Theorem, q: Quantities): BoundStatus {
  const observed = theorem.observed(q);
  for (const h of theorem.hypotheses) {
    const c = h.check(q);
    if (!c.holds) {
      return {
        applies: false,
        holds: false,
        value: NaN,
        observed,
        failed: { id: h.id, reason: c.reason ?? 'hypothesis fails' },
      };
    }
  }
  const value = theorem.bound(q);
  const slack = Math.max(1e-9 * Math.max(1, Math.abs(value)), theorem.slack?.(q) ?? 0);
  return {
    applies: Number.isFinite(value) || value === Infinity,
    holds: theorem.direction === 'lower' ? observed >= value - slack : observed <= value + slack,
    value,
    observed,
  };
}

/** The slot names a TeX string uses. */
export function slotsOf(tex: string): string[] {
  return Array.from(tex.matchAll(/\{\{(\w+)\}\}/g), (m) => m[1] as string);
}

/** Fills `{{name}}` slots with formatted values. A missing or non-finite value never shows as NaN. */
export function fillSlots(tex: string, q: Quantities): string {
  // Braces keep a number like 3×10^{-9} one atom, so a following ^2 stays legal TeX.
  return tex.replace(/\{\{(\w+)\}\}/g, (_, name: string) => `{${formatTex(q[name])}}`);
}

export function formatNumber(x: number | undefined): string {
  if (x === undefined || Number.isNaN(x)) return '—';
  if (x === Infinity) return '∞';
  if (x === -Infinity) return '−∞';
  if (Number.isInteger(x) && Math.abs(x) < 1e7) return String(x);
  const a = Math.abs(x);
  if (a !== 0 && (a < 1e-3 || a >= 1e7)) return x.toExponential(2);
  return String(Number(x.toPrecision(a < 1 ? 3 : 4)));
}

function formatTex(x: number | undefined): string {
  if (x === undefined || Number.isNaN(x)) return '\\text{—}';
  if (x === Infinity) return '\\infty';
  if (x === -Infinity) return '-\\infty';
  const s = formatNumber(x);
  const m = /^(-?[\d.]+)e([+-]\d+)$/.exec(s);
  if (m) return `${m[1]}\\times 10^{${Number(m[2])}}`;
  return s;
}
