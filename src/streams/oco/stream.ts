import type { Round, Stream } from '../../engine/game';
import type { OcoLoss, OcoLossKind } from '../../engine/oco';

/** A stream of the oco family: each round reveals a loss f_t (input null, prediction the point w). */
export type OcoStream = Stream<null, OcoLoss, Float64Array> & { readonly kind: OcoLossKind };

/** The round object a stream reuses: the game loop copies what it keeps. */
export function reusableRound(kind: OcoLossKind): Round<null, OcoLoss> {
  return { input: null, outcome: { kind, a0: 0, a1: 0, b: 0 } };
}
