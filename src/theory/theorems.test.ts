import katex from 'katex';
import { describe, expect, it } from 'vitest';
import {
  perceptronMistakeBound,
  perceptronQuantityNames,
  perceptronRandomStartBound,
} from './perceptron';
import { boostingQuantityNames, boostingTheorems } from './boosting';
import { expertsQuantityNames, expertsTheorems } from './experts';
import { gdEgQuantityNames, gdEgTheorems } from './gd-eg';
import { hedgeContinuousQuantityNames, hedgeContinuousTheorems } from './hedge-continuous';
import { kernelPerceptronQuantityNames, kernelPerceptronTheorems } from './kernel-perceptron';
import { littlestoneQuantityNames, littlestoneTheorems } from './littlestone';
import { multiclassQuantityNames, multiclassTheorems } from './multiclass';
import { ocoQuantityNames, ocoTheorems } from './oco';
import { onlineToBatchQuantityNames, onlineToBatchTheorems } from './online-to-batch';
import { fillSlots, formatNumber, slotsOf, type Theorem } from './types';

const families: Array<{ theorems: Theorem[]; names: readonly string[] }> = [
  {
    theorems: [perceptronMistakeBound, perceptronRandomStartBound],
    names: perceptronQuantityNames,
  },
  { theorems: expertsTheorems, names: expertsQuantityNames },
  { theorems: ocoTheorems, names: ocoQuantityNames },
  { theorems: littlestoneTheorems, names: littlestoneQuantityNames },
  { theorems: gdEgTheorems, names: gdEgQuantityNames },
  { theorems: kernelPerceptronTheorems, names: kernelPerceptronQuantityNames },
  { theorems: onlineToBatchTheorems, names: onlineToBatchQuantityNames },
  { theorems: multiclassTheorems, names: multiclassQuantityNames },
  { theorems: boostingTheorems, names: boostingQuantityNames },
  { theorems: hedgeContinuousTheorems, names: hedgeContinuousQuantityNames },
];
const theorems = families.flatMap((f) =>
  f.theorems.map((theorem) => ({ theorem, names: f.names })),
);

function texts(th: Theorem): string[] {
  return [
    th.statementTex,
    ...th.hypotheses.map((h) => h.tex),
    ...th.proof.flatMap((p) => [p.tex, p.liveTex]),
  ];
}

const samples = [0, 1, -0.25, 3.14159, 1e-9, 123456789, Infinity, NaN];

describe('theorems as data', () => {
  it.each(theorems.map((t) => [t.theorem.id, t] as const))(
    '%s: every TeX compiles with KaTeX, with any numbers',
    (_, { theorem: th, names }) => {
      for (const tex of texts(th)) {
        for (const x of samples) {
          const q = Object.fromEntries(names.map((n) => [n, x]));
          expect(() =>
            katex.renderToString(fillSlots(tex, q), { throwOnError: true }),
          ).not.toThrow();
        }
      }
    },
  );

  it.each(theorems.map((t) => [t.theorem.id, t] as const))(
    '%s: every live slot names a quantity the engine emits',
    (_, { theorem: th, names }) => {
      const known = new Set<string>(names);
      for (const tex of texts(th))
        for (const slot of slotsOf(tex)) expect(known.has(slot), slot).toBe(true);
    },
  );

  it('never prints NaN', () => {
    for (const x of samples) expect(formatNumber(x)).not.toMatch(/NaN/);
    expect(fillSlots('{{a}} {{b}}', { a: NaN })).not.toMatch(/NaN/);
  });
});
