import { ProjectedGradient } from './projected-gradient';

/** OGD with a constant step η (Theorem 14.5: regret ≤ ‖u‖²/(2η) + ηTG²/2). */
export class Ogd extends ProjectedGradient {
  readonly id = 'ogd';
  readonly name = 'OGD (constant η)';

  protected rate(): number {
    return this.eta;
  }
}
