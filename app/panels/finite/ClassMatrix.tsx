import { memo, useEffect, useRef, type ReactElement } from 'react';
import { sizedContext } from '../canvas-context';
import { ExportButtons } from '../../export/ExportButtons';
import { useThemeTick } from '../useThemeTick';
import '../panels.css';
import './finite.css';
import { pointName, subscript } from './DomainRow';
import { useFigureSize } from '../useFigureSize';
import { PendingSvg } from '../pending-figure';
import { PAD, colorsOf, layoutOf, paintMatrix } from './class-matrix-paint';

export interface ClassMatrixProps {
  n: number;
  masks: Uint32Array | readonly number[];
  /** e.g. "a = 3", "[2, 5]"; default "h₁", "h₂", … */
  names?: readonly string[];
  /** 1 = in V_t */
  alive: Uint8Array | readonly number[];
  /** the round it left V (0 = still in) */
  diedAt: Int32Array | readonly number[];
  /** The point asked this round: its column is highlighted. */
  current: number | null;
  /** mask of the VC witness set's points */
  shattered: number;
  t: number;
}

/** Up to this many hypotheses, an SVG with one named row each; beyond, a canvas. */
export const SVG_ROW_LIMIT = 40;
/** A laptop's figure until measured. */
const DEFAULT_W = 640;
const DEFAULT_FS = 13;
const MAX_POINTS = 32;

/**
 * A row's cells as two paths, the points it labels 1 and those it labels 0, each cell a closed
 * square subpath one unit inside its column; `cols` lists the columns in the order of the
 * subpaths. As a `<rect>` each, a class of 17 hypotheses on 16 points was 272 elements to create,
 * style and lay out in the lesson's first render (the largest on a laptop: 49–144 ms).
 */
export function cellPaths(
  mask: number,
  n: number,
  x0: number,
  cellW: number,
  y: number,
  rowH: number,
): { one: boolean; cols: string; d: string }[] {
  // Two decimals: well under a pixel, and short strings.
  const r = (v: number) => String(Math.round(v * 100) / 100);
  const w = r(Math.max(1, cellW - 2));
  const h = r(Math.max(1, rowH - 2));
  const top = r(y + 1);
  const paths = [
    { one: true, cols: [] as number[], d: [] as string[] },
    { one: false, cols: [] as number[], d: [] as string[] },
  ];
  for (let j = 0; j < n; j++) {
    const p = paths[(mask >>> j) & 1 ? 0 : 1] as (typeof paths)[number];
    p.cols.push(j);
    p.d.push(`M${r(x0 + j * cellW + 1)} ${top}h${w}v${h}h-${w}z`);
  }
  return paths
    .filter((p) => p.cols.length > 0)
    .map((p) => ({ one: p.one, cols: p.cols.join(','), d: p.d.join('') }));
}

const isNum = (v: unknown): v is number =>
  typeof v === 'number' && v === v && v !== Infinity && v !== -Infinity;

