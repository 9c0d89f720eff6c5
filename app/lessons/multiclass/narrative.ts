import type { NarrativeItem } from '../../ui/Narrative';

export const multiclassNarrative: NarrativeItem[] = [
  {
    kind: 'text',
    text: 'k classes now, not two. The multiclass perceptron keeps one vector per class, w₁ … w_k, and predicts the class whose vector scores the point highest: ŷ = argmax_ℓ w_ℓ·x̃, where x̃ = (x₁, x₂, 1) has a constant coordinate so the regions need not meet at the origin. Ties go to the lowest class, so at w = 0 every point is called class 1. The notes write this with one long vector w and the block feature map ψ(x, ℓ), which puts x̃ in block ℓ.',
  },
  {
    kind: 'checkpoint',
    label: 'Step to the first mistake',
    hint: 'On a mistake the true class’s vector gains x̃ and the predicted class’s vector loses it: w ← w + ψ(x, y) − ψ(x, ŷ). Watch two arrows move and the regions shift.',
    params: { stream: 'iid', seed: '1', T: '300', k: '3', gamma: '0.02', R: '1', t: '1' },
  },
  {
    kind: 'text',
    text: 'The promise (Theorem 14.2): for any γ > 0 and any w, the mistakes are at most 2Σ max(0, 1 − γ⁻¹ min over ℓ ≠ y of w·[ψ(x, y) − ψ(x, ℓ)]) + ‖w‖²M²/γ², with M² = 2 max‖x̃‖². When w* separates the classes with margin γ the hinge sum is 0 and the bound is ‖w*‖²M²/γ², like Novikoff’s.',
  },
  {
    kind: 'checkpoint',
    label: 'Run 300 rounds with three classes',
    hint: 'Random points seldom hurt: the count stalls far below the dashed bound.',
    params: { stream: 'iid', seed: '1', T: '300', k: '3', t: '300' },
  },
  {
    kind: 'checkpoint',
    label: 'Let the adversary pick the points',
    hint: 'Each point keeps the margin, is one the current regions get wrong, and lowers the proof’s potential as little as it can.',
    params: {
      stream: 'adversary',
      seed: '1',
      T: '1000',
      k: '4',
      t: '0',
      autoplay: '1',
      speed: '50',
    },
  },
  {
    kind: 'text',
    text: 'Why it holds: follow Φ = ‖ηw − w*‖² with η = γ/M². Every mistake moves it by 2η(ηw − w*)·ψ + η²‖ψ‖², and since w·ψ ≤ 0 on a mistake that is at most 2η·max(0, γ − w*·ψ) − γ²/M². Φ starts at ‖w*‖² and can never go below 0: a point inside the margin pays for its extra mistakes through the hinge term. The potential panel shows the last mistake’s step with its numbers.',
  },
  {
    kind: 'checkpoint',
    label: 'Relabel some points',
    hint: 'With 10% of the labels replaced no w separates the classes. The separable corollary no longer applies and says why; Theorem 14.2 still does, its hinge term now counting.',
    params: { stream: 'noisy', seed: '1', T: '300', k: '3', noise: '0.1', t: '300' },
  },
  {
    kind: 'checkpoint',
    label: 'Six classes',
    hint: 'More classes, narrower regions, and a smaller margin: the bound grows as 1/γ².',
    params: { stream: 'iid', seed: '2', T: '2000', k: '6', gamma: '0.02', t: '2000' },
  },
  {
    kind: 'checkpoint',
    label: 'Place the points yourself',
    hint: 'Pick a class, then click the plane. Without a w*, only the bound at the best (γ, w) the page can find applies.',
    params: { stream: 'user', seed: '1', T: '100', k: '3', t: '0' },
  },
  {
    kind: 'checkpoint',
    label: 'A data set of three classes',
    hint: 'The sample file: 150 points of three flower-like species. The file brings its own classes.',
    params: { stream: 'csv', data: '/samples/multiclass-three-species.csv', T: '600', t: '600' },
  },
];
