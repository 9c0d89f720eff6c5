import type { LessonId } from '../../../src/scenes/registry';
import { useApp } from '../../store/store';
import { Narrative, type NarrativeItem } from '../../ui/Narrative';
import { Staged } from '../../ui/Staged';
import { useCheckpoints } from './lesson-hooks';

/** The guided text beside the panels, with its checkpoints as links; not in an embed. */
export function NarrativeSection({
  lesson,
  title,
  items,
  stage,
}: {
  lesson: LessonId;
  title: string;
  items: NarrativeItem[];
  stage: number;
}) {
  // In an embed, and wherever `panels=` picks figures, the page is the figures alone.
  const embed = useApp((s) => s.scene.embed || s.scene.panels !== null);
  const checkpoints = useCheckpoints(lesson);
  if (embed) return null;
  return (
    <aside className="panel narrative-panel">
      <Staged stage={stage} minHeight="20rem">
        <Narrative title={title} items={items} {...checkpoints} />
      </Staged>
    </aside>
  );
}
