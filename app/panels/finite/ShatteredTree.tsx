import { hierarchy, tree, type HierarchyPointNode } from 'd3-hierarchy';
import { memo, useLayoutEffect, useRef, useState, type ReactElement, type RefObject } from 'react';
import { FULL_DEPTH, type TreeNode } from '../../../src/engine/finite-tree';
import { formatNumber } from '../../../src/theory/types';
import { ExportButtons } from '../../export/ExportButtons';
import '../panels.css';
import './finite.css';
import { pointName as indexName } from './DomainRow';

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
const PAD = 6;
/** Deeper than this, a tree is not followed (a guard: the engine stops at depth 12). */
const MAX_DEPTH = 48;
/**
 * Below this depth a caterpillar (the walked path with its nodes' siblings, as the engine draws
 * it) is straightened into a vertical spine: a tidy tree would drift sideways half a node per
 * level and no longer fit a phone.
 */
const SPINE_FROM = FULL_DEPTH + 1;
/** On the spine, a node's sibling is this many node spacings aside. */
const SPINE_ASIDE = 1.2;

const SUB = '₀₁₂₃₄₅₆₇₈₉';
/** A node's text is never drawn smaller than this (em of the panel's text). */
const MIN_EM = 0.8;

/** The name's width in em, roughly (the panel font's digits are about 0.56 em wide). */
function emWidth(s: string): number {
  let w = 0;
  for (const c of s) {
    if (c >= '0' && c <= '9') w += 0.56;
    else if (c === '.' || c === ',') w += 0.28;
    else if (SUB.includes(c)) w += 0.42;
    else if (c === '∞') w += 0.75;
    else w += 0.6;
  }
  return w;
}

/**
 * A position on the continuum: exact when it has at most 4 decimals (the bisection's midpoints
 * at the top levels: 0.5, 0.375, 0.0625), else rounded to enough decimals to tell apart two
 * nodes of the same depth (the bisection's are 2^−depth apart): 3 at depth ≤ 6, 4 at depth 12.
 */
export function positionName(x: number, depth: number): string {
  if (!(x === x) || x === Infinity || x === -Infinity) return formatNumber(x);
  const exact = Number(x.toFixed(4)) === x;
  const d = Math.max(0, Math.floor(depth));
  const decimals = exact ? 4 : Math.min(12, Math.max(3, Math.floor(d * Math.log10(2)) + 1));
  let s = x.toFixed(decimals);
  if (s.includes('.')) s = s.replace(/0+$/, '').replace(/\.$/, '');
  return s.replace(/^-/, '−');
}

const ldimText = (l: number): string => `L=${formatNumber(l)}`;

/**
 * The figure's width on screen and its text size (the stylesheet's, which presentation mode and
 * the reader's + / − scale), followed as the page reflows. As ClassMatrix's: the viewBox is the
 * figure's size in CSS pixels, so the text is never scaled down on a phone.
 */
function useFigureSize(box: RefObject<HTMLElement | null>): { w: number; fs: number } {
  const [size, setSize] = useState({ w: DEFAULT_W, fs: DEFAULT_FS });
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const read = (): void => {
      const w = el.clientWidth;
      const svg = el.querySelector('svg[role="img"]');
      const measured = svg ? parseFloat(getComputedStyle(svg).fontSize) : NaN;
      const fs = measured > 0 ? measured : DEFAULT_FS;
      if (!(w > 0)) return;
      setSize((prev) => (Math.abs(prev.w - w) < 1 && prev.fs === fs ? prev : { w, fs }));
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, [box]);
  return size;
}

/** A place in the tree: the node there (null: a slot not drawn further), and its address. */
interface Slot {
  node: TreeNode | null;
  label: 0 | 1 | null;
  /** The labels from the root to here, "" at the root, "10" for the root's 1-child's 0-child. */
  addr: string;
  depth: number;
}

