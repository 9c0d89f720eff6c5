// @vitest-environment jsdom
import { cleanup, render, waitFor, within } from '../testing/library';
import { afterEach, describe, expect, it } from 'vitest';
import { sameTheoremProps, TheoremPanel, type TheoremPanelProps } from './TheoremPanel';
import {
  perceptronMistakeBound,
  perceptronQuantities,
  type PerceptronNumbers,
} from '../../src/theory/perceptron';
import { evaluate, type Quantities } from '../../src/theory/types';

afterEach(cleanup);

const base: PerceptronNumbers = {
  M: 3,
  R: 1,
  gamma: 0.1,
  wsNorm: 1,
  Robs: 0.9,
  gammaObs: 0.2,
  w0Norm: 0,
  w0Dot: 0,
  wDot: 0.5,
  wNorm: 1.5,
};

async function renderPanel(
  n: Partial<PerceptronNumbers> | Quantities,
  moved: string[] = [],
  raw = false,
) {
  const q = raw ? (n as Quantities) : perceptronQuantities({ ...base, ...n });
  const status = evaluate(perceptronMistakeBound, q);
  const result = render(
    <TheoremPanel
      theorem={perceptronMistakeBound}
      quantities={q}
      status={status}
      moved={moved}
      caption="with R and γ as configured"
    />,
  );
  await typeset(result.container);
  return result;
}

/** Formulas are typeset a few per task after the render that asks for them. */
async function typeset(container: HTMLElement): Promise<void> {
  await waitFor(() => expect(container.querySelector('.tex-pending')).toBeNull());
}

const step = (c: HTMLElement, id: string) =>
  c.querySelector(`li.step[data-step="${id}"]`) as HTMLElement;

