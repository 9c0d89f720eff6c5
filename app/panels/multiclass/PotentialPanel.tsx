import type { ReactElement } from 'react';
import type { MulticlassAnalysis } from '../../../src/scenes/multiclass';
import { formatNumber } from '../../../src/theory/types';
import { ChartDataTable } from '../ChartDataTable';
import { OKABE_ITO } from '../palette';
import { SeriesChart, type ChartSeries } from '../SeriesChart';

export interface PotentialPanelProps {
  potential: MulticlassAnalysis['potential'] | null;
  names: readonly string[];
}

const f = formatNumber;

/**
 * The proof of Theorem 14.2 as a potential: Φ_s = ‖ηw_s − w‖² (η = γ/M²) against the cap
 * Φ₀ + Σ (2η max(0, γ − w·ψ_s) − γ²/M²) that the proof says it stays under, and the latest
 * mistake's step, line by line, with its numbers.
 */
export function PotentialPanel({ potential: p, names }: PotentialPanelProps): ReactElement {
  if (!p) return <p className="hint">Computing the potential…</p>;
  const who = p.comparator === 'target' ? 'w*' : 'w';
  const series: ChartSeries[] = [
    {
      id: 'phi',
      label: `Φ_s = ‖ηw_s − ${who}‖²`,
      color: OKABE_ITO.blue,
      dash: '',
      marker: 'circle',
      kind: 'measured',
      points: p.rounds.map((s, i) => [s, p.phi[i] ?? NaN] as [number, number]),
    },
    {
      id: 'cap',
      label: 'the proof’s cap Φ₀ + Σ(2η·hinge − γ²/M²)',
      color: OKABE_ITO.vermillion,
      dash: '8 4',
      kind: 'bound',
      points: p.rounds.map((s, i) => [s, p.caps[i] ?? NaN] as [number, number]),
    },
  ];
  const s = p.last;
  const cls = (c: number) => names[c] ?? `class ${c + 1}`;
  return (
    <div className="hs-panel potential-panel">
      <p>
        {p.comparator === 'target'
          ? `With the stream’s w* (‖w*‖ = 1) and γ = ${f(p.gamma)}`
          : 'With the best w found (γ = 1; this stream has no w*)'}
        : M² = {f(p.M2)}, η = γ/M² = {f(p.eta)}; Φ₀ = ‖{who}‖² = {f(p.Phi0)}. Each mistake moves Φ
        by at most 2η·max(0, γ − {who}·ψ_s) − γ²/M², a drop of at least γ²/M² = {f(p.drop)} when the
        point keeps the margin. After {p.mistakes} mistake{p.mistakes === 1 ? '' : 's'}: Φ_t ={' '}
        {f(p.PhiT)} ≤ {f(p.cap)}.
      </p>
      <SeriesChart
        T={Math.max(1, p.t)}
        t={p.t}
        series={series}
        logScale={false}
        yLabel="potential Φ"
        exportName="The proof’s potential"
      />
      <ChartDataTable series={series} t={p.t} title="The proof’s potential" />
      {s ? (
        <ol
          className="potential-lines"
          aria-label={`The proof at the latest mistake, round ${s.s}`}
        >
          <li>
            Round {s.s}: the label is {cls(s.y)}, the perceptron said {cls(s.yhat)}, so ψ_s = ψ(x,{' '}
            {cls(s.y)}) − ψ(x, {cls(s.yhat)}) and w_{'{s−1}'}·ψ_s = {f(s.wPsi)} ≤ 0.
          </li>
          <li>
            Φ_s = Φ_{'{s−1}'} + 2η(ηw_{'{s−1}'} − {who})·ψ_s + η²‖ψ_s‖²: {f(s.PhiNow)} ={' '}
            {f(s.PhiPrev)} + ({f(s.cross)}) + {f(s.psiSq)}.
          </li>
          <li>
            ≤ Φ_{'{s−1}'} + 2η max(0, γ − {who}·ψ_s) − 2ηγ + η²M² = {f(s.line3)}.
          </li>
          <li>
            = Φ_{'{s−1}'} + 2η max(0, γ − {who}·ψ_s) − γ²/M² = {f(s.PhiPrev)} + {f(s.stepHinge)} −{' '}
            {f(p.drop)} = {f(s.rhs)}.
          </li>
        </ol>
      ) : (
        <p className="hint">No mistake yet: Φ has not moved from Φ₀.</p>
      )}
    </div>
  );
}
