import type { Trace } from '../engine/trace';
import { expertsQuantities, hedgeBound } from '../theory/experts';
import { evaluate, type BoundStatus, type Quantities } from '../theory/types';
import type { MindreaderMeta } from './mindreader';

export interface MindreaderView {
  /** The student's moves so far. */
  t: number;
  /** The machine's realized correct guesses, and the student's escapes. */
  hits: number;
  escapes: number;
  /** The last move and the machine's guess for it. */
  last: { move: 1 | -1; guess: 1 | -1 } | null;
  /** The machine's expected loss, the best pattern's loss, and which pattern it is. */
  cumLoss: number;
  Lstar: number;
  best: number;
  quantities: Quantities;
  status: BoundStatus;
}

const at = (trace: Trace | null, name: string, t: number, fallback: number): number => {
  const v = trace && t >= 1 ? trace.at(name, t) : NaN;
  return Number.isNaN(v) ? fallback : v;
};

/** The MindReader game at move t: the score race and Hedge's regret bound with its numbers. */
export function mindreaderView(
  meta: MindreaderMeta,
  trace: Trace | null,
  tWanted: number,
): MindreaderView {
  const t = Math.max(0, Math.min(tWanted, trace?.length ?? 0));
  const hits = at(trace, 'hits', t, 0);
  const cumLoss = at(trace, 'cum', t, 0);
  const Lstar = at(trace, 'Lstar', t, 0);
  const quantities = expertsQuantities({
    t,
    T: meta.T,
    d: meta.d,
    loss: cumLoss,
    Lstar,
    logW: at(trace, 'logW', t, Math.log(meta.d)),
    epsilon: 0.5,
    eta: meta.eta,
    labelled: 1,
    adversary: 0,
    deterministic: 0,
  });
  return {
    t,
    hits,
    escapes: t - hits,
    last:
      t >= 1
        ? {
            move: at(trace, 'move', t, 1) > 0 ? 1 : -1,
            guess: at(trace, 'guess', t, 1) > 0 ? 1 : -1,
          }
        : null,
    cumLoss,
    Lstar,
    best: at(trace, 'best', t, 0),
    quantities,
    status: evaluate(hedgeBound, quantities),
  };
}
