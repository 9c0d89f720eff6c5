import { createContext } from 'react';
import { pagePace } from '../engine/pace';

/**
 * Whether the run plays fast: the secondary panels then follow it at their own pace (Staged),
 * each in a task of its own, rather than in every redraw of the lesson.
 */
export const FollowingFast = createContext(false);

/** How often a secondary panel follows a fast run, in ms, stretched by the page's pace. */
export const FOLLOW_EVERY_MS = 100;

interface Follower {
  due: number;
  run: () => void;
  /** Runs once, then leaves the queue. */
  once: boolean;
}

const followers = new Set<Follower>();
let timer: ReturnType<typeof setTimeout> | null = null;

/**
 * Calls `run` about every FOLLOW_EVERY_MS × the pace's stride until the returned function is
 * called. Followers take turns: one runs per task, the most overdue first, so that panels due at
 * the same moment render in tasks of their own, never all in one. The first call comes after one
 * interval.
 */
export function follow(run: () => void): () => void {
  return enqueue({ due: performance.now() + interval(), run, once: false });
}

/**
 * Calls `run` once, as soon as its turn comes: panels catching up together (a run that ends)
 * render one per task, in the order they asked.
 */
export function followOnce(run: () => void): () => void {
  return enqueue({ due: performance.now(), run, once: true });
}

function enqueue(f: Follower): () => void {
  followers.add(f);
  schedule();
  return () => {
    followers.delete(f);
    schedule();
  };
}

const interval = (): number => FOLLOW_EVERY_MS * pagePace.stride;

/** The follower due first. */
function earliest(): Follower | null {
  let next: Follower | null = null;
  for (const f of followers) if (!next || f.due < next.due) next = f;
  return next;
}

function schedule(): void {
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
    else next.due = now + interval();
    next.run();
  }
  schedule();
}