const isLeaf = (n: TreeNode): boolean => n.x < 0;

/**
 * A node's children for d3: none at a leaf or where both are not drawn (the node then gets two
 * stubs); both slots when one of them is drawn, so the layout keeps the missing one's place.
 */
function slotsBelow(s: Slot): Slot[] | null {
  const n = s.node;
  if (!n || isLeaf(n) || s.depth >= MAX_DEPTH) return null;
  const pair = Array.isArray(n.children) ? n.children : [null, null];
  const a = pair[0] ?? null;
  const b = pair[1] ?? null;
  if (!a && !b) return null;
  return [a, b].map((node, y) => ({
    node,
    label: y as 0 | 1,
    addr: s.addr + String(y),
    depth: s.depth + 1,
  }));
}

interface DrawnNode {
  addr: string;
  depth: number;
  cx: number;
  cy: number;
  leaf: boolean;
  /** The point's name (for the summary), and as drawn (maybe without its leading zero). */
  name: string;
  shown: string;
  ldim: number;
  /** The name's and the Ldim's size, in em, shrunk when they would overflow the disc. */
  nameEm: number;
  ldimEm: number;
  /** The name is wider than its disc, even at MIN_EM. */
  spills: boolean;
  onPath: boolean;
  current: boolean;
}

interface DrawnEdge {
  addr: string;
  label: 0 | 1;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** Where its label goes. */
  lx: number;
  ly: number;
  onPath: boolean;
}

type DrawnStub = DrawnEdge;

interface Layout {
  W: number;
  H: number;
  r: number;
  half: number;
  fs: number;
  nodes: DrawnNode[];
  edges: DrawnEdge[];
  stubs: DrawnStub[];
  /** How many labels of the path end at a node drawn (the rest go on below the drawing). */
  walkedDrawn: number;
  /** The nodes along the walk, from the root, as far as drawn. */
  walk: DrawnNode[];
  depth: number;
}

