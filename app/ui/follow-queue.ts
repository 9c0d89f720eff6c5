import { createContext } from 'react';
import { pagePace } from '../engine/pace';
import { afterNextFrame } from './after-frame';

/**
 * Whether the run plays fast: the secondary panels then follow it at their own pace (Staged),
 * each in a task of its own, rather than in every redraw of the lesson.
 */
export const FollowingFast = createContext(false);

/** How often a secondary panel follows a fast run, in ms, stretched by the page's pace. */
export const FOLLOW_EVERY_MS = 100;

interface Follower {
  due: number;
  /** Its own interval (ms, before the pace's stride), or FOLLOW_EVERY_MS. */
  every: number;
  /** Its turn: false when it found nothing new (see fire). */
  run: () => boolean | void;
  /** Runs once, then leaves the queue. */
  once: boolean;
}

const followers = new Set<Follower>();
let timer: ReturnType<typeof setTimeout> | null = null;
/** Set between a turn and the frame after it: the next turn waits for that frame. */
let cancelFrame: (() => void) | null = null;

/**
 * Calls `run` about every `every` ms × the pace's stride until the returned function is called.
 * Followers take turns: one runs per frame, in a task of its own, the most overdue first, so that
 * panels due at the same moment render in frames of their own, never all in one task, nor in
 * tasks that add up within one frame (three charts of a page did, 47 ms between two frames of a
 * phone). The first call comes after one interval.
 */
export function follow(run: () => boolean | void, every = FOLLOW_EVERY_MS): () => void {
  return enqueue({ due: performance.now() + every * pagePace.stride, every, run, once: false });
}

/**
 * Calls `run` once, as soon as its turn comes: panels catching up together (a run that ends)
 * render one per frame, in the order they asked.
 */
export function followOnce(run: () => void): () => void {
  return enqueue({ due: performance.now(), every: 0, run, once: true });
}

function enqueue(f: Follower): () => void {
  listenForInput();
  followers.add(f);
  schedule();
  return () => {
    followers.delete(f);
    schedule();
  };
}

/**
 * A key press or a touch holds the next turn until the frame after it has been drawn: that frame
 * shows the input's answer (MindReader's score, a step of the run), and a turn that started in
 * between kept it waiting. On a phone (4× CPU) a chart's turn of 25-35 ms in front of a key made
 * its answer a frame late; after the frame, a turn has the time until the next key (two frames
 * apart at a held key's 30 repeats a second).
 */
function holdForInput(): void {
  if (timer === null && !cancelFrame) return;
  if (timer !== null) clearTimeout(timer);
  timer = null;
  cancelFrame?.();
  waitForFrame();
}

/** The next turn waits for the next frame to be drawn, then is scheduled as due. */
function waitForFrame(): void {
  cancelFrame = afterNextFrame(() => {
    cancelFrame = null;
    schedule();
  });
}

let listening = false;
function listenForInput(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const opts = { capture: true, passive: true } as const;
  window.addEventListener('keydown', holdForInput, opts);
  window.addEventListener('pointerdown', holdForInput, opts);
}

/** The follower due first. */
function earliest(): Follower | null {
  let next: Follower | null = null;
  for (const f of followers) if (!next || f.due < next.due) next = f;
  return next;
}

function schedule(): void {
  if (cancelFrame) return;
  if (timer !== null) clearTimeout(timer);
  timer = null;
  const next = earliest();
  if (!next) return;
  timer = setTimeout(fire, Math.max(0, next.due - performance.now()));
}

function fire(): void {
  timer = null;
  const now = performance.now();
  const next = earliest();
  if (next && next.due <= now) {
    // From now, not from when it was due: a panel late by a long task does not then run twice in
    // a row to catch up.
    if (next.once) followers.delete(next);
    else next.due = now + next.every * pagePace.stride;
    // A turn that found nothing new (a follower of a run that stands still, MindReader's figures
    // between keys) changed nothing to draw: the next turn need not wait for a frame. Waiting,
    // an idle MindReader asked the browser for a frame after every turn, 40 a second.
    if (next.run() === false) schedule();
    else waitForFrame();
    return;
  }
  schedule();
}
