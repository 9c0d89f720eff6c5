import { memo, useRef, type KeyboardEvent, type ReactElement } from 'react';
import { ExportButtons } from '../../export/ExportButtons';
import '../panels.css';
import './finite.css';
import { useTextUnits } from '../useTextScale';
import { PendingSvg } from '../pending-figure';
import { ContinuousAxis } from './ContinuousAxis';

export interface DomainRowProps {
  n: number;
  labels: readonly (0 | 1 | null)[];
  /**
   * The point asked this round, ringed: its index in discrete mode; in continuous mode the value
   * x ∈ [0, 1] asked.
   */
  current: number | null;
  /** points that still split the version space (both labels possible): drawn with a small "?" */
  open?: readonly boolean[];
  /**
   * continuous mode (thresholds on [0,1]): instead of n discrete points, an axis [0,1] with the
   * points asked and their labels, and the interval (lo, hi] of thresholds still consistent
   * shaded; plus a zoomed inset of the interval when it is narrower than 2% of the axis (the
   * interval halves each round)
   */
  continuous?: { xs: readonly number[]; ys: readonly (0 | 1)[]; lo: number; hi: number } | null;
  /**
   * When given, the points are buttons (keyboard focusable) the student clicks to ask x: the
   * `user` stream. Discrete mode: x is the point's index. Continuous mode: a click on the axis
   * (or the inset) asks the x under it, and a number field asks any x ∈ [0, 1] from the keyboard.
   */
  onPick?(x: number): void;
}

/** The viewBox width; the height follows the text size (useTextUnits). */
const W = 640;
const PAD = 8;
/** At most this many points are drawn (the lesson's n ≤ 16). */
const MAX_POINTS = 64;

const SUB = '₀₁₂₃₄₅₆₇₈₉';
/** "₁₂": an integer in subscript digits. */
export function subscript(i: number): string {
  return [...String(i)].map((c) => (c === '-' ? '₋' : (SUB[Number(c)] ?? c))).join('');
}
/** "x₃": the point's name, with a subscript index. */
export function pointName(i: number): string {
  return `x${subscript(i)}`;
}

const isNum = (v: unknown): v is number =>
  typeof v === 'number' && v === v && v !== Infinity && v !== -Infinity;
interface Spot {
  i: number;
  cx: number;
  cy: number;
}

/** The points in rows of equal size, as many per row as their names allow. */
function discreteLayout(n: number, fs: number) {
  const r = Math.max(7, 0.75 * fs);
  const ring = r + Math.max(4, 0.35 * fs);
  const minDx = Math.max(2 * ring + 0.6 * fs, 2.7 * fs);
  const fit = Math.max(1, Math.floor((W - 2 * PAD) / minDx));
  const rows = Math.max(1, Math.ceil(n / fit));
  const perRow = Math.max(1, Math.ceil(n / rows));
  const dx = Math.min((W - 2 * PAD) / perRow, 6 * fs);
  const top = PAD + 0.9 * fs;
  const rowH = 2 * ring + 1.8 * fs;
  const spots: Spot[] = [];
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / perRow);
    const col = i % perRow;
    const inRow = Math.min(perRow, n - row * perRow);
    const x0 = (W - inRow * dx) / 2;
    spots.push({ i, cx: x0 + (col + 0.5) * dx, cy: top + row * rowH + ring });
  }
  return { r, ring, spots, H: top + rows * rowH + PAD };
}

function Legend({
  continuous,
  current,
  open,
}: {
  continuous: boolean;
  current: boolean;
  open: boolean;
}): ReactElement {
  const sample = (child: ReactElement) => (
    <svg viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      {child}
    </svg>
  );
  return (
    <ul className="hs-legend" aria-label="Legend">
      <li>
        {sample(<circle className="mark one" cx={9} cy={9} r={6} />)}
        <span>label 1</span>
      </li>
      <li>
        {sample(<circle className="mark zero" cx={9} cy={9} r={5.5} />)}
        <span>label 0</span>
      </li>
      {continuous ? (
        <li>
          {sample(<rect className="interval" x={2} y={4} width={14} height={10} />)}
          <span>thresholds still consistent</span>
        </li>
      ) : (
        <li>
          {sample(<circle className="mark unseen" cx={9} cy={9} r={2.5} />)}
          <span>not seen yet</span>
        </li>
      )}
      {current ? (
        <li>
          {sample(<circle className="current-ring" cx={9} cy={9} r={7} />)}
          <span>asked this round</span>
        </li>
      ) : null}
      {/* On the points' row, kept in place, unseen, until the open points are drawn: the legend
          grew by a line as the page loaded and moved everything below it (a layout shift). */}
      {continuous ? null : (
        <li className={open ? undefined : 'reserved'} aria-hidden={open ? undefined : true}>
          {sample(
            <text className="open" x={9} y={14} textAnchor="middle">
              ?
            </text>,
          )}
          <span>both labels still possible</span>
        </li>
      )}
    </ul>
  );
}