describe('TheoremPanel', () => {
  it('renders the title, source, caption and KaTeX for statement, hypotheses and every proof line', async () => {
    const { container, getByRole } = await renderPanel({});
    expect(getByRole('heading', { level: 3 }).textContent).toBe(perceptronMistakeBound.title);
    expect(container.textContent).toContain(perceptronMistakeBound.source);
    expect(container.textContent).toContain('with R and γ as configured');
    expect(container.querySelector('.statement .katex')).not.toBeNull();
    expect(container.querySelectorAll('.hypotheses li .katex')).toHaveLength(3);
    for (const s of perceptronMistakeBound.proof) {
      expect(step(container, s.id).querySelectorAll('.katex')).toHaveLength(2); // symbolic + live
      expect(step(container, s.id).textContent).toContain(s.because);
    }
    expect(container.querySelector('.katex-error')).toBeNull();
  });

  it('fills the live lines with the current numbers', async () => {
    const { container } = await renderPanel({});
    // Progress line: ⟨w_t, w*⟩ = 0.5 ≥ γ·M = 0.1·3 = 0.3.
    const live =
      step(container, 'progress').querySelector('.live .katex-mathml')?.textContent ?? '';
    expect(live).toContain('0.5');
    expect(live).toContain('0.3');
    expect(container.querySelector('.summary')?.textContent).toMatch(/3.*100/);
  });

  it('marks every proof line and hypothesis as holding when the theorem applies', async () => {
    const { container, queryByRole } = await renderPanel({});
    expect(queryByRole('note')).toBeNull();
    expect(container.querySelectorAll('li.step.holds')).toHaveLength(4);
    expect(container.querySelectorAll('li.step.fails, li.step.na')).toHaveLength(0);
    for (const li of container.querySelectorAll('li.step')) {
      const mark = within(li as HTMLElement).getByRole('img', { name: 'holds' });
      expect(mark.textContent).toContain('✓');
    }
    expect(container.querySelectorAll('li.hypothesis.holds')).toHaveLength(3);
    const summary = container.querySelector('.summary') as HTMLElement;
    expect(summary.classList.contains('violation')).toBe(false);
    expect(within(summary).getByRole('img', { name: 'holds' })).toBeTruthy();
  });

  it('says "does not apply" with the reason when a hypothesis fails, and draws no line as holding', async () => {
    const { container, getByRole } = await renderPanel({ gammaObs: -0.2 });
    const note = getByRole('note');
    expect(note.textContent).toMatch(/^This bound does not apply: /);
    expect(note.textContent).toContain('w* misclassifies a point');
    const margin = container.querySelector(
      'li.hypothesis[data-hypothesis="margin"]',
    ) as HTMLElement;
    expect(margin.classList.contains('fails')).toBe(true);
    expect(within(margin).getByRole('img', { name: 'fails' }).textContent).toContain('✗');
    expect(margin.querySelector('.reason')?.textContent).toContain('= -0.2');
    expect(container.querySelectorAll('li.hypothesis.holds')).toHaveLength(2);
    expect(container.querySelectorAll('li.step.holds')).toHaveLength(0);
    expect(container.querySelectorAll('li.step.na')).toHaveLength(4);
    for (const li of container.querySelectorAll('li.step')) {
      expect(li.textContent).toContain('not applicable');
    }
    expect(container.querySelector('.summary')).toBeNull();
  });

  it('shows a failing proof line as failing when the theorem applies', async () => {
    // ‖w‖² = 16 > R²M = 3: the growth line fails on these (inconsistent) numbers.
    const { container } = await renderPanel({ wNorm: 4 });
    expect(step(container, 'growth').classList.contains('fails')).toBe(true);
    expect(within(step(container, 'growth')).getByRole('img', { name: 'fails' })).toBeTruthy();
    expect(step(container, 'progress').classList.contains('holds')).toBe(true);
  });

  it('flags a violation in the summary with text, not only colour', async () => {
    // Observed M = 200 above R²/γ² = 100, with hypotheses holding.
    const { container } = await renderPanel({ M: 200, wDot: 25, wNorm: 10 });
    const summary = container.querySelector('.summary') as HTMLElement;
    expect(summary.classList.contains('violation')).toBe(true);
    expect(summary.textContent).toContain('violation');
    expect(summary.querySelector('.katex-mathml')?.textContent).toContain('>');
  });

  it('highlights the steps the last round moved, with a visible tag', async () => {
    const { container } = await renderPanel({}, ['growth', 'conclude']);
    for (const id of ['growth', 'conclude']) {
      const li = step(container, id);
      expect(li.classList.contains('moved')).toBe(true);
      expect(li.querySelector('.moved-tag')?.textContent).toBe('moved');
    }
    for (const id of ['progress', 'sandwich']) {
      expect(step(container, id).classList.contains('moved')).toBe(false);
      expect(step(container, id).querySelector('.moved-tag')).toBeNull();
    }
  });

  it('never shows NaN, whatever the quantities hold', async () => {
    const q: Quantities = {
      ...perceptronQuantities({ ...base, Robs: NaN, wDot: Infinity, wNorm: NaN }),
      gammaM: NaN,
      boundZero: -Infinity,
    };
    const { container } = await renderPanel(q, ['progress'], true);
    expect(container.textContent).not.toContain('NaN');
    expect(container.innerHTML).not.toContain('NaN');
    expect(container.textContent).toContain('—'); // the missing values show as a dash
    // With nothing defined at all.
    cleanup();
    const { container: c2 } = await renderPanel({}, [], true);
    expect(c2.textContent).not.toContain('NaN');
    expect(c2.querySelector('[role="note"]')).not.toBeNull();
  });

  it('shows a reason even when the bound cannot be computed', async () => {
    const q = perceptronQuantities(base);
    const status = { applies: false, holds: false, value: NaN, observed: 3 };
    const { getByRole } = render(
      <TheoremPanel theorem={perceptronMistakeBound} quantities={q} status={status} moved={[]} />,
    );
    expect(getByRole('note').textContent).toMatch(/does not apply: \S/);
  });
});

describe('the panel renders again only when what it shows changes', () => {
  const props = (n: Partial<PerceptronNumbers>, moved: string[] = []): TheoremPanelProps => {
    const quantities = perceptronQuantities({ ...base, ...n });
    return {
      theorem: perceptronMistakeBound,
      quantities,
      status: evaluate(perceptronMistakeBound, quantities),
      moved,
      caption: 'with R and γ as configured',
    };
  };

  it('the same numbers, computed afresh into new objects, are the same panel', () => {
    const a = props({ M: 4 }, ['progress']);
    const b = props({ M: 4 }, ['progress']);
    expect(a.quantities).not.toBe(b.quantities);
    expect(sameTheoremProps(a, b)).toBe(true);
  });

  it('a number, a mark, a moved step or the caption that changes is a new panel', () => {
    const a = props({ M: 4 });
    expect(sameTheoremProps(a, props({ M: 5 }))).toBe(false);
    // Past the bound: the status changes with the observed value.
    expect(sameTheoremProps(a, props({ M: 4000 }))).toBe(false);
    expect(sameTheoremProps(a, props({ M: 4 }, ['growth']))).toBe(false);
    expect(sameTheoremProps(a, { ...a, caption: 'with the observed R and γ' })).toBe(false);
    expect(sameTheoremProps(a, { ...a, quantities: { ...a.quantities, extra: 1 } })).toBe(false);
  });

  it('NaN is the same as NaN (a number not known yet stays unknown)', () => {
    const a = props({});
    const q = { ...a.quantities, M: Number.NaN };
    expect(sameTheoremProps({ ...a, quantities: q }, { ...a, quantities: { ...q } })).toBe(true);
  });
});
