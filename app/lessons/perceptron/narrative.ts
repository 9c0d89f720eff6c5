import type { NarrativeItem } from '../../ui/Narrative';

export const perceptronNarrative: NarrativeItem[] = [
  {
    kind: 'text',
    text: 'The game: each round a point appears in the plane. The perceptron guesses its colour from the side of its line the point falls on; then the true colour is revealed. A wrong guess is a mistake, and only mistakes move the line: the vector w gets the point added (blue) or subtracted (orange).',
  },
  {
    kind: 'checkpoint',
    label: 'Step to the first mistake',
    hint: 'w starts at 0, so the first guess is a shrug and counts as a mistake. Watch w jump to y·x.',
    params: { stream: 'iid', seed: '1', T: '300', gamma: '0.1', R: '1', t: '1' },
  },
  {
    kind: 'text',
    text: 'The promise: if some line w* separates the colours with a gap of width γ on each side (the shaded band) and every point lies within distance R of the origin, the perceptron makes at most R²/γ² mistakes — ever, however many rounds are played. Watch the mistake count stay under the dashed line.',
  },
  {
    kind: 'checkpoint',
    label: 'Let it run for 300 rounds',
    hint: 'Random points rarely hurt: the count stalls far below the bound.',
    params: { stream: 'iid', seed: '1', T: '300', t: '300' },
  },
  {
    kind: 'text',
    text: 'Why it holds: each mistake pushes ⟨w, w*⟩ up by at least γ, while ‖w‖² grows by at most R². The first grows like M, the second only like √M, and ⟨w, w*⟩ can never exceed ‖w‖. The proof panel shows both with today’s numbers.',
  },
  {
    kind: 'checkpoint',
    label: 'Now let the adversary choose the points',
    hint: 'Every point keeps the margin, and is placed where the current line is wrong. How close to the bound can it push?',
    params: {
      stream: 'adversary',
      seed: '1',
      T: '300',
      gamma: '0.1',
      R: '1',
      t: '0',
      autoplay: '1',
      speed: '20',
    },
  },
  {
    kind: 'checkpoint',
    label: 'Squeeze the margin',
    hint: 'Halve γ and the bound quadruples; the adversary’s count grows too.',
    params: { stream: 'adversary', seed: '1', T: '3000', gamma: '0.05', R: '1', t: '3000' },
  },
  {
    kind: 'checkpoint',
    label: 'Break the margin: flip some labels',
    hint: 'With 10% of the colours flipped no line separates the points. The theorem no longer applies, and the panel says why.',
    params: { stream: 'noisy', seed: '1', T: '300', noise: '0.1', t: '150' },
  },
  {
    kind: 'checkpoint',
    label: 'Be the adversary yourself',
    hint: 'Click the plane to add a +1 point, shift-click (or right-click) for −1. Each point is the next round. Can you force many mistakes?',
    params: { stream: 'user', seed: '1', T: '100', t: '0' },
  },
  {
    kind: 'checkpoint',
    label: 'Start from a random unit vector',
    hint: 'A second perceptron starts from a random direction. Its bound is R²/γ² + 2/γ: the start can point the wrong way.',
    params: {
      stream: 'adversary',
      seed: '3',
      T: '400',
      learners: 'perceptron,perceptron-random',
      t: '400',
    },
  },
];
