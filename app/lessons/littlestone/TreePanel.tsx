import type { LittlestoneExactState, LittlestoneMeta } from '../../../src/scenes/littlestone';
import type { LittlestoneView } from '../../../src/scenes/littlestone-view';
import { formatNumber } from '../../../src/theory/types';
import { pointName } from '../../panels/finite/DomainRow';
import { ShatteredTree } from '../../panels/finite/ShatteredTree';

/** The shattered tree with the adversary's walk, and what the walk has cost the first learner. */
export function TreePanel({
  meta,
  view,
  exact,
  stream,
}: {
  meta: LittlestoneMeta;
  view: LittlestoneView;
  exact: LittlestoneExactState | null;
  stream: string;
}) {
  const first = view.learners[0];
  const walked = exact?.path.length ?? 0;
  return (
    <>
      <ShatteredTree
        root={exact?.tree ?? null}
        path={exact?.path ?? []}
        pointName={meta.continuous ? undefined : pointName}
      />
      <p className="tree-line">
        {stream === 'tree' && first
          ? walked < meta.ldimH
            ? `The adversary has walked ${walked} of Ldim(H) = ${formatNumber(meta.ldimH)} levels, labelling each point against ${first.name}: ${formatNumber(first.loss)} mistakes so far.`
            : `The adversary reached a leaf after ${walked} levels: ${first.name} made ${formatNumber(first.loss)} mistakes, at least Ldim(H) = ${formatNumber(meta.ldimH)} (Proposition 9). One hypothesis fits every label; from here it labels by it.`
          : stream === 'bisect' && first
            ? `Every node asks the midpoint of the thresholds left, and the tree never ends: ${first.name} has erred ${formatNumber(first.loss)} times in ${view.t} rounds.`
            : `The deepest shattered tree of the version space now: its depth is Ldim(V_t) = ${formatNumber(view.ldimNow)}, the mistakes an adversary could still force.`}
      </p>
    </>
  );
}
