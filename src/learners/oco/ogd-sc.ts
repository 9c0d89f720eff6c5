import { ProjectedGradient } from './projected-gradient';

/** OGD for λ-strongly convex losses, η_t = 1/(λt) (Theorem 14.11: regret ≤ (1 + ln T)G²/(2λ)). */
export class OgdStronglyConvex extends ProjectedGradient {
  readonly id = 'ogd-sc';
  readonly name = 'OGD (η = 1/(λt))';

  protected rate(t: number): number {
    return 1 / (this.c.lambda * t);
  }
}
