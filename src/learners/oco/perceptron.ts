import type { OcoLoss } from '../../engine/oco';
import { ProjectedGradient } from './projected-gradient';

/**
 * The perceptron as OGD (the notes' Example 7): on hinge losses, g_t = −1(y⟨w, x⟩ ≤ 0)·y·x with a
 * constant η, projected onto the disc. `aux` counts its mistakes M_t. With η = 1 and a disc the
 * projection never reaches, w − η·g is w + y·x in floating point too: the classic perceptron, bit
 * for bit.
 */
export class OcoPerceptron extends ProjectedGradient {
  readonly id = 'perceptron';
  readonly name = 'Perceptron (OGD on hinges)';
  private mistake = false;

  protected rate(): number {
    return this.eta;
  }

  protected override gradient(f: OcoLoss, w0: number, w1: number): void {
    this.mistake = perceptronGradient(f, w0, w1, this.g);
  }

  protected override record(): void {
    if (this.mistake) this.s[5] = (this.s[5] as number) + 1;
  }
}

/** Example 7's g at w into out; returns whether the round is a mistake (y⟨w, x⟩ ≤ 0). */
export function perceptronGradient(f: OcoLoss, w0: number, w1: number, out: Float64Array): boolean {
  // The same expression as the classic perceptron's score, so the same rounds count as mistakes.
  const mistake = f.b * (w0 * f.a0 + w1 * f.a1) <= 0;
  out[0] = mistake ? -f.b * f.a0 : 0;
  out[1] = mistake ? -f.b * f.a1 : 0;
  return mistake;
}
