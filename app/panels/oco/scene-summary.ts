/** The plane's accessible name: the scene in one sentence, never with NaN. */
import { fmt } from '../plane-geometry';
import type { OcoPlaneLearner } from './oco-types';
import { isFinite2, type Vec } from './oco-geometry';

export interface SummaryInput {
  label: string | undefined;
  learners: OcoPlaneLearner[];
  /** The point drawn for each learner; null: not finite. */
  points: Array<Vec | null>;
  comparator: [number, number] | null;
  surfaceLabel: string;
  hasMap: boolean;
  B: number;
  projected: boolean;
}

const pt = (p: Vec): string => `(${fmt(p[0])}, ${fmt(p[1])})`;

/** "Plane at round 120: OGD at (0.5, −0.2), FTL at (…), comparator u* = (…), map of Σ f_s, s ≤ 120, …" */
export function sceneSummary(s: SummaryInput): string {
  const parts: string[] = [];
  s.learners.forEach((l, i) => {
    const p = s.points[i];
    parts.push(p ? `${l.name} at ${pt(p)}` : `${l.name}: no point`);
  });
  if (isFinite2(s.comparator)) parts.push(`comparator u* = ${pt(s.comparator)}`);
  parts.push(s.hasMap ? `map of ${s.surfaceLabel}` : `no map of ${s.surfaceLabel}`);
  if (s.B > 0) parts.push(`Ω the disc of radius ${fmt(s.B)}`);
  if (s.projected) parts.push('the last step left Ω and was projected back');
  return `${s.label ?? 'Plane'}: ${parts.join(', ')}`;
}
