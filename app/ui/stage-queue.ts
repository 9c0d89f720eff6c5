import { afterNextFrame } from './after-frame';

/** A staged panel waiting for its frame. */
interface Waiting {
  stage: number;
  arrival: number;
  mount: () => void;
}

let waiting: Waiting[] = [];
let arrivals = 0;
let cancelPump: (() => void) | null = null;

/**
 * Queues a staged panel's mounting: panels mount one per frame, each in a task of its own after a
 * frame has been drawn, lowest stage first and, within a stage, in the order they asked. Two
 * panels of the same stage used to mount in the same frame, and that frame laid out both.
 * Returns a function that takes the panel out of the queue (it unmounted first).
 */
export function whenStageComes(stage: number, mount: () => void): () => void {
  const entry: Waiting = { stage, arrival: arrivals++, mount };
  waiting.push(entry);
  waiting.sort((a, b) => a.stage - b.stage || a.arrival - b.arrival);
  pump();
  return () => {
    waiting = waiting.filter((w) => w !== entry);
  };
}

function pump(): void {
  if (cancelPump || waiting.length === 0) return;
  cancelPump = afterNextFrame(() => {
    cancelPump = null;
    waiting.shift()?.mount();
    pump();
  });
}
