import { ProjectedGradient } from './projected-gradient';

/**
 * OGD with η_t = 2/(λ(t + 1)) (Theorem 14.12). `aux` is Σ_s (s + 1)·f_s(w_{s−1}), the weighted
 * cumulative loss whose weighted regret the theorem bounds by 2G²/(λ(T + 3)) after normalising.
 */
export class OgdWeighted extends ProjectedGradient {
  readonly id = 'ogd-weighted';
  readonly name = 'OGD (η = 2/(λ(t+1)))';

  protected rate(t: number): number {
    return 2 / (this.c.lambda * (t + 1));
  }

  protected override record(t: number, loss: number): void {
    this.s[5] = (this.s[5] as number) + (t + 1) * loss;
  }
}
