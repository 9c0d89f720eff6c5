import { memo, useRef, type ReactElement } from 'react';
import type { TreeNode } from '../../../src/engine/finite-tree';
import { formatNumber } from '../../../src/theory/types';
import { ExportButtons } from '../../export/ExportButtons';
import '../panels.css';
import './finite.css';
import { layoutTree, ldimText, positionName } from './tree-layout';
import { pointName as indexName } from './DomainRow';
import { useFigureSize } from '../useFigureSize';
import { PendingSvg } from '../pending-figure';

export interface ShatteredTreeProps {
  /** The tree the engine drew (src/engine/finite-tree.ts); null when no point splits V. */
  root: TreeNode | null;
  /** The adversary's labels so far, from the root: 0 goes down the left edge, 1 the right one. */
  path: readonly (0 | 1)[];
  /**
   * A point's name: default "x₃" for an index, the number itself ("0.375") on the continuum
   * (a node of infinite Ldim, or a position that is not an integer). Pass a stable function
   * (not a new arrow each render), or the memo cannot skip a render.
   */
  pointName?(x: number): string;
}

/** A laptop's figure until measured. */
const DEFAULT_W = 640;
const DEFAULT_FS = 13;
function Legend(props: { stubs: boolean; leaves: boolean; current: boolean }): ReactElement {
  const sample = (child: ReactElement) => (
    <svg viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      {child}
    </svg>
  );
  return (
    <ul className="hs-legend" aria-label="Legend">
      <li>
        {sample(<line className="edge on-path" x1={2} y1={15} x2={16} y2={3} />)}
        <span>the adversary’s walk (thick)</span>
      </li>
      <li>
        {sample(<line className="edge" x1={2} y1={15} x2={16} y2={3} />)}
        <span>edge: label 0 left, 1 right</span>
      </li>
      {props.current ? (
        <li>
          {sample(
            <>
              <circle className="node-disc on-path" cx={9} cy={9} r={5} />
              <circle className="current-ring" cx={9} cy={9} r={8} />
            </>,
          )}
          <span>the walk is here</span>
        </li>
      ) : null}
      {props.stubs ? (
        <li>
          {sample(
            <g className="stub">
              <line x1={4} y1={2} x2={9} y2={11} />
              <text x={9} y={17} textAnchor="middle">
                …
              </text>
            </g>,
          )}
          <span>not drawn further</span>
        </li>
      ) : null}
      {props.leaves ? (
        <li>
          {sample(<rect className="leaf-box" x={3} y={3} width={12} height={12} />)}
          <span>h: one hypothesis left (Ldim 0)</span>
        </li>
      ) : null}
    </ul>
  );
}

const EMPTY = 'No point splits the version space: one hypothesis is left, and no tree (Ldim 0).';

/**
 * A shattered tree of the `littlestone` lesson, laid out by d3-hierarchy: each internal node a
 * disc with the point it asks and the Ldim of the version space there; a leaf (one hypothesis
 * left) a small square "h"; a child not drawn a short dashed stub ending in "…". The left edge is
 * label 0, the right one label 1. The adversary's walk (`path`) is drawn thick in the accent
 * colour through filled nodes, the node it has reached ringed. The top levels keep a legible
 * width on a phone; the walk's deep levels (the engine follows it to depth 12 with each node's
 * sibling) run down a straight spine. A dumb renderer, memoised: props in, SVG out.
 */
