import type { Trace } from '../../../src/engine/trace';

/**
 * Each learner's iterates w₀ … w_t as the plane takes them (index 0 is w₀ = 0, index s the point
 * after round s), kept beside the trace and filled as it grows: copying only the new rounds, never
 * the whole history, on every frame.
 */
interface Trail {
  x: Float64Array;
  y: Float64Array;
  filled: number;
}

const cache = new WeakMap<Trace, Map<number, Trail>>();

export function trailOf(trace: Trace, k: number, T: number): Trail {
  let byLearner = cache.get(trace);
  if (!byLearner) cache.set(trace, (byLearner = new Map()));
  let trail = byLearner.get(k);
  if (!trail) {
    trail = { x: new Float64Array(T + 1), y: new Float64Array(T + 1), filled: 0 };
    byLearner.set(k, trail);
  }
  const n = Math.min(trace.length, T);
  if (trail.filled < n) {
    const w0 = trace.column(`L${k}.w0`);
    const w1 = trace.column(`L${k}.w1`);
    if (w0 && w1) {
      trail.x.set(w0.subarray(trail.filled, n), trail.filled + 1);
      trail.y.set(w1.subarray(trail.filled, n), trail.filled + 1);
      trail.filled = n;
    }
  }
  return trail;
}
