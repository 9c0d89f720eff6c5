/** One stump of a vote, with its weight: h(x) = sign if x_axis > theta, −sign otherwise. */
export interface WeightedStump {
  axis: number;
  theta: number;
  sign: number;
  alpha: number;
}

/**
 * The combined classifier's decision regions, exactly: F(x) = Σ αₛhₛ(x) is f₁(x₁) + f₂(x₂), each
 * piecewise constant between its axis's thresholds, so the plane splits into the grid of those
 * thresholds' cells, one label each (F ≥ 0 is +1: the page breaks a tie towards +1). Rows of cells
 * are merged into runs of one label, and equal consecutive rows into one: rects [x0, x1, y0, y1,
 * label] five numbers each, clipped to the box.
 */
export function decisionRects(
  stumps: readonly WeightedStump[],
  box: readonly [number, number, number, number],
): Float64Array {
  const [a0, a1, b0, b1] = box;
  const axis = (j: number, lo: number, hi: number) => {
    const own = stumps.filter((s) => s.axis === j);
    // At the far left every stump of this axis votes −sign.
    let start = 0;
    for (const s of own) start -= s.alpha * s.sign;
    const cuts = Array.from(new Set(own.map((s) => s.theta))).sort((p, q) => p - q);
    const jump = new Map<number, number>();
    for (const s of own) jump.set(s.theta, (jump.get(s.theta) ?? 0) + 2 * s.alpha * s.sign);
    const edges = [lo];
    const values = [start];
    let v = start;
    for (const c of cuts) {
      v += jump.get(c) ?? 0;
      if (c <= lo) {
        values[0] = v;
        continue;
      }
      if (c >= hi) break;
      edges.push(c);
      values.push(v);
    }
    edges.push(hi);
    return { edges, values };
  };
  const h = axis(0, a0, a1);
  const w = axis(1, b0, b1);
  const out: number[] = [];
  let prev = '';
  let prevStart = -1;
  for (let b = 0; b < w.values.length; b++) {
    const runs: number[] = [];
    let a = 0;
    while (a < h.values.length) {
      const label = (h.values[a] as number) + (w.values[b] as number) >= 0 ? 1 : -1;
      let e = a + 1;
      while (
        e < h.values.length &&
        ((h.values[e] as number) + (w.values[b] as number) >= 0 ? 1 : -1) === label
      )
        e++;
      runs.push(h.edges[a] as number, h.edges[e] as number, label);
      a = e;
    }
    const key = runs.join(',');
    const y0 = w.edges[b] as number;
    const y1 = w.edges[b + 1] as number;
    if (key === prev && prevStart >= 0) {
      // Stretch the previous row's rects up to this row's top.
      for (let k = prevStart; k < out.length; k += 5) out[k + 3] = y1;
      continue;
    }
    prev = key;
    prevStart = out.length;
    for (let k = 0; k < runs.length; k += 3)
      out.push(runs[k] as number, runs[k + 1] as number, y0, y1, runs[k + 2] as number);
  }
  return Float64Array.from(out);
}
