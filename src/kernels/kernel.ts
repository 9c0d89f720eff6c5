/**
 * The kernels of the kernel-perceptron lesson, on points of the plane. Each is a function of two
 * points written out on their coordinates: the dual perceptron evaluates one per support point
 * per round, so no vector objects are built.
 */
export const kernelKinds = ['linear', 'poly', 'gaussian', 'sigmoid'] as const;
export type KernelKind = (typeof kernelKinds)[number];

export interface KernelSpec {
  kind: KernelKind;
  /** poly: (⟨x, x'⟩ + c)^degree, degree 1…8, c ≥ 0. */
  degree: number;
  c: number;
  /** gaussian: exp(−‖x − x'‖²/(2σ²)), σ > 0. */
  sigma: number;
  /** sigmoid: tanh(a⟨x, x'⟩ + b), not positive semidefinite in general. */
  a: number;
  b: number;
}

export type KernelFn = (p0: number, p1: number, q0: number, q1: number) => number;

/** Integer powers by repeated squaring: Math.pow is slower, and exact for small integer bases. */
export function ipow(x: number, n: number): number {
  let r = 1;
  let b = x;
  let k = n;
  while (k > 0) {
    if (k & 1) r *= b;
    b *= b;
    k >>= 1;
  }
  return r;
}

/** K as a function of two points' coordinates. */
export function kernelFn(spec: KernelSpec): KernelFn {
  switch (spec.kind) {
    case 'linear':
      return (p0, p1, q0, q1) => p0 * q0 + p1 * q1;
    case 'poly': {
      const { degree: d, c } = spec;
      if (d === 2)
        return (p0, p1, q0, q1) => {
          const s = p0 * q0 + p1 * q1 + c;
          return s * s;
        };
      return (p0, p1, q0, q1) => ipow(p0 * q0 + p1 * q1 + c, d);
    }
    case 'gaussian': {
      const k = -1 / (2 * spec.sigma * spec.sigma);
      return (p0, p1, q0, q1) => {
        const d0 = p0 - q0;
        const d1 = p1 - q1;
        return Math.exp(k * (d0 * d0 + d1 * d1));
      };
    }
    case 'sigmoid': {
      const { a, b } = spec;
      return (p0, p1, q0, q1) => Math.tanh(a * (p0 * q0 + p1 * q1) + b);
    }
  }
}

/** Whether the notes' rules prove K a kernel (a feature map φ with K = ⟨φ(x), φ(x')⟩ exists). */
export function provenKernel(spec: KernelSpec): boolean {
  if (spec.kind === 'sigmoid') return false;
  if (spec.kind === 'poly') return spec.c >= 0 && Number.isInteger(spec.degree) && spec.degree >= 1;
  if (spec.kind === 'gaussian') return spec.sigma > 0;
  return true;
}

/** K in words and in TeX, with its parameters. */
export function kernelLabel(spec: KernelSpec): string {
  switch (spec.kind) {
    case 'linear':
      return 'linear ⟨x, x′⟩';
    case 'poly':
      return `polynomial (⟨x, x′⟩ + ${num(spec.c)})^${spec.degree}`;
    case 'gaussian':
      return `Gaussian exp(−‖x − x′‖²/(2·${num(spec.sigma)}²))`;
    case 'sigmoid':
      return `sigmoid tanh(${num(spec.a)}⟨x, x′⟩ ${spec.b < 0 ? '−' : '+'} ${num(Math.abs(spec.b))})`;
  }
}

const num = (x: number): string => String(Number(x.toPrecision(4)));

/**
 * Why K is a kernel, from the notes' Theorem 2 (f(x)f(x′) is a kernel; sums with nonnegative
 * weights and products of kernels are kernels) — or why the rules say nothing.
 */
export function kernelArgument(spec: KernelSpec): string[] {
  switch (spec.kind) {
    case 'linear':
      return ['⟨x, x′⟩ = φ(x)ᵀφ(x′) with φ(x) = x: a kernel by the definition itself.'];
    case 'poly':
      return [
        '⟨x, x′⟩ is a kernel, and so is the constant c = √c·√c (rule 1 with f ≡ √c, since c ≥ 0).',
        '⟨x, x′⟩ + c is a sum of kernels with weights 1 (rule 2a).',
        `(⟨x, x′⟩ + c)^${spec.degree} is a product of ${spec.degree} kernels (rule 2b).`,
      ];
    case 'gaussian':
      return [
        'exp(−‖x − x′‖²/(2σ²)) = exp(−‖x‖²/(2σ²))·exp(−‖x′‖²/(2σ²)) · exp(⟨x, x′⟩/σ²).',
        'The first factor is f(x)f(x′) with f(x) = exp(−‖x‖²/(2σ²)): a kernel (rule 1).',
        'exp(⟨x, x′⟩/σ²) = Σ_k (⟨x, x′⟩/σ²)^k/k!: powers of a kernel (rule 2b) summed with weights 1/k! ≥ 0 (rule 2a), a kernel in the limit.',
        'The product of the two is a kernel (rule 2b).',
      ];
    case 'sigmoid':
      return [
        'tanh(a⟨x, x′⟩ + b) is not built by the rules: tanh z = z − z³/3 + … has a negative coefficient, so the series argument fails.',
        'It is not positive semidefinite in general: the check below can find a Gram matrix with a negative eigenvalue, and then no feature map φ exists.',
      ];
  }
}
