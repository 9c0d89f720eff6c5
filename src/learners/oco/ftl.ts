import type { OcoConstants, OcoLoss } from '../../engine/oco';
import { Leader } from './leader';

/** Follow the Leader: w_t = argmin over the disc of Σ_{s<t} f_s (Lemma 21; Lemma 22 on quadratics). */
export class Ftl extends Leader {
  readonly id = 'ftl';
  readonly name = 'FTL';

  constructor(c: OcoConstants, kind: OcoLoss['kind']) {
    super(c, kind, Infinity);
  }
}
