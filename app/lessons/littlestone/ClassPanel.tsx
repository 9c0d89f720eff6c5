import { useMemo } from 'react';
import type { LittlestoneExactState, LittlestoneMeta } from '../../../src/scenes/littlestone';
import type { LittlestoneView } from '../../../src/scenes/littlestone-view';
import { formatNumber } from '../../../src/theory/types';
import { ClassMatrix } from '../../panels/finite/ClassMatrix';
import { pointName } from '../../panels/finite/DomainRow';
import { setName } from './version-space';

/** The class as a matrix with its version space, and its dimensions side by side (Theorem 13). */
export function ClassPanel({
  meta,
  view,
  exact,
}: {
  meta: LittlestoneMeta;
  view: LittlestoneView;
  exact: LittlestoneExactState | null;
}) {
  const f = formatNumber;
  const fits = !!exact && exact.alive.length === meta.masks.length;
  // Before the engine's first exact state: everyone in, nobody eliminated (stable across frames).
  const fresh = useMemo(
    () => ({
      alive: new Uint8Array(meta.masks.length).fill(1),
      diedAt: new Int32Array(meta.masks.length),
    }),
    [meta.masks.length],
  );
  if (meta.continuous)
    return (
      <p className="dims-line">
        H = {'{'}1(x &lt; a) : a ∈ [0, 1]{'}'} is infinite: VCdim(H) = 1 (one point is shattered, no
        two are), but Ldim(H) = ∞: the thresholds still consistent form an interval of length 2
        <sup>−{view.t}</sup>, and its midpoint splits it again (Corollary 10).
      </p>
    );
  return (
    <>
      <ClassMatrix
        n={meta.n}
        masks={meta.masks}
        names={meta.names}
        alive={fits ? exact.alive : fresh.alive}
        diedAt={fits ? exact.diedAt : fresh.diedAt}
        current={view.x}
        shattered={meta.vcSetH}
        t={fits ? exact.t : 0}
      />
      <p className="dims-line">
        |H| = {f(meta.H)}: VCdim(H) = {f(meta.vcH)} (it shatters {setName(meta.vcSetH, pointName)})
        ≤ Ldim(H) = {f(meta.ldimH)} ≤ log₂|H| = {f(Math.log2(meta.H))}. Now |V<sub>t</sub>| ={' '}
        {f(view.size)}, Ldim(V<sub>t</sub>) = {f(view.ldimNow)}, VCdim(V<sub>t</sub>) ={' '}
        {f(view.vcNow)}.
        {view.restarts > 0
          ? ` No hypothesis fit every label from round ${view.brokeAt}: V started again from H ${view.restarts} time${view.restarts > 1 ? 's' : ''}.`
          : ''}
      </p>
    </>
  );
}
