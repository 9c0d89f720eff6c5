import { memo, useRef, useState, type ReactElement } from 'react';
import 'katex/dist/katex.min.css';
import { summaryTex, theoremLatex } from '../../src/theory/latex';
import { fillSlots, type BoundStatus, type Quantities, type Theorem } from '../../src/theory/types';
import { copyText, download } from '../export/download';
import './panels.css';
import { useTypeset } from './typeset';
import { useFocusableOverflow } from './useFocusableOverflow';

export interface TheoremPanelProps {
  theorem: Theorem;
  /** Live numbers for the slots. */
  quantities: Quantities;
  /** From evaluate(theorem, quantities). */
  status: BoundStatus;
  /** Ids of the proof steps the last round moved: highlighted, with a visible "moved" tag. */
  moved: readonly string[];
  /** E.g. "with R and γ as configured". */
  caption?: string;
}

/** A formula; until it is typeset, an empty line of its height keeps its place. */
const Tex = memo(function Tex({
  tex,
  display = false,
  className,
}: {
  tex: string;
  display?: boolean;
  className?: string;
}): ReactElement {
  const html = useTypeset(tex, display);
  const cls = className ? `tex ${className}` : 'tex';
  if (html === null) {
    return <span className={`${cls} tex-pending${display ? ' display' : ''}`} aria-busy="true" />;
  }
  return <span className={cls} dangerouslySetInnerHTML={{ __html: html }} />;
});

type MarkKind = 'holds' | 'fails' | 'na';

function Mark({ kind, failWord = 'fails' }: { kind: MarkKind; failWord?: string }): ReactElement {
  if (kind === 'holds') {
    return (
      <span className="mark ok" role="img" aria-label="holds">
        ✓ holds
      </span>
    );
  }
  if (kind === 'fails') {
    return (
      <span className="mark bad" role="img" aria-label={failWord}>
        ✗ {failWord}
      </span>
    );
  }
  return (
    <span className="mark na" role="img" aria-label="not applicable">
      – not applicable
    </span>
  );
}

/** The theorem with today's numbers as LaTeX source: copied, or saved as a .tex file. */
function LatexExport({ latex, name }: { latex: () => string; name: string }): ReactElement {
  const [status, setStatus] = useState('');
  return (
    <div className="export-row">
      <button
        type="button"
        onClick={() =>
          void copyText(latex()).then((ok) =>
            setStatus(ok ? 'LaTeX copied.' : 'The page may not copy here: download the file.'),
          )
        }
      >
        Copy as LaTeX
      </button>
      <button type="button" onClick={() => download(`${name}.tex`, latex(), 'application/x-tex')}>
        Download .tex
      </button>
      <span className="export-status" role="status" aria-live="polite">
        {status}
      </span>
    </div>
  );
}

/** A formula box to the keyboard: see useFocusableOverflow. */
const FORMULA_LABELS = {
  scrolls: 'A formula wider than the panel (scrolls)',
  unknown: 'A formula (it may scroll)',
};

export function TheoremPanel(props: TheoremPanelProps): ReactElement {
  const { theorem, quantities, status, moved, caption } = props;
  const box = useRef<HTMLElement>(null);
  useFocusableOverflow(box, '.statement, .tex-line', FORMULA_LABELS);
  const movedSet = new Set(moved);
  const applies = status.applies;
  const reason =
    status.failed?.reason ??
    (applies ? '' : 'the bound cannot be computed from the current numbers');

  const hypotheses = theorem.hypotheses.map((h) => {
    const c = h.check(quantities);
    return { h, ok: c.holds, reason: c.reason };
  });

  const summary = summaryTex(theorem, status);

  return (
    <section ref={box} className="hs-panel hs-theorem" aria-label={`Theorem: ${theorem.title}`}>
      <h3>{theorem.title}</h3>
      <div className="source">{theorem.source}</div>
      {caption ? <div className="caption">{caption}</div> : null}
      <div className="statement">
        <Tex tex={theorem.statementTex} display />
      </div>

      {applies ? null : (
        <div className="notice" role="note">
          This bound does not apply: {reason}
        </div>
      )}

      <h4>Hypotheses</h4>
      <ul className="hypotheses">
        {hypotheses.map(({ h, ok, reason: why }) => (
          <li key={h.id} className={`hypothesis ${ok ? 'holds' : 'fails'}`} data-hypothesis={h.id}>
            <Tex className="tex-line" tex={fillSlots(h.tex, quantities)} />
            <Mark kind={ok ? 'holds' : 'fails'} />
            {ok ? null : <span className="reason">{why ?? 'this hypothesis fails'}</span>}
          </li>
        ))}
      </ul>

      <h4>Proof</h4>
      <ol className="proof">
        {theorem.proof.map((step) => {
          const kind: MarkKind = applies ? (step.holds(quantities) ? 'holds' : 'fails') : 'na';
          const isMoved = movedSet.has(step.id);
          return (
            <li
              key={step.id}
              className={`step ${kind}${isMoved ? ' moved' : ''}`}
              data-step={step.id}
            >
              <div className="tex-line symbolic">
                <Tex tex={step.tex} />
              </div>
              <div className="tex-line live">
                <Tex tex={fillSlots(step.liveTex, quantities)} />
                <Mark kind={kind} />
                {isMoved ? <span className="moved-tag">moved</span> : null}
              </div>
              <div className="because">{step.because}</div>
            </li>
          );
        })}
      </ol>

      {applies ? (
        <p className={`summary${status.holds ? '' : ' violation'}`}>
          <Tex tex={summary} />
          <Mark kind={status.holds ? 'holds' : 'fails'} failWord="violation" />
        </p>
      ) : null}
      <LatexExport
        name={`hindsight-${theorem.id}`}
        latex={() =>
          theoremLatex(theorem, quantities, status, {
            t: quantities['t'],
            ...(caption ? { caption } : {}),
          })
        }
      />
    </section>
  );
}

/** Whether two renders of the panel would show the same: the same theorem, numbers and marks. */
export function sameTheoremProps(a: TheoremPanelProps, b: TheoremPanelProps): boolean {
  return (
    a.theorem === b.theorem &&
    a.caption === b.caption &&
    sameList(a.moved, b.moved) &&
    sameStatus(a.status, b.status) &&
    sameQuantities(a.quantities, b.quantities)
  );
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a === b || (a.length === b.length && a.every((x, i) => x === b[i]));
}

function sameStatus(a: BoundStatus, b: BoundStatus): boolean {
  return (
    a === b ||
    (a.applies === b.applies &&
      a.holds === b.holds &&
      Object.is(a.value, b.value) &&
      Object.is(a.observed, b.observed) &&
      a.failed?.id === b.failed?.id &&
      a.failed?.reason === b.failed?.reason)
  );
}

function sameQuantities(a: Quantities, b: Quantities): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => Object.is(a[k], b[k]));
}

/**
 * Memoised by what it shows: a lesson renders at every redraw of a playing run, and the proof's
 * numbers change only a few times a second (or not at all, held off screen), while rendering it
 * again (a dozen formulas filled in and compared, its hypotheses and steps checked) cost a
 * phone a millisecond or two of every redraw.
 */
export default memo(TheoremPanel, sameTheoremProps);
