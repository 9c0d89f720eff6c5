import { restrict, type FiniteClass, type Littlestone, type VersionSpace } from './finite-class';

/** A node of a shattered tree as the panel draws it. */
export interface TreeNode {
  /** The point asked at this node (an index, or a position in [0, 1]); −1 at a leaf. */
  x: number;
  /** Ldim of the version space at this node (∞ on the continuum). */
  ldim: number;
  /** [label 0 child, label 1 child]; null where the tree is not drawn further. */
  children: readonly [TreeNode | null, TreeNode | null];
}

/** How deep a tree is drawn in full, and how deep a walked path is followed. */
export const FULL_DEPTH = 3;
export const PATH_DEPTH = 12;

/**
 * The deepest shattered tree of v, the one the tree adversary walks (each node asks the root
 * Littlestone.root picks for its version space): drawn in full to FULL_DEPTH, and along `path`
 * (the labels given so far, from the root) to PATH_DEPTH, with the siblings of the path's nodes.
 * Null when no point splits v.
 */
export function shatteredTree(
  H: FiniteClass,
  L: Littlestone,
  v: VersionSpace,
  path: readonly (0 | 1)[],
): TreeNode | null {
  const grow = (space: VersionSpace, depth: number, onPath: boolean): TreeNode => {
    const ldim = L.ldim(space);
    const x = L.root(space);
    if (x < 0) return { x: -1, ldim, children: [null, null] };
    const expand = depth < FULL_DEPTH || (onPath && depth < PATH_DEPTH);
    if (!expand) return { x, ldim, children: [null, null] };
    const side = (y: 0 | 1) =>
      grow(restrict(H, space, x, y), depth + 1, onPath && path[depth] === y);
    return { x, ldim, children: [side(0), side(1)] };
  };
  return L.root(v) < 0 ? null : grow(v, 0, true);
}

/**
 * The bisection tree of thresholds on [0, 1]: every node asks the midpoint of its interval and
 * has infinite Ldim, so the tree never ends; drawn like shatteredTree.
 */
export function bisectionTree(path: readonly (0 | 1)[]): TreeNode {
  const grow = (lo: number, hi: number, depth: number, onPath: boolean): TreeNode => {
    const x = (lo + hi) / 2;
    const expand = depth < FULL_DEPTH || (onPath && depth < PATH_DEPTH);
    if (!expand) return { x, ldim: Infinity, children: [null, null] };
    // Label 1 (x < a) keeps the thresholds above x; label 0 those at or below it.
    return {
      x,
      ldim: Infinity,
      children: [
        grow(lo, x, depth + 1, onPath && path[depth] === 0),
        grow(x, hi, depth + 1, onPath && path[depth] === 1),
      ],
    };
  };
  return grow(0, 1, 0, true);
}