function DiscreteRow(props: DomainRowProps & { fs: number; n: number }): ReactElement {
  const { n, labels, current, open, onPick, fs } = props;
  const { r, ring, spots, H } = discreteLayout(n, fs);
  const cur = isNum(current) && current >= 0 && current < n ? Math.floor(current) : null;
  const names = spots.map((s) => pointName(s.i));

  let ones = 0;
  let zeros = 0;
  const seen: string[] = [];
  const split: string[] = [];
  for (let i = 0; i < n; i++) {
    const l = labels[i];
    if (l === 1) ones++;
    if (l === 0) zeros++;
    if (l === 0 || l === 1) seen.push(`${names[i]} = ${l}`);
    if (open?.[i]) split.push(names[i] as string);
  }
  const aria =
    `Domain of ${n} point${n === 1 ? '' : 's'}: ${ones + zeros} labelled ` +
    `(${ones} with label 1, ${zeros} with label 0), ${n - ones - zeros} not seen yet` +
    (seen.length ? `; labels: ${seen.join(', ')}` : '') +
    (open
      ? `; ${split.length} still split the version space${split.length ? ` (${split.join(', ')})` : ''}`
      : '') +
    (cur === null ? '' : `; asking ${names[cur]} this round`);

  const onKey = (i: number) => (e: KeyboardEvent<HTMLButtonElement>) => {
    // Enter asks at once (and the browser's own click on Enter is cancelled); Space clicks.
    if (e.key === 'Enter') {
      e.preventDefault();
      onPick?.(i);
    }
  };

  return (
    <div className="hs-finite-stage">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={aria}>
        {spots.map(({ i, cx, cy }) => {
          const l = labels[i];
          const state = l === 1 ? 'one' : l === 0 ? 'zero' : 'unseen';
          return (
            <g key={i} className={`point ${state}`} data-point={i}>
              {cur === i ? <circle className="current-ring" cx={cx} cy={cy} r={ring} /> : null}
              {state === 'unseen' ? (
                <>
                  <circle className="site" cx={cx} cy={cy} r={r} />
                  <circle className="mark unseen" cx={cx} cy={cy} r={Math.max(2.5, r * 0.3)} />
                </>
              ) : (
                <circle
                  className={`mark ${state}`}
                  cx={cx}
                  cy={cy}
                  r={state === 'zero' ? r - 1.5 : r}
                />
              )}
              {open?.[i] ? (
                <text className="open" x={cx + ring * 0.7} y={cy - ring * 0.55}>
                  ?
                </text>
              ) : null}
              <text
                className="point-name"
                x={cx}
                y={cy + ring + 1.15 * fs}
                textAnchor="middle"
                style={{ fontWeight: cur === i ? 700 : 400 }}
              >
                {names[i]}
              </text>
            </g>
          );
        })}
      </svg>
      {onPick ? (
        <div className="hs-finite-pick" role="group" aria-label="Ask a point">
          {spots.map(({ i, cx, cy }) => {
            const l = labels[i];
            const said = l === 0 || l === 1 ? `label ${l} seen` : 'not seen yet';
            return (
              <button
                key={i}
                type="button"
                data-point={i}
                aria-label={`Ask ${names[i]}: ${said}${open?.[i] ? ', both labels possible' : ''}`}
                style={{
                  left: `${((cx - ring) / W) * 100}%`,
                  top: `${((cy - ring) / H) * 100}%`,
                  width: `${((2 * ring) / W) * 100}%`,
                  height: `${((2 * ring) / H) * 100}%`,
                }}
                onClick={() => onPick(i)}
                onKeyDown={onKey(i)}
              />
            );
          })}
        </div>
      ) : null}
    </div>
  );
}

export const DomainRow = memo(function DomainRow(props: DomainRowProps): ReactElement {
  const box = useRef<HTMLElement>(null);
  const { fs, measured } = useTextUnits(box, W);
  const n = isNum(props.n) ? Math.max(0, Math.min(MAX_POINTS, Math.floor(props.n))) : 0;
  const c = props.continuous ?? null;
  const className = `hs-panel hs-finite hs-finite-domain hs-scaled${props.onPick && c ? ' picking' : ''}`;
  if (!measured)
    return (
      <figure className={className} ref={box}>
        <PendingSvg label="The domain" stage="hs-finite-stage" />
      </figure>
    );
  return (
    <figure className={className} ref={box}>
      {c ? (
        <ContinuousAxis c={c} current={props.current} fs={fs} onPick={props.onPick} />
      ) : (
        <DiscreteRow {...props} n={n} fs={fs} />
      )}
      <Legend
        continuous={!!c}
        current={isNum(props.current)}
        open={!c && !!props.open?.some(Boolean)}
      />
      <ExportButtons target={box} name="hindsight-domain" what="the domain" />
    </figure>
  );
});

export default DomainRow;
