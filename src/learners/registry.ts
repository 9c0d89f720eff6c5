import type { Learner } from '../engine/game';
import type { Label } from '../engine/classification';
import type { Vec } from '../engine/vec';
import { Perceptron } from './perceptron';

/** Linear classifiers, by the ids the URL uses (`learners=`). */
export const classifierIds = ['perceptron', 'perceptron-random'] as const;
export type ClassifierId = (typeof classifierIds)[number];

export function makeClassifier(
  id: ClassifierId,
  dim: number,
  seed: number,
): Learner<Vec, number, Label> & { initial: Vec } {
  switch (id) {
    case 'perceptron':
      return new Perceptron({ dim });
    case 'perceptron-random':
      return new Perceptron({ dim, randomStart: { seed } });
  }
}
