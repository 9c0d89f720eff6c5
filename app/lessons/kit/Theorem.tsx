import { lazy, memo, Suspense, useRef, type ReactNode } from 'react';
import type { BoundStatus, Quantities, Theorem as TheoremData } from '../../../src/theory/types';
import { Staged } from '../../ui/Staged';
import { useHeld } from '../../ui/useHeld';
import { useInView } from '../../ui/useInView';
import { useFast, useShown } from './lesson-hooks';

// KaTeX and the proof come with the panel, after the page's first paint.
const TheoremPanel = lazy(() => import('../../panels/TheoremPanel'));

export interface ShownBound {
  theorem: TheoremData;
  quantities: Quantities;
  status: BoundStatus;
}

const NONE: readonly string[] = [];

/**
 * A theorem with the run's numbers: the lazily loaded theorem panel. Memoised: a lesson renders
 * every frame at full speed, and the proof only when its bound does.
 *
 * Off screen while a run plays fast, the proof keeps the numbers it showed: each new set of numbers
 * is a dozen formulas typeset and laid out again, and on a phone those layouts were most of the
 * long frames in the first second of play. It catches up as it nears the screen, or when the run
 * pauses.
 */
export const Theorem = memo(function Theorem({
  bound,
  moved = NONE,
  caption,
}: {
  bound: ShownBound;
  moved?: readonly string[];
  caption?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const fast = useFast();
  const near = useInView(box, '50% 0px');
  const hold = fast && !near;
  const shown = useHeld(bound, hold);
  const shownMoved = useHeld(moved, hold);
  const shownCaption = useHeld(caption, hold);
  return (
    <div ref={box} className="theorem-live">
      <Suspense fallback={<p>Loading the proof…</p>}>
        <TheoremPanel
          theorem={shown.theorem}
          quantities={shown.quantities}
          status={shown.status}
          moved={shownMoved}
          caption={shownCaption}
        />
      </Suspense>
    </div>
  );
});

/** The lesson's theorem section: a heading, then the panel mounted at its stage. */
export function TheoremSection({
  title,
  stage,
  children,
}: {
  title: string;
  stage: number;
  children: ReactNode;
}) {
  const shown = useShown();
  if (!shown('theorem')) return null;
  return (
    <section className="panel theorem-panel" aria-labelledby="theorem-title">
      <h2 id="theorem-title" className="panel-title">
        {title}
      </h2>
      <Staged stage={stage} minHeight="24rem">
        {children}
      </Staged>
    </section>
  );
}

/** Buttons that pick whose theorem the panel shows. */
export function LearnerTabs({
  learners,
  focus,
  onFocus,
}: {
  learners: readonly { id: string; name: string }[];
  focus: number;
  onFocus(index: number): void;
}) {
  return (
    <div className="learner-tabs" role="group" aria-label="Show the theorem of">
      {learners.map((l, i) => (
        <button key={l.id} type="button" aria-pressed={i === focus} onClick={() => onFocus(i)}>
          {l.name}
        </button>
      ))}
    </div>
  );
}
