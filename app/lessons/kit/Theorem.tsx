import { lazy, memo, Suspense, type ReactNode } from 'react';
import type { BoundStatus, Quantities, Theorem as TheoremData } from '../../../src/theory/types';
import { Staged } from '../../ui/Staged';
import { useShown } from './lesson-hooks';

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
  return (
    <Suspense fallback={<p>Loading the proof…</p>}>
      <TheoremPanel
        theorem={bound.theorem}
        quantities={bound.quantities}
        status={bound.status}
        moved={moved}
        caption={caption}
      />
    </Suspense>
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
