import { memo } from 'react';
import { useOnParams } from './lesson-hooks';

/**
 * A checkbox for each learner the lesson has; the URL's `learners=` keeps them in the order they
 * were picked (the first faces an adaptive adversary), and the last one cannot be unticked.
 */
export const LearnerPicks = memo(function LearnerPicks({
  ids,
  chosen,
  labels,
  legend = 'Learners (the first one faces the adversary)',
}: {
  ids: readonly string[];
  chosen: readonly string[];
  labels: Readonly<Record<string, string>>;
  /** Where no stream adapts to a learner, just "Learners". */
  legend?: string;
}) {
  const onParams = useOnParams();
  const toggle = (id: string, on: boolean) => {
    const next = on ? [...chosen, id] : chosen.filter((l) => l !== id);
    if (next.length > 0) onParams({ learners: next.join(',') });
  };
  return (
    <fieldset className="learner-picks">
      <legend>{legend}</legend>
      {ids.map((id) => (
        <label key={id}>
          <input
            type="checkbox"
            checked={chosen.includes(id)}
            onChange={(e) => toggle(id, e.target.checked)}
          />{' '}
          {labels[id] ?? id}
        </label>
      ))}
    </fieldset>
  );
});
