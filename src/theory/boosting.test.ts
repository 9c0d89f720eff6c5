import { describe, expect, it } from 'vitest';
import { adaBoostBound, mwuBoostBound } from './boosting';
import {
  adaBoostQuantities,
  adaRoundsNeeded,
  mwuBound,
  mwuBoostQuantities,
  mwuRoundsNeeded,
  type BoostingNumbers,
} from './boosting-quantities';
import { evaluate } from './types';

const base: BoostingNumbers = {
  t: 2,
  n: 10,
  err: 0.1,
  maxEps: 0.35,
  brokeAt: 0,
  brokeEps: NaN,
  delta: 0.1,
  eps: 0.4,
  logPhi: NaN,
  sumAcc: NaN,
  logZ: NaN,
  logProd: NaN,
  sumG2: NaN,
  meanExp: NaN,
};

describe('the boosting bounds’ numbers', () => {
  it('match closed forms computed by hand', () => {
    // (1 − 0.1)^(−1)·e^(−0.1·2·0.6), and the notes’ example ε = 0.4, δ = 0.1: 2 ln 10/0.01 = 460.5.
    expect(mwuBound(2, 0.1)).toBeCloseTo(0.9854671519079528, 14);
    expect(mwuRoundsNeeded(0.1, 0.1)).toBe(461);
    expect(adaRoundsNeeded(0.1, 0.1)).toBe(116);
    expect(mwuRoundsNeeded(0, 0.1)).toBe(Infinity);
    const x = mwuBoostQuantities({ ...base, logPhi: Math.log(10) - 0.2, sumAcc: 1.3 });
    expect(x['gamma']).toBeCloseTo(0.1, 15);
    expect(x['logPhiAcc']).toBeCloseTo(Math.log(10) - 0.13, 14);
    // One bad point after two rounds: ln 1 + 1·ln 0.9.
    expect(x['logBad']).toBeCloseTo(Math.log(0.9), 14);
    expect(x['TneededObs']).toBe(Math.ceil((2 * Math.log(10)) / 0.15 ** 2));
  });

  it('says "does not apply" with the round that broke the promise', () => {
    const x = mwuBoostQuantities({ ...base, brokeAt: 7, brokeEps: 0.46, maxEps: 0.46 });
    const s = evaluate(mwuBoostBound, x);
    expect(s.applies).toBe(false);
    expect(s.failed?.reason).toBe(
      'the stump of round 7 has error ε = 0.46, not ≤ ε = 0.4: the bound does not apply from round 7 on',
    );
    const a = evaluate(
      adaBoostBound,
      adaBoostQuantities({
        ...base,
        brokeAt: 3,
        brokeEps: 0.5,
        logZ: 0,
        logProd: 0,
        sumG2: 0,
        meanExp: 1,
      }),
    );
    expect(a.failed?.reason).toMatch(/round 3 has error ε = 0.5, not below ½/);
  });

  it('AdaBoost: ∏ 2√(ε(1 − ε)) and exp(−2Σγ²) from the sums', () => {
    // Two rounds, ε = 0.2 and 0.3.
    const logProd = Math.log(2 * Math.sqrt(0.16)) + Math.log(2 * Math.sqrt(0.21));
    const x = adaBoostQuantities({
      ...base,
      logZ: logProd,
      logProd,
      sumG2: 0.09 + 0.04,
      meanExp: Math.exp(logProd),
    });
    expect(x['bound']).toBeCloseTo(0.8 * 2 * Math.sqrt(0.21), 14);
    expect(x['expBound']).toBeCloseTo(Math.exp(-0.26), 14);
    const s = evaluate(adaBoostBound, x);
    expect(s.applies && s.holds).toBe(true);
    for (const p of adaBoostBound.proof) expect(p.holds(x), p.id).toBe(true);
  });
});
