import type { ParamValues } from '../../../src/scenes/kit/params';
import type { ocoParams } from '../../../src/scenes/lessons/oco-params';
import { NumberField } from '../../ui/Controls';

type Params = ParamValues<ReturnType<typeof ocoParams>>;

/** The convex lessons' own fields: the disc, λ, and what the hinge and regression streams take. */
export function OcoFields({
  p,
  onParams,
}: {
  p: Pick<Params, 'stream' | 'B' | 'lambda' | 'gamma' | 'R' | 'noise'>;
  onParams(params: Record<string, string>): void;
}) {
  return (
    <>
      <NumberField label="B" param="B" value={p.B} step={0.1} min={0} onParams={onParams} />
      <NumberField
        label="λ"
        param="lambda"
        value={p.lambda}
        step={0.1}
        min={0}
        onParams={onParams}
      />
      {p.stream === 'hinge' ? (
        <NumberField
          label="γ"
          param="gamma"
          value={p.gamma}
          step={0.01}
          min={0}
          onParams={onParams}
        />
      ) : null}
      {p.stream === 'hinge' || p.stream === 'regression' ? (
        <NumberField label="R" param="R" value={p.R} step={0.1} min={0} onParams={onParams} />
      ) : null}
      {p.stream === 'regression' ? (
        <NumberField
          label="Noise"
          param="noise"
          value={p.noise}
          step={0.05}
          min={0}
          onParams={onParams}
        />
      ) : null}
    </>
  );
}
