import type { NarrativeItem } from '../../ui/Narrative';

/** The guided text of the kernel-perceptron lesson; each checkpoint is a set of URL parameters. */
export const kernelPerceptronNarrative: NarrativeItem[] = [
  {
    kind: 'text',
    text: 'The perceptron only ever adds points to w: after the mistakes Sₜ, wₜ = Σᵢ yᵢxᵢ over i in Sₜ, and its score is ⟨wₜ, x⟩ = Σᵢ yᵢ⟨xᵢ, x⟩. Only inner products appear. Replace each ⟨xᵢ, x⟩ by a kernel K(xᵢ, x) = ⟨φ(xᵢ), φ(x)⟩ and the same algorithm runs on the features φ(x) — which may have many, even infinitely many, coordinates — without ever writing φ down.',
  },
  {
    kind: 'checkpoint',
    label: 'The linear kernel is the perceptron you know',
    hint: 'With K(x, x′) = ⟨x, x′⟩ the dual perceptron makes exactly the mistakes of the primal one. On XOR (the label is the sign of x₁x₂) no line through the origin does better than half: the mistakes climb and the bound says it does not apply — the target is not linear.',
    params: { stream: 'xor', kernel: 'linear', T: '300', t: '0', speed: '20' },
  },
  {
    kind: 'checkpoint',
    label: 'A degree-2 kernel separates XOR',
    hint: '(⟨x, x′⟩ + c)² has the features x₁², √2·x₁x₂, x₂², √(2c)·x₁, √(2c)·x₂, c. The target x₁x₂ is one of them, so it is a linear separator there: the boundary becomes the two axes, and the mistakes stop under R²/γ², with γ measured in the feature space.',
    params: { stream: 'xor', kernel: 'poly', degree: '2', c: '1', T: '300', t: '0', speed: '20' },
  },
  {
    kind: 'checkpoint',
    label: 'A circle needs the constant feature',
    hint: 'The disc’s target R²/2 − ‖x‖² has a constant term. Among the features of (⟨x, x′⟩ + c)² the constant one is c: set c = 0 and the bound says the target is not in the feature space — and the learner fails too, since without a constant the sign of f_t(x) depends only on the direction of x.',
    params: { stream: 'circles', kernel: 'poly', degree: '2', c: '1', T: '500', t: '500' },
  },
  {
    kind: 'checkpoint',
    label: 'The Gaussian kernel on two spirals',
    hint: 'The spirals’ target is a sum of Gaussian bumps of width τ = 0.12R along the arms. In the Gaussian kernel’s feature space (infinite-dimensional) it has norm ‖u‖ as long as σ < √2·τ; the boundary winds between the arms, and the support set gathers along them.',
    params: { stream: 'spiral', kernel: 'gaussian', sigma: '0.15', T: '1000', t: '1000' },
  },
  {
    kind: 'checkpoint',
    label: 'Too wide a Gaussian: the target leaves the feature space',
    hint: 'At σ = 0.5 ≥ √2·τ the target is no longer in the Gaussian kernel’s space, and the bound does not apply. The learner still learns something; the theorem just has nothing to say.',
    params: { stream: 'spiral', kernel: 'gaussian', sigma: '0.5', T: '1000', t: '1000' },
  },
  {
    kind: 'text',
    text: 'Why is the Gaussian a kernel? exp(−‖x − x′‖²/(2σ²)) = f(x)f(x′)·exp(⟨x, x′⟩/σ²), and exp(⟨x, x′⟩/σ²) = Σ_k (⟨x, x′⟩/σ²)^k/k! is a sum with positive weights of powers of a kernel. The notes’ rules — f(x)f(x′), nonnegative sums, products — do the rest. The price: f_t needs every support point, so a prediction costs |S_t| kernel evaluations, and the model grows with the data (non-parametric).',
  },
  {
    kind: 'checkpoint',
    label: 'Not every similarity is a kernel',
    hint: 'tanh(⟨x, x′⟩ − 1) looks like one, but K(x, x) is negative near the origin and the Gram matrix of the support set has a negative eigenvalue: no feature map exists, and the bound does not apply. The kernel panel shows the check failing.',
    params: { stream: 'circles', kernel: 'sigmoid', a: '1', b: '-1', T: '300', t: '300' },
  },
  {
    kind: 'checkpoint',
    label: 'Your points',
    hint: 'Click to add +1 points, shift-click for −1. Any labelling of distinct points is separable with the Gaussian kernel, but your stream comes with no target, so the bound has no margin to use.',
    params: { stream: 'user', kernel: 'gaussian', sigma: '0.3', T: '200' },
  },
];
