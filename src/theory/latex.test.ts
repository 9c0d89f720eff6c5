import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { boostingQuantityNames, boostingTheorems } from './boosting';
import { expertsQuantityNames, expertsTheorems } from './experts';
import { gdEgQuantityNames, gdEgTheorems } from './gd-eg';
import { hedgeContinuousQuantityNames, hedgeContinuousTheorems } from './hedge-continuous';
import { kernelPerceptronQuantityNames, kernelPerceptronTheorems } from './kernel-perceptron';
import { latexText, theoremLatex } from './latex';
import { littlestoneQuantityNames, littlestoneTheorems } from './littlestone';
import { multiclassQuantityNames, multiclassTheorems } from './multiclass';
import { ocoQuantityNames, ocoTheorems } from './oco';
import { onlineToBatchQuantityNames, onlineToBatchTheorems } from './online-to-batch';
import {
  perceptronMistakeBound,
  perceptronQuantityNames,
  perceptronRandomStartBound,
} from './perceptron';
import { evaluate, type Theorem } from './types';

const all: Array<{ theorem: Theorem; names: readonly string[] }> = [
  ...[perceptronMistakeBound, perceptronRandomStartBound].map((theorem) => ({
    theorem,
    names: perceptronQuantityNames,
  })),
  ...expertsTheorems.map((theorem) => ({ theorem, names: expertsQuantityNames })),
  ...ocoTheorems.map((theorem) => ({ theorem, names: ocoQuantityNames })),
  ...littlestoneTheorems.map((theorem) => ({ theorem, names: littlestoneQuantityNames })),
  ...gdEgTheorems.map((theorem) => ({ theorem, names: gdEgQuantityNames })),
  ...kernelPerceptronTheorems.map((theorem) => ({
    theorem,
    names: kernelPerceptronQuantityNames,
  })),
  ...onlineToBatchTheorems.map((theorem) => ({ theorem, names: onlineToBatchQuantityNames })),
  ...multiclassTheorems.map((theorem) => ({ theorem, names: multiclassQuantityNames })),
  ...boostingTheorems.map((theorem) => ({ theorem, names: boostingQuantityNames })),
  ...hedgeContinuousTheorems.map((theorem) => ({
    theorem,
    names: hedgeContinuousQuantityNames,
  })),
];

/** The maths of a LaTeX document: display \[…\], inline $…$, and each align* line. */
function mathOf(doc: string): string[] {
  const out: string[] = [];
  for (const m of doc.matchAll(/\\\[([\s\S]*?)\\\]/g)) out.push(m[1] as string);
  for (const line of doc.split('\n')) {
    if (line.startsWith('%')) continue;
    for (const m of line.matchAll(/(?<!\\)\$([^$]+)\$/g)) out.push(m[1] as string);
  }
  const align = /\\begin\{align\*\}([\s\S]*?)\\end\{align\*\}/.exec(doc);
  if (align) out.push(`\\begin{aligned}${align[1]}\\end{aligned}`);
  return out;
}

describe('the theorem as LaTeX', () => {
  it.each(all.map((a) => [a.theorem.id, a] as const))(
    '%s: balanced environments, and every formula parses (KaTeX, an independent parser)',
    (_, { theorem, names }) => {
      for (const x of [0, 1, 0.37, 1e-9, 123456789, Infinity, NaN]) {
        const q = Object.fromEntries(names.map((n) => [n, x]));
        const doc = theoremLatex(theorem, q, evaluate(theorem, q), {
          t: 42,
          caption: 'with R & γ',
        });
        for (const env of ['theorem', 'itemize', 'proof', 'align*', 'enumerate']) {
          const open = doc.split(`\\begin{${env}}`).length - 1;
          expect(open, env).toBe(1);
          expect(doc.split(`\\end{${env}}`).length - 1, env).toBe(open);
        }
        expect(doc).toContain(theorem.statementTex);
        const items = (env: string) =>
          (doc.split(`\\begin{${env}}`)[1]?.split(`\\end{${env}}`)[0] ?? '').split('\\item ')
            .length - 1;
        expect(items('itemize')).toBe(theorem.hypotheses.length);
        expect(items('enumerate')).toBe(theorem.proof.length);
        for (const tex of mathOf(doc))
          expect(() =>
            katex.renderToString(tex, { throwOnError: true, displayMode: true }),
          ).not.toThrow();
        expect(doc).not.toMatch(/NaN|undefined/);
      }
    },
  );

  it('fills the run’s numbers in and says which hypothesis fails', () => {
    const th = perceptronMistakeBound;
    const q = Object.fromEntries(perceptronQuantityNames.map((n) => [n, 0.5]));
    const doc = theoremLatex(th, q, evaluate(th, q), { t: 7 });
    expect(doc).toContain('at round 7');
    expect(doc).toContain('{0.5}');
    // Negative numbers break a hypothesis (a margin, a radius): the source says which, and why.
    const bad = Object.fromEntries(perceptronQuantityNames.map((n) => [n, -1]));
    const status = evaluate(th, bad);
    expect(status.applies).toBe(false);
    const broken = theoremLatex(th, bad, status, { t: 7 });
    expect(broken).toContain('--- fails: ');
    expect(broken).toContain('The bound does not apply');
    expect(broken).not.toContain('At round 7:');
  });

  it('escapes the words, not the maths', () => {
    expect(latexText('50% of R & γ_1 {#1} ~ ^ \\')).toBe(
      '50\\% of R \\& γ\\_1 \\{\\#1\\} \\textasciitilde{} \\textasciicircum{} \\textbackslash{}',
    );
  });
});
