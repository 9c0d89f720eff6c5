import { hierarchy, tree, type HierarchyPointNode } from 'd3-hierarchy';
import { FULL_DEPTH, type TreeNode } from '../../../src/engine/finite-tree';
import { formatNumber } from '../../../src/theory/types';

/**
 * Where ShatteredTree draws each node, edge and stub: a pure function of the engine's tree, the
 * walked path and the figure's size (d3-hierarchy's tidy tree on top, a straight spine below).
 */

/** The figure's inner margin. */
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

export const ldimText = (l: number): string => `L=${formatNumber(l)}`;

/** A place in the tree: the node there (null: a slot not drawn further), and its address. */
export interface Slot {
  node: TreeNode | null;
  label: 0 | 1 | null;
  /** The labels from the root to here, "" at the root, "10" for the root's 1-child's 0-child. */
  addr: string;
  depth: number;
}

export const isLeaf = (n: TreeNode): boolean => n.x < 0;

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

export interface DrawnNode {
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

export interface DrawnEdge {
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

export type DrawnStub = DrawnEdge;

export interface Layout {
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

export function layoutTree(
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
