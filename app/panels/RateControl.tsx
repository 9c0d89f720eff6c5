import { useId, useState, type ReactElement } from 'react';
import { formatNumber } from '../../src/theory/types';
import './panels.css';

export interface RateControlProps {
  symbol: 'η' | 'ε';
  value: number;
  /** The slider's range (a log scale): 0 < min < max. Typed values outside it are not applied. */
  min: number;
  max: number;
  theoryValue: number;
  /** The theory value's formula as text, e.g. "√(8 ln d / T)". */
  theoryFormula: string;
  onChange(v: number): void;
}

/** Slider positions: the log scale between min and max is cut into this many steps. */
export const SLIDER_STEPS = 1000;

const isFiniteNum = (v: number): boolean => v === v && v !== Infinity && v !== -Infinity;
const fmt = (x: number): string => formatNumber(x).replace(/^-/, '−');
/** The text a value shows in the input: plain digits, never NaN. */
const inputText = (v: number): string => (isFiniteNum(v) ? String(Number(v.toPrecision(6))) : '');

function parse(text: string): number {
  const s = text.trim().replace(',', '.').replace(/^−/, '-');
  return s === '' ? NaN : Number(s);
}

export function RateControl(props: RateControlProps): ReactElement {
  const { symbol, value, min, max, theoryValue, theoryFormula, onChange } = props;
  const id = useId();
  const [draft, setDraft] = useState(() => inputText(value));
  const [shown, setShown] = useState(value);
  // The value changed from outside (slider, theory button, the store): show it, unless the text
  // being typed already means it (so typing "0.10" is not rewritten to "0.1" under the caret).
  if (!Object.is(shown, value)) {
    setShown(value);
    if (parse(draft) !== value) setDraft(inputText(value));
  }

  const rangeOk = isFiniteNum(min) && isFiniteNum(max) && min > 0 && max > min;
  const inRange = (v: number): boolean =>
    isFiniteNum(v) && v > 0 && (!rangeOk || (v >= min && v <= max));
  const parsed = parse(draft);
  const invalid = !inRange(parsed);

  const toPos = (v: number): number =>
    rangeOk && isFiniteNum(v) && v > 0
      ? Math.round(
          (SLIDER_STEPS * Math.log(Math.min(max, Math.max(min, v)) / min)) / Math.log(max / min),
        )
      : 0;
  const fromPos = (p: number): number => {
    const v = min * (max / min) ** (p / SLIDER_STEPS);
    return Math.min(max, Math.max(min, Number(v.toPrecision(3))));
  };

  const theoryOk = isFiniteNum(theoryValue) && theoryValue > 0;
  const label = `learning rate ${symbol}`;

  return (
    <div
      className="hs-panel hs-rate"
      role="group"
      aria-label={`${label} control`}
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.4em 0.75em' }}
    >
      <label htmlFor={`${id}-n`} style={{ fontWeight: 700 }}>
        {symbol}
      </label>
      <input
        id={`${id}-n`}
        type="text"
        inputMode="decimal"
        size={8}
        aria-label={label}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-err` : undefined}
        value={draft}
        onChange={(e) => {
          const text = e.target.value;
          setDraft(text);
          const v = parse(text);
          if (inRange(v) && v !== value) onChange(v);
        }}
        onBlur={() => {
          if (invalid) setDraft(inputText(value));
        }}
      />
      <input
        type="range"
        min={0}
        max={SLIDER_STEPS}
        step={1}
        disabled={!rangeOk}
        aria-label={`${label}, log-scale slider from ${fmt(min)} to ${fmt(max)}`}
        aria-valuetext={`${symbol} = ${fmt(value)}`}
        value={toPos(value)}
        onChange={(e) => {
          const v = fromPos(Number(e.target.value));
          if (inRange(v) && v !== value) onChange(v);
        }}
      />
      <output className="current" htmlFor={`${id}-n`}>{`${symbol} = ${fmt(value)}`}</output>
      <button type="button" disabled={!theoryOk} onClick={() => onChange(theoryValue)}>
        Use theory value
      </button>
      <span className="theory" style={{ color: 'var(--muted)' }}>
        {`theory: ${symbol} = ${theoryFormula} = ${fmt(theoryValue)}`}
        {theoryOk && Math.abs(value - theoryValue) <= 1e-12 * theoryValue ? ' (in use)' : ''}
      </span>
      <span
        id={`${id}-err`}
        className="invalid"
        aria-live="polite"
        style={{ flexBasis: '100%', fontSize: 'var(--fs-s)', color: 'var(--violation)' }}
      >
        {invalid
          ? rangeOk
            ? `Not applied: enter a number from ${fmt(min)} to ${fmt(max)}.`
            : 'Not applied: enter a positive number.'
          : ''}
      </span>
    </div>
  );
}

export default RateControl;
