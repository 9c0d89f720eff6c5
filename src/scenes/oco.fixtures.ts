import { Trace } from '../engine/trace';
import { OcoScene, type OcoConfig } from './oco';

/** A configuration for tests: the ogd lesson on quadratics, every field explicit. */
export function ocoConfig(patch: Partial<OcoConfig> = {}): OcoConfig {
  return {
    lesson: 'ogd',
    stream: 'quadratic',
    seed: 1,
    T: 300,
    B: 1,
    lambda: 1,
    eta: 0.1,
    gamma: 0.1,
    R: 1,
    noise: 0.1,
    learners: ['ogd'],
    losses: null,
    ...patch,
  };
}

/** Runs a scene to T (or until it waits) and returns it with its full trace. */
export function playOco(c: OcoConfig, batch = 997): { scene: OcoScene; trace: Trace } {
  const scene = new OcoScene(c);
  const trace = new Trace(scene.meta.columns, scene.meta.T);
  while (!scene.done) {
    const b = scene.advance(batch);
    trace.append(b);
    if (b.waiting) break;
  }
  return { scene, trace };
}
