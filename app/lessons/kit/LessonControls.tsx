import type { ReactNode } from 'react';
import type { AnySceneDefinition } from '../../../src/scenes/kit/definition';
import { Controls } from '../../ui/Controls';
import { useTransport } from './lesson-hooks';
import { RunExport } from './RunExport';
import { Staged } from '../../ui/Staged';

/** The transport, speed, stream, seed and T, then the lesson's own fields. */
export function LessonControls({
  definition,
  waitingHint,
  children,
}: {
  definition: AnySceneDefinition;
  waitingHint?: string;
  children?: ReactNode;
}) {
  const transport = useTransport();
  return (
    <>
      <Controls {...transport} streams={definition.streams} waitingHint={waitingHint}>
        {children}
      </Controls>
      <Staged stage={1} minHeight="2rem">
        <RunExport />
      </Staged>
    </>
  );
}
