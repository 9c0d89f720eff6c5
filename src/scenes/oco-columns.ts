import type { OcoLossKind } from '../engine/oco';
import type { ColumnSpec } from '../engine/trace';
import type { OcoLearnerInfo } from '../learners/oco/registry';

/** Which optional columns a run records (only what its stream and learners make meaningful). */
export interface OcoColumnFlags {
  kind: OcoLossKind;
  /** The hinge comparator is the cutting-plane search: record its certified lower bound. */
  search: boolean;
  /** An FTRL learner plays: record Σ Lip². */
  sumL2: boolean;
  /** An ogd-weighted learner plays: record the weighted comparator. */
  weighted: boolean;
}

/**
 * The recorded columns. f64 wherever a hypothesis or a proof line compares values (the loss
 * descriptor, G, the comparator, the points played, cumulative sums); f32 where the number is only
 * drawn (a round's loss, w̃, the running sums of linear and quadratic losses for the contour map).
 * About 60 bytes a round plus 52 a learner (ogd on quadratics: 104 bytes a round).
 *
 * - `a0`, `a1` (and `b` for hinge and squared losses): f_t's descriptor (see engine/oco.ts).
 * - `G`: max_s Lip(f_s) on Ω; for quadratics G = λ(B + max_s ‖z_s‖), which is how the view gets
 *   Lemma 22's max ‖z_s‖ without a column. `L2`: Σ_s Lip(f_s)² (FTRL).
 * - `u0`, `u1`, `cmp`: the best fixed point in hindsight u*_t and Σ_{s≤t} f_s(u*_t);
 *   `ulow`: a certified lower bound on that minimum when it comes from the hinge search.
 * - `hstar`: Σ_s hinge_γ(w*) on the hinge stream.
 * - `uw0`, `uw1`, `uwloss`: the minimiser of Σ (s + 1) f_s and its value (Theorem 14.12).
 * - The sums of the contour map of Σ f_s: linear `S0`, `S1` (Σ v = S, the sum is ⟨S, u⟩);
 *   quadratic `m0`, `m1`, `M2` ((λ/2)(t‖u − m‖² + M2)); squared `A00`, `A01`, `A11`, `q0`, `q1`,
 *   `c` (uᵀAu − 2qᵀu + c). Hinges have none: their points are the descriptor columns.
 * - Per learner k: `L{k}.loss` f_t(w_{t−1}), `L{k}.cum`, `L{k}.w0`, `L{k}.w1` (the point it plays
 *   next), `L{k}.wt0`, `L{k}.wt1` (w̃), `L{k}.Gobs` (max observed ‖∇f_s(w_{s−1})‖), and its
 *   theorem's own quantity `L{k}.wcum`, `L{k}.look` or `L{k}.M` (see the learner registry); the
 *   perceptron also `L{k}.g2` = Σ_s ‖g_s‖², its proof's own sum.
 */
export function ocoColumns(
  flags: OcoColumnFlags,
  learners: readonly OcoLearnerInfo[],
): ColumnSpec[] {
  const f64 = (name: string): ColumnSpec => ({ name, type: 'f64' });
  const f32 = (name: string): ColumnSpec => ({ name, type: 'f32' });
  const cols: ColumnSpec[] = [f64('a0'), f64('a1')];
  const { kind } = flags;
  if (kind === 'hinge' || kind === 'squared') cols.push(f64('b'));
  cols.push(f64('G'), f64('u0'), f64('u1'), f64('cmp'));
  if (flags.search) cols.push(f64('ulow'));
  if (flags.sumL2) cols.push(f64('L2'));
  if (kind === 'hinge') cols.push(f64('hstar'));
  if (flags.weighted) cols.push(f64('uw0'), f64('uw1'), f64('uwloss'));
  if (kind === 'linear') cols.push(f32('S0'), f32('S1'));
  if (kind === 'quadratic') cols.push(f32('m0'), f32('m1'), f32('M2'));
  if (kind === 'squared')
    cols.push(f64('A00'), f64('A01'), f64('A11'), f64('q0'), f64('q1'), f64('c'));
  learners.forEach((info, k) => {
    cols.push(
      f32(`L${k}.loss`),
      f64(`L${k}.cum`),
      f64(`L${k}.w0`),
      f64(`L${k}.w1`),
      f32(`L${k}.wt0`),
      f32(`L${k}.wt1`),
      f64(`L${k}.Gobs`),
    );
    if (info.aux === 'M') cols.push({ name: `L${k}.M`, type: 'i32' }, f64(`L${k}.g2`));
    else if (info.aux) cols.push(f64(`L${k}.${info.aux}`));
  });
  return cols;
}