function layoutTree(
  root: TreeNode,
  pathKey: string,
  W: number,
  fs: number,
  nameOf: (n: TreeNode, depth: number) => string,
): Layout {
  const h = hierarchy<Slot>({ node: root, label: null, addr: '', depth: 0 }, slotsBelow);
  const t = tree<Slot>()
    .nodeSize([1, 1])
    .separation((a, b) => (a.parent === b.parent ? 1 : 1.1))(h);
  const all = t.descendants();

  // --- x in node units: d3's tidy tree, the deep caterpillar straightened ---
  const ux = new Map<HierarchyPointNode<Slot>, number>();
  // descendants() lists parents before their children.
  for (const d of all) {
    const p = d.parent;
    if (!p || d.depth <= SPINE_FROM) {
      ux.set(d, d.x);
      continue;
    }
    const px = ux.get(p) ?? p.x;
    const kids = p.children ?? [];
    const branching = kids.filter((k) => (k.children?.length ?? 0) > 0);
    if (kids.length === 2 && branching.length === 1) {
      // The walk goes straight down; the sibling steps aside, on its own side.
      ux.set(d, d === branching[0] ? px : px + (d.data.label === 0 ? -1 : 1) * SPINE_ASIDE);
    } else {
      ux.set(d, px + (d.x - p.x));
    }
  }
  let minU = Infinity;
  let maxU = -Infinity;
  for (const v of ux.values()) {
    minU = Math.min(minU, v);
    maxU = Math.max(maxU, v);
  }
  const span = maxU - minU;

  // --- sizes: the disc fits its two lines at the top levels, the nodes fit the width ---
  const names = new Map<HierarchyPointNode<Slot>, string>();
  let topEm = 0;
  for (const d of all) {
    const n = d.data.node;
    if (!n || isLeaf(n)) continue;
    const name = nameOf(n, d.depth);
    names.set(d, name);
    if (d.depth <= SPINE_FROM)
      topEm = Math.max(topEm, emWidth(name), 0.78 * emWidth(ldimText(n.ldim)));
  }
  const r0 = Math.min(2.4 * fs, Math.max(1.3 * fs, (topEm * fs) / 2 + 0.3 * fs));
  const stubX0 = 1.1 * fs;
  const maxDx = Math.max(4.2 * fs, 2 * r0 + 1.4 * fs);
  // The outermost nodes keep their ring (or their stubs' "…") inside the figure; the disc is as
  // large as its text wants, less than half the spacing, so a narrow figure shrinks both.
  const fitDx = (rr: number): number => {
    const margin = PAD + Math.max(rr + 0.4 * fs, stubX0 + 0.6 * fs);
    return span > 0 ? Math.max(1, Math.min(maxDx, (W - 2 * margin) / span)) : maxDx;
  };
  const dx0 = fitDx(r0);
  const dx = fitDx(Math.max(0.5 * fs, Math.min(r0, 0.47 * dx0)));
  const r = Math.max(0.5 * fs, Math.min(r0, 0.47 * dx));
  const half = Math.min(0.75 * fs, 0.8 * r);
  const ring = 0.34 * fs;
  const stubX = Math.min(0.28 * dx, stubX0);
  const stubY = r + 1.1 * fs;
  // On the spine the stubs are shorter, clear of the edge to the next level's sibling, and the
  // levels closer.
  const deepStubY = r + 0.6 * fs;
  const dy = 2 * r + 2.3 * fs;
  const dyDeep = 2 * r + 1.9 * fs;
  const x0 = (W - span * dx) / 2;
  const X = (u: number): number => x0 + (u - minU) * dx;
  const top = PAD + r + ring;
  const Y = (depth: number): number =>
    top + Math.min(depth, SPINE_FROM + 1) * dy + Math.max(0, depth - SPINE_FROM - 1) * dyDeep;

  // The chords the two lines get inside the disc: the name's above the centre, the Ldim's below.
  const nameRoom = 2 * Math.sqrt(Math.max(0, r * r - (0.45 * fs) ** 2)) - 0.25 * fs;
  const ldimRoom = 2 * Math.sqrt(Math.max(0, r * r - (0.55 * fs) ** 2)) - 0.25 * fs;
  // Shrunk to fit its disc, never below MIN_EM: a longer name spills over the disc's outline on
  // a halo of the background (a position deep on the continuum, on a phone).
  const fit = (room: number, em: number, base: number): number =>
    em > 0 ? Math.max(Math.min(MIN_EM, base), Math.min(base, room / (em * fs))) : base;
  // Positions on the continuum lose their leading zero (".0625") when the top levels' names
  // would not fit their discs otherwise: eight of them across a phone.
  let compact = false;
  for (const [d, name] of names) {
    if (d.depth <= SPINE_FROM && /^−?0\.\d/.test(name) && emWidth(name) * fs > nameRoom)
      compact = true;
  }
  const drawnName = (name: string): string =>
    compact ? name.replace(/^0\.(?=\d)/, '.').replace(/^−0\.(?=\d)/, '−.') : name;

  const onPath = (addr: string): boolean => pathKey.startsWith(addr);
  const nodes: DrawnNode[] = [];
  const edges: DrawnEdge[] = [];
  const stubs: DrawnStub[] = [];
  const at = new Map<string, DrawnNode>();
  let depth = 0;

  // How far from a node's centre its boundary is, along the unit vector (ex, ey).
  const reach = (leaf: boolean, ex: number, ey: number): number =>
    leaf ? half / Math.max(Math.abs(ex), Math.abs(ey), 1e-9) : r;

  const stubOf = (cx: number, cy: number, label: 0 | 1, addr: string, depth: number): DrawnStub => {
    const sy = depth > SPINE_FROM ? deepStubY : stubY;
    const vx = (label === 0 ? -1 : 1) * stubX;
    const len = Math.hypot(vx, sy);
    const ex = vx / len;
    const ey = sy / len;
    return {
      addr,
      label,
      x1: cx + ex * r,
      y1: cy + ey * r,
      x2: cx + vx,
      y2: cy + sy,
      lx: cx + vx,
      ly: cy + sy + 0.85 * fs,
      onPath: onPath(addr),
    };
  };

  for (const d of all) {
    const n = d.data.node;
    const p = d.parent;
    if (!n) {
      // A slot kept empty beside a drawn sibling: a stub towards it.
      if (p && d.data.label !== null) {
        stubs.push(stubOf(X(ux.get(p) ?? 0), Y(p.depth), d.data.label, d.data.addr, p.depth));
      }
      continue;
    }
    const cx = X(ux.get(d) ?? 0);
    const cy = Y(d.depth);
    const leaf = isLeaf(n);
    const name = names.get(d) ?? 'h';
    const shown = drawnName(name);
    const node: DrawnNode = {
      addr: d.data.addr,
      depth: d.depth,
      cx,
      cy,
      leaf,
      name,
      shown,
      ldim: n.ldim,
      nameEm: leaf ? 1 : fit(nameRoom, emWidth(shown), 1),
      spills: !leaf && emWidth(shown) * fs * MIN_EM > nameRoom,
      ldimEm: leaf ? 0.78 : fit(ldimRoom, emWidth(ldimText(n.ldim)), 0.78),
      onPath: onPath(d.data.addr),
      current: d.data.addr === pathKey,
    };
    nodes.push(node);
    at.set(node.addr, node);
    depth = Math.max(depth, d.depth);
    if (p && d.data.label !== null) {
      const px = X(ux.get(p) ?? 0);
      const py = Y(p.depth);
      const len = Math.hypot(cx - px, cy - py) || 1;
      const ex = (cx - px) / len;
      const ey = (cy - py) / len;
      const x1 = px + ex * r;
      const y1 = py + ey * r;
      const back = reach(leaf, ex, ey);
      const x2 = cx - ex * back;
      const y2 = cy - ey * back;
      // The label beside the edge, a little above its middle (clear of the stubs of the node
      // beside its end), on its own side: 0 to the left, 1 to the right.
      const s = d.data.label === 0 ? -1 : 1;
      const off = 0.6 * fs;
      const along = d.depth > SPINE_FROM + 1 ? 0.3 : 0.42;
      const mx = x1 + along * (x2 - x1);
      const my = y1 + along * (y2 - y1);
      edges.push({
        addr: d.data.addr,
        label: d.data.label,
        x1,
        y1,
        x2,
        y2,
        lx: mx + s * ey * off,
        ly: my - s * ex * off + 0.35 * fs,
        onPath: onPath(d.data.addr),
      });
    }
    if (!leaf && !d.children && d.depth < MAX_DEPTH) {
      stubs.push(stubOf(cx, cy, 0, `${d.data.addr}0`, d.depth));
      stubs.push(stubOf(cx, cy, 1, `${d.data.addr}1`, d.depth));
    }
  }

  const walk: DrawnNode[] = [];
  for (let k = 0; k <= pathKey.length; k++) {
    const n = at.get(pathKey.slice(0, k));
    if (!n) break;
    walk.push(n);
  }
  const hasStubs = stubs.length > 0;
  const H = Y(depth) + Math.max(r + ring, hasStubs ? stubY + 1.3 * fs : 0) + PAD;
  return {
    W,
    H,
    r,
    half,
    fs,
    nodes,
    edges,
    stubs,
    walkedDrawn: Math.max(0, walk.length - 1),
    walk,
    depth,
  };
}

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
  const { w, fs } = useFigureSize(box);

  if (!root) {
    return (
      <figure className="hs-panel hs-finite hs-finite-tree empty" ref={box}>
        <p className="hs-finite-tree-empty">{EMPTY}</p>
      </figure>
    );
  }

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
