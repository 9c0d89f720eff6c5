/**
 * Brute-force minimisation over the disc ‖u‖ ≤ B, for tests only: a fine polar grid, then a
 * pattern search (many directions, halving steps, every trial point projected back into the disc)
 * from the best grid point of each of 12 angular sectors, so that a non-convex form's other basin
 * is not missed. Slow and simple, so it shares nothing with the solvers it checks.
 */
export interface BruteMin {
  u: [number, number];
  value: number;
}

const SECTORS = 12;

export function bruteMinOnDisc(
  F: (u0: number, u1: number) => number,
  B: number,
  grid: { radii?: number; angles?: number } = {},
): BruteMin {
  const nr = grid.radii ?? 120;
  const na = Math.ceil((grid.angles ?? 360) / SECTORS) * SECTORS;
  const starts: BruteMin[] = Array.from({ length: SECTORS }, () => ({
    u: [0, 0] as [number, number],
    value: F(0, 0),
  }));
  for (let i = 1; i <= nr; i++) {
    const r = (B * i) / nr;
    for (let j = 0; j < na; j++) {
      const a = (2 * Math.PI * j) / na;
      const u0 = r * Math.cos(a);
      const u1 = r * Math.sin(a);
      const v = F(u0, u1);
      const s = starts[Math.floor((j * SECTORS) / na)] as BruteMin;
      if (v < s.value) {
        s.value = v;
        s.u = [u0, u1];
      }
    }
  }
  let best = refine(F, B, starts[0] as BruteMin, (2 * B) / nr);
  for (const s of starts.slice(1)) {
    const r = refine(F, B, s, (2 * B) / nr);
    if (r.value < best.value) best = r;
  }
  return best;
}

function refine(
  F: (u0: number, u1: number) => number,
  B: number,
  start: BruteMin,
  initialStep: number,
): BruteMin {
  let best = start.u;
  let bestV = start.value;
  const dirs = 48;
  let step = initialStep;
  // A cap on the moves: a strictly decreasing search always ends, but can crawl on flat forms.
  for (let moves = 0; step > B * 1e-13 && moves < 20_000; moves++) {
    let moved = false;
    for (let k = 0; k < dirs; k++) {
      const a = (2 * Math.PI * k) / dirs;
      let u0 = best[0] + step * Math.cos(a);
      let u1 = best[1] + step * Math.sin(a);
      const n = Math.hypot(u0, u1);
      if (n > B) {
        u0 *= B / n;
        u1 *= B / n;
      }
      const v = F(u0, u1);
      if (v < bestV) {
        bestV = v;
        best = [u0, u1];
        moved = true;
      }
    }
    if (!moved) step /= 2;
  }
  return { u: best, value: bestV };
}