export const ClassMatrix = memo(function ClassMatrix(props: ClassMatrixProps): ReactElement {
  const { masks, names, alive, diedAt, shattered, t } = props;
  const n = isNum(props.n) ? Math.max(0, Math.min(MAX_POINTS, Math.floor(props.n))) : 0;
  const rows = masks.length;
  const canvas = rows > SVG_ROW_LIMIT;
  const current =
    isNum(props.current) && props.current >= 0 && props.current < n
      ? Math.floor(props.current)
      : null;

  const box = useRef<HTMLElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { w, fs, measured } = useFigureSize(box, DEFAULT_W, DEFAULT_FS);
  const themeTick = useThemeTick(box, canvas);
  const dpr =
    typeof window !== 'undefined' && window.devicePixelRatio > 0 ? window.devicePixelRatio : 1;
  const nameOf = (i: number): string => names?.[i] ?? `h${subscript(i + 1)}`;
  let nameLen = 2;
  if (!canvas) for (let i = 0; i < rows; i++) nameLen = Math.max(nameLen, nameOf(i).length);
  const L = layoutOf(w, fs, n, rows, canvas, nameLen, t, dpr);
  const colX = (j: number) => L.gx + j * L.cellW;

  // --- the summary ---
  let k = 0;
  const aliveNames: string[] = [];
  let saysOne = 0;
  for (let i = 0; i < rows; i++) {
    if ((alive[i] ?? 0) === 0) continue;
    k++;
    if (aliveNames.length <= 8) aliveNames.push(nameOf(i));
    if (current !== null && ((masks[i] ?? 0) >>> current) & 1) saysOne++;
  }
  const witness: number[] = [];
  for (let j = 0; j < n; j++) if ((shattered >>> j) & 1) witness.push(j);
  const aria =
    `|V_t| = ${k} of ${rows} hypotheses still consistent` +
    (isNum(t) ? `, after round ${Math.max(0, Math.floor(t))}` : '') +
    (current === null
      ? ''
      : `; asking ${pointName(current)}: ${saysOne} of them say 1, ${k - saysOne} say 0`) +
    (witness.length ? `; shattered set (VC witness): {${witness.map(pointName).join(', ')}}` : '') +
    (k > 0 && k <= 8 ? `; still consistent: ${aliveNames.join('; ')}` : '');

  // --- the canvas: repainted when its data, its size or the theme change ---
  const devW = Math.max(1, Math.round((L.fx + L.fateW - L.gx) * dpr));
  const devH = Math.max(1, rows * L.rowDev);
  useEffect(() => {
    if (!canvas) return;
    const el = canvasRef.current;
    if (!el) return;
    const ctx = sizedContext(el, devW, devH);
    if (!ctx) return;
    paintMatrix(ctx, {
      n,
      rows,
      masks,
      alive,
      diedAt,
      current,
      t,
      L,
      dpr,
      colors: colorsOf(box.current),
    });
    // L is derived from the values below; listing them keeps a new object from repainting.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    canvas,
    devW,
    devH,
    n,
    rows,
    masks,
    alive,
    diedAt,
    current,
    t,
    L.cellW,
    dpr,
    themeTick,
    measured,
  ]);

  const className = `hs-panel hs-finite hs-finite-matrix${canvas ? ' on-canvas' : ''}`;
  if (!measured)
    return (
      <figure className={className} ref={box}>
        <PendingSvg label={aria} stage="hs-finite-stage" />
      </figure>
    );

  // --- the header ---
  const labelY = L.Y0 - 0.45 * fs;
  const lineY = PAD + 1.35 * fs;
  const tipY = PAD + 1.95 * fs;
  const header = (
    <g className="header">
      {witness.length ? (
        <g className="shattered-mark" data-cols={witness.join(',')}>
          <path
            d={
              `M${colX(witness[0] as number) + L.cellW / 2},${lineY}` +
              `H${colX(witness[witness.length - 1] as number) + L.cellW / 2}` +
              witness.map((j) => `M${colX(j) + L.cellW / 2},${lineY}V${tipY - 4}`).join('')
            }
          />
          {witness.map((j) => {
            const cx = colX(j) + L.cellW / 2;
            return (
              <path
                key={j}
                className="tip"
                d={`M${cx - 3.5},${tipY - 5}L${cx + 3.5},${tipY - 5}L${cx},${tipY}Z`}
              />
            );
          })}
          <text
            x={Math.min(
              L.W - 3 * fs,
              Math.max(
                3 * fs,
                (colX(witness[0] as number) + colX(witness[witness.length - 1] as number)) / 2 +
                  L.cellW / 2,
              ),
            )}
            y={PAD + 0.95 * fs}
            textAnchor="middle"
          >
            shattered
          </text>
        </g>
      ) : null}
      {current !== null ? (
        <rect
          className="current-band band"
          x={colX(current)}
          y={L.Y0 - 1.5 * fs}
          width={L.cellW}
          height={canvas ? 1.5 * fs : 1.5 * fs + L.matrixH}
        />
      ) : null}
      {Array.from({ length: n }, (_, j) =>
        j === current ||
        (j % L.every === 0 && (current === null || Math.abs(j - current) >= L.every)) ? (
          <text
            key={j}
            className={`col-label${j === current ? ' current' : ''}`}
            data-col={j}
            x={colX(j) + L.cellW / 2}
            y={labelY}
            textAnchor="middle"
          >
            {pointName(j)}
          </text>
        ) : null,
      )}
      <text className="fate-head" x={L.fx} y={labelY}>
        {canvas ? 'rounds in V' : 'out at'}
      </text>
    </g>
  );

  const svgRows = canvas
    ? null
    : Array.from({ length: rows }, (_, i) => {
        const live = (alive[i] ?? 0) !== 0;
        const d = diedAt[i] ?? 0;
        const m = masks[i] ?? 0;
        const y = L.Y0 + i * L.rowH;
        return (
          <g
            key={i}
            className={`row ${live ? 'alive' : 'dead'}`}
            data-row={i}
            data-died={live ? 0 : d}
          >
            <text
              className="name"
              x={L.gx - 0.4 * fs}
              y={y + L.rowH / 2 + 0.35 * fs}
              textAnchor="end"
            >
              {nameOf(i)}
            </text>
            {cellPaths(m, n, L.gx, L.cellW, y, L.rowH).map((p) => (
              <path
                key={p.one ? 'one' : 'zero'}
                className={p.one ? 'cell one' : 'cell zero grid'}
                data-cols={p.cols}
                d={p.d}
              />
            ))}
            {live ? null : (
              <text className="fate" x={L.fx} y={y + L.rowH / 2 + 0.35 * fs}>
                {d > 0 ? String(d) : '—'}
              </text>
            )}
          </g>
        );
      });

  const outline =
    current !== null ? (
      <rect
        className="current-outline"
        data-col={current}
        x={colX(current)}
        y={L.Y0 - 1.5 * fs}
        width={L.cellW}
        height={1.5 * fs + L.matrixH}
      />
    ) : null;

  return (
    <figure className={className} ref={box}>
      <div className="hs-finite-stage">
        {canvas ? (
          <canvas
            className="hs-finite-canvas"
            ref={canvasRef}
            aria-hidden="true"
            // In fractions of the figure, so it stays on the SVG's grid however the SVG is
            // scaled (a reflow not yet measured).
            style={{
              left: `${(L.gx / L.W) * 100}%`,
              top: `${(L.Y0 / L.total) * 100}%`,
              width: `${((L.fx + L.fateW - L.gx) / L.W) * 100}%`,
              height: `${(L.matrixH / L.total) * 100}%`,
            }}
          />
        ) : null}
        <svg
          viewBox={`0 0 ${L.W} ${L.total}`}
          width={L.W}
          height={L.total}
          role="img"
          aria-label={aria}
        >
          {header}
          {svgRows}
          {canvas ? (
            <g className="footer">
              <text className="footer-label" x={L.gx} y={L.Y0 + L.matrixH + 1.2 * fs}>
                {`${rows} hypotheses, a row each`}
              </text>
              <text
                className="footer-label"
                x={L.fx + L.fateW}
                y={L.Y0 + L.matrixH + 1.2 * fs}
                textAnchor="end"
              >
                {`0 … ${Math.max(0, Math.floor(isNum(t) ? t : 0))}`}
              </text>
            </g>
          ) : null}
          {outline}
        </svg>
      </div>
      <ul className="hs-legend" aria-label="Legend">
        <li>
          <svg viewBox="0 0 18 18" aria-hidden="true" focusable="false">
            <rect className="cell one" x={3} y={3} width={12} height={12} />
          </svg>
          <span>h(x) = 1, in V</span>
        </li>
        <li>
          <svg viewBox="0 0 18 18" aria-hidden="true" focusable="false">
            <g className="row dead">
              <rect className="cell one" x={3} y={3} width={12} height={12} />
            </g>
          </svg>
          <span>
            {canvas ? 'left V (dimmed; bar: rounds it stayed)' : 'left V (dimmed, with its round)'}
          </span>
        </li>
        {current !== null ? (
          <li>
            <svg viewBox="0 0 18 18" aria-hidden="true" focusable="false">
              <rect className="current-outline" x={4} y={1} width={10} height={16} />
            </svg>
            <span>asked point</span>
          </li>
        ) : null}
        {witness.length ? (
          <li>
            <svg viewBox="0 0 18 18" aria-hidden="true" focusable="false">
              <g className="shattered-mark">
                <path d="M3,5H15M3,5V10M15,5V10" />
              </g>
            </svg>
            <span>shattered set</span>
          </li>
        ) : null}
      </ul>
      <ExportButtons target={box} name="hindsight-class" what="the hypothesis class" />
    </figure>
  );
});

export default ClassMatrix;
