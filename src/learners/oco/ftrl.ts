import type { OcoConstants, OcoLoss } from '../../engine/oco';
import { Leader } from './leader';

/** Follow the Regularized Leader with Ψ(w) = ‖w‖²/(2η) (Definition 24). */
export class Ftrl extends Leader {
  readonly id = 'ftrl';
  readonly name = 'FTRL (Ψ = ‖w‖²/2η)';

  constructor(c: OcoConstants, kind: OcoLoss['kind'], eta: number) {
    super(c, kind, eta);
  }
}
