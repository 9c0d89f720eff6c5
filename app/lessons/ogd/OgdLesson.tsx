import { ogdScene } from '../../../src/scenes/lessons/ogd';
import { OcoLesson } from '../oco/OcoLesson';
import { ogdNarrative } from './narrative';

/** Online gradient descent: constant steps against 1/(λt), projection onto the disc. */
export default function OgdLesson() {
  return (
    <OcoLesson
      definition={ogdScene}
      narrative={ogdNarrative}
      ownChart="potential"
      narrativeTitle="Online gradient descent, step by step"
    />
  );
}
