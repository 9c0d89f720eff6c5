import { ftlFtrlScene } from '../../../src/scenes/lessons/ftl-ftrl';
import { OcoLesson } from '../oco/OcoLesson';
import { ftlFtrlNarrative } from './narrative';

/** Follow the Leader on alternating and quadratic losses, and the regularized leader. */
export default function FtlFtrlLesson() {
  return (
    <OcoLesson
      definition={ftlFtrlScene}
      narrative={ftlFtrlNarrative}
      ownChart="movement"
      narrativeTitle="Following the leader, step by step"
    />
  );
}
