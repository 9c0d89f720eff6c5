import type { NarrativeItem } from '../../ui/Narrative';

/** The guided text of the hedge-continuous lesson; each checkpoint is a set of URL parameters. */
export const hedgeContinuousNarrative: NarrativeItem[] = [
  {
    kind: 'text',
    text: 'Hedge over d experts keeps a weight e^(−ηLᵢ) on each. Nothing needs the experts to be finitely many: over any set Ω of parameters w, with a prior p₀, Algorithm 4 draws wₜ from the Gibbs density pₜ(w) ∝ p₀(w)·e^(−ηLₜ(w)). The losses need not be convex — only bounded in range: sup ℓₜ − inf ℓₜ ≤ M.',
  },
  {
    kind: 'checkpoint',
    label: 'The finite case is the experts lesson',
    hint: 'With N = 64 cells, a uniform prior and η = √(8 ln N/(TM²)), the cells are 64 experts and this is the experts lesson’s Hedge, number for number (a test checks it). Bound (c), M√(T ln N/2) at t = T, is its √(T ln d/2).',
    params: {
      stream: 'bumps',
      dim: '1',
      grid: '64',
      prior: 'uniform',
      eta: 'tuned',
      T: '200',
      t: '200',
    },
  },
  {
    kind: 'checkpoint',
    label: 'A fine grid: many experts, and a bound that barely notices',
    hint: 'At 4096 cells ln N grows only from 4.2 to 8.3. But bound (a) does better than any point mass: −(1/η) ln E_p₀ e^(−ηL) counts the mass of all the good w near the best one, not just ln(1/p₀) of a single cell. Compare (a) and (b) in the list.',
    params: {
      stream: 'bumps',
      dim: '1',
      grid: '4096',
      prior: 'uniform',
      eta: '2',
      T: '300',
      t: '300',
    },
  },
  {
    kind: 'text',
    text: 'The proof in three lines (the theorem panel has them with live numbers). Zₜ = −ln E_p₀ e^(−ηLₜ) is the log-partition function. Each round, Zₜ₋₁ − Zₜ = ln E_pₜ₋₁ e^(−ηℓₜ) ≤ −η E_pₜ₋₁ ℓₜ + η²M²/8 by Hoeffding’s lemma. Summing, Σ E ℓ ≤ Zₜ/η + ηtM²/8. Proposition 15 then says Zₜ = min over p of η E_p Lₜ + KL(p‖p₀), attained by pₜ itself.',
  },
  {
    kind: 'checkpoint',
    label: 'A prior that guessed right, and one that guessed wrong',
    hint: 'A Gaussian prior around the best region makes ln(1/p₀(w)) small where it matters, and both bounds drop. Move μ away from it and the bounds rise: the price of a bad prior is KL(p‖p₀)/η.',
    params: {
      stream: 'drift',
      dim: '1',
      prior: 'gaussian',
      mu: '0.5',
      sd: '0.1',
      eta: '1',
      T: '300',
      t: '300',
    },
  },
  {
    kind: 'checkpoint',
    label: 'Point masses: the density lives on the atoms',
    hint: 'With three atoms and no floor, p₀ is zero elsewhere, so pₜ is too: Hedge then plays among three experts only, and the point-mass bound ranges over them. A floor of a few percent lets mass flow to better cells, at ln(1/p₀) ≈ ln(N/floor).',
    params: { stream: 'bumps', dim: '1', prior: 'atoms', floor: '0', eta: '1', T: '300', t: '300' },
  },
  {
    kind: 'checkpoint',
    label: 'An adaptive adversary',
    hint: 'It sees pₜ₋₁ (not the draw) and puts the loss where the density has mass. The density keeps moving, its entropy stays high — and the regret is still under the bound: Theorem 14.15 asks nothing of the losses beyond their range.',
    params: { stream: 'adversary', dim: '1', eta: 'tuned', T: '500', t: '500' },
  },
  {
    kind: 'checkpoint',
    label: 'A square: the density as a heat map',
    hint: 'In 2-D the grid is 128 × 128 = 16 384 cells, the density a heat map, the cumulative loss its level lines. Every sum still runs over all cells each round, in the worker.',
    params: { stream: 'bumps', dim: '2', eta: 'tuned', T: '300', t: '300' },
  },
  {
    kind: 'checkpoint',
    label: 'When the hypothesis breaks',
    hint: 'With M = 0.5 the bumps’ losses (which span [0, 1]) are wider than M: from round 1 the bounds say they do not apply, rather than draw a curve the theorem does not promise.',
    params: { stream: 'bumps', dim: '1', M: '0.5', T: '100', t: '100' },
  },
];