export const ShatteredTree = memo(function ShatteredTree(props: ShatteredTreeProps): ReactElement {
  const { root, pointName } = props;
  const box = useRef<HTMLElement>(null);
  const { w, fs, measured } = useFigureSize(box, DEFAULT_W, DEFAULT_FS);

  if (!root) {
    return (
      <figure className="hs-panel hs-finite hs-finite-tree empty" ref={box}>
        <p className="hs-finite-tree-empty">{EMPTY}</p>
      </figure>
    );
  }
  if (!measured)
    return (
      <figure className="hs-panel hs-finite hs-finite-tree" ref={box}>
        <PendingSvg label="A shattered tree" stage="hs-finite-stage" />
      </figure>
    );

  // The labels that are 0 or 1, up to the first that is not.
  let pathKey = '';
  for (const y of props.path) {
    if (y !== 0 && y !== 1) break;
    pathKey += String(y);
  }
  const nameOf = (n: TreeNode, depth: number): string =>
    pointName
      ? pointName(n.x)
      : Number.isInteger(n.x) && n.ldim !== Infinity
        ? indexName(n.x)
        : positionName(n.x, depth);
  const L = layoutTree(root, pathKey, w, fs, nameOf);
  const k = pathKey.length;
  const beyond = k > L.walkedDrawn;
  const here = beyond ? null : (L.walk[L.walk.length - 1] ?? null);

  // --- the summary ---
  const rootNode = L.walk[0];
  const depthText =
    root.ldim === Infinity
      ? 'Shattered tree of infinite depth (Ldim ∞)'
      : `Shattered tree of depth ${formatNumber(root.ldim)}`;
  const steps = L.walk.slice(0, L.walkedDrawn).map((n, i) => `${n.name} → ${pathKey[i] ?? ''}`);
  const aria =
    `${depthText}, drawn to depth ${L.depth}; ` +
    (k === 0
      ? `the adversary has not walked yet; at the root, ${rootNode?.name ?? ''} (${ldimText(root.ldim)})`
      : `the adversary has walked ${k} level${k === 1 ? '' : 's'}: ${steps.join(', ')}` +
        (beyond
          ? `${steps.length ? ', ' : ''}… (the walk goes on below the drawing)`
          : here
            ? here.leaf
              ? '; now at a leaf: one hypothesis left'
              : `; now at ${here.name} (${ldimText(here.ldim)})`
            : ''));

  const fsPx = (em: number): number => em * L.fs;
  const edgeLabels = [...L.edges, ...L.stubs.filter((s) => s.onPath)];

  return (
    <figure className="hs-panel hs-finite hs-finite-tree" ref={box}>
      <div className="hs-finite-stage">
        <svg viewBox={`0 0 ${L.W} ${L.H}`} width={L.W} height={L.H} role="img" aria-label={aria}>
          <g className="edges">
            {/* The walk's edges last, over the others. */}
            {[...L.edges.filter((e) => !e.onPath), ...L.edges.filter((e) => e.onPath)].map((e) => (
              <line
                key={e.addr}
                className={`edge${e.onPath ? ' on-path' : ''}`}
                data-addr={e.addr}
                data-label={e.label}
                x1={e.x1}
                y1={e.y1}
                x2={e.x2}
                y2={e.y2}
              />
            ))}
          </g>
          <g className="stubs">
            {L.stubs.map((s) => (
              <g
                key={s.addr}
                className={`stub${s.onPath ? ' on-path' : ''}`}
                data-addr={s.addr}
                data-label={s.label}
              >
                <line x1={s.x1} y1={s.y1} x2={s.x2} y2={s.y2} />
                <text x={s.lx} y={s.ly} textAnchor="middle">
                  …
                </text>
              </g>
            ))}
          </g>
          <g className="edge-labels">
            {edgeLabels.map((e) => {
              // A stub's label sits beside its end, on its own side.
              const stub = !L.edges.includes(e);
              const x = stub ? e.x2 + (e.label === 0 ? -0.55 : 0.55) * L.fs : e.lx;
              const y = stub ? e.y2 - 0.1 * L.fs : e.ly;
              return (
                <text
                  key={e.addr}
                  className={`edge-label${e.onPath ? ' on-path' : ''}`}
                  data-addr={e.addr}
                  x={x}
                  y={y}
                  textAnchor="middle"
                >
                  {e.label}
                </text>
              );
            })}
          </g>
          <g className="nodes">
            {L.nodes.map((n) => (
              <g
                key={n.addr || 'root'}
                className={`node ${n.leaf ? 'leaf' : 'internal'}${n.onPath ? ' on-path' : ''}${n.current && !beyond ? ' current' : ''}`}
                data-addr={n.addr}
                data-depth={n.depth}
              >
                {n.current && !beyond ? (
                  n.leaf ? (
                    <rect
                      className="current-ring"
                      x={n.cx - L.half - 0.34 * L.fs}
                      y={n.cy - L.half - 0.34 * L.fs}
                      width={2 * (L.half + 0.34 * L.fs)}
                      height={2 * (L.half + 0.34 * L.fs)}
                    />
                  ) : (
                    <circle className="current-ring" cx={n.cx} cy={n.cy} r={L.r + 0.34 * L.fs} />
                  )
                ) : null}
                {n.leaf ? (
                  <>
                    <rect
                      className={`leaf-box${n.onPath ? ' on-path' : ''}`}
                      x={n.cx - L.half}
                      y={n.cy - L.half}
                      width={2 * L.half}
                      height={2 * L.half}
                    />
                    <text className="leaf-name" x={n.cx} y={n.cy + 0.33 * L.fs} textAnchor="middle">
                      h
                    </text>
                  </>
                ) : (
                  <>
                    <circle
                      className={`node-disc${n.onPath ? ' on-path' : ''}`}
                      cx={n.cx}
                      cy={n.cy}
                      r={L.r}
                    />
                    <text
                      className={`node-name${n.spills ? ' spills' : ''}`}
                      x={n.cx}
                      y={n.cy - 0.08 * L.fs}
                      textAnchor="middle"
                      style={n.nameEm < 1 ? { fontSize: fsPx(n.nameEm) } : undefined}
                    >
                      {n.shown}
                    </text>
                    <text
                      className="node-ldim"
                      x={n.cx}
                      y={n.cy + 0.82 * L.fs}
                      textAnchor="middle"
                      style={{ fontSize: fsPx(n.ldimEm) }}
                    >
                      {ldimText(n.ldim)}
                    </text>
                  </>
                )}
              </g>
            ))}
          </g>
        </svg>
      </div>
      {beyond ? (
        <p className="hs-hint hs-finite-tree-note">
          {`The walk goes on below: ${k} level${k === 1 ? '' : 's'} so far.`}
        </p>
      ) : null}
      <Legend
        stubs={L.stubs.length > 0}
        leaves={L.nodes.some((n) => n.leaf)}
        current={here !== null}
      />
      <ExportButtons target={box} name="hindsight-tree" what="the shattered tree" />
    </figure>
  );
});

export default ShatteredTree;
