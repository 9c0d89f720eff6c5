import { ProjectedGradient } from './projected-gradient';

/** OGD with the anytime schedule η_t = η/√t: no horizon T to know in advance. */
export class OgdSqrt extends ProjectedGradient {
  readonly id = 'ogd-sqrt';
  readonly name = 'OGD (η/√t)';

  protected rate(t: number): number {
    return this.eta / Math.sqrt(t);
  }
}
