/**
 * Vitest setup: Preact runs a component's effects after the next paint, which it finds with the
 * global requestAnimationFrame and a 100 ms timer beside it. In tests that is wrong twice over:
 * a test that stubs requestAnimationFrame to step an animation by hand would receive Preact's
 * callback in its queue of frames, and the 100 ms timer outlives the file on a loaded machine,
 * firing after jsdom is gone ("cancelAnimationFrame is not defined"). Inside act() the testing
 * library flushes effects itself; outside it they now run on the next macrotask.
 */
import { options } from 'preact';

options.requestAnimationFrame = (flush) => {
  setTimeout(flush, 0);
};
