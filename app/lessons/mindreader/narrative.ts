import type { NarrativeItem } from '../../ui/Narrative';

/** The MindReader lesson's guided text. */
export const mindreaderNarrative: NarrativeItem[] = [
  {
    kind: 'text',
    text: 'You play against a machine that tries to read your mind. Each round you press ← or →; before you press, the machine has already made its guess. If it guesses right, it scores; if not, you do.',
  },
  {
    kind: 'text',
    text: 'The machine is not clever by itself. It listens to twelve simple “experts”: repeat your last move, alternate, “what did you do the last time after these k moves?”, and their opposites. Hedge weighs them by how often they were right, and picks one at random in proportion to its weight.',
  },
  {
    kind: 'text',
    text: 'Try to alternate, or to repeat a short pattern: watch the weight pile onto the expert that spotted it, and the machine start winning. Then try to be truly random: the machine cannot do better than 50%, but the theorem still promises that it is never much worse than the best of its experts.',
  },
  {
    kind: 'checkpoint',
    label: 'A jumpy machine (η = 2)',
    hint: 'A large learning rate follows the latest pattern fast, and is easy to mislead.',
    params: { eta: '2' },
  },
  {
    kind: 'checkpoint',
    label: 'A careful machine (η = 0.1)',
    hint: 'A small learning rate needs more evidence before it trusts an expert.',
    params: { eta: '0.1' },
  },
];
