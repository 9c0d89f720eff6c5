import type { AppState } from './store/store';
import { afterNextFrame } from './ui/after-frame';
import { inIdleTime } from './ui/idle-time';

type Store = {
  getState(): AppState;
  subscribe(listener: (s: AppState) => void): () => void;
};

/** How long nothing must play, and no move be made, after the first round, before the call. */
export const QUIET_MS = 3_000;

/** A run that keeps playing past this, after the page's first round, no longer holds it back. */
export const AT_THE_LATEST_MS = 30_000;

/** The page has what it opened with: the contents page, a loaded run, or the engine's error. */
const opened = (s: AppState): boolean => s.contents || s.run > 0 || s.engineError !== null;

/**
 * Calls `fn` once, in the first quiet spell after the page has drawn what it opened with: the
 * lesson's first round drawn (two frames after its run loaded: the lesson renders, the frame lays
 * it out, its figures are drawn in the task after it, and the next frame paints them), then
 * QUIET_MS in which nothing plays and no move is made (MindReader's keys: its game is played, not
 * "playing"), or AT_THE_LATEST_MS after that first round if the page stays busy, in idle time. A
 * run started or a move made between the spell's end and the idle time starts the wait again.
 * Returns a function that cancels the call.
 *
 * For the service worker's first install, which precaches the whole app (160 files, 2.2 MB) on
 * threads of its own. Started in idle time after the load event, it fell while the lesson drew
 * its first round: at 4× CPU throttle on a 2-core machine, the loading tasks of 50 ms or more of
 * seven lessons went from 51 to 34 in 21 interleaved loads once it waited for the first round,
 * and the first round came 9% sooner (README, "Loading").
 * On a phone's network its downloads compete with the lesson's own. Started as soon as nothing
 * played, it fell on the first seconds of a run started right after the page loaded: a student
 * who presses Play at once has it when the run stops. Started while MindReader's keys came, it
 * took 0.7 s of CPU on the worker's thread, and more on the browser's network and IO threads, in
 * the 8 s of the bench's key presses on the phone (read from /proc): on a 2-core machine, time the
 * page's main thread waited for.
 */
export function whenFirstQuiet(store: Store, fn: () => void): () => void {
  let over = false;
  /** What the current step waits on, cancelled when the next step begins. */
  const waits: (() => void)[] = [];
  const clearWaits = (): void => {
    for (const w of waits.splice(0)) w();
  };
  let latest: ReturnType<typeof setTimeout> | undefined;
  const finish = (): void => {
    clearWaits();
    clearTimeout(latest);
    if (over) return;
    over = true;
    fn();
  };
  const atIdleTime = (): void => {
    waits.push(inIdleTime(finish, 5000, 1000));
  };
  const whenQuiet = (): void => {
    clearWaits();
    let spell: ReturnType<typeof setTimeout> | undefined;
    const follow = (playing: boolean): void => {
      clearTimeout(spell);
      spell = playing ? undefined : setTimeout(quietSpellOver, QUIET_MS);
    };
    waits.push(() => clearTimeout(spell));
    let { playing, moves } = store.getState();
    follow(playing);
    waits.push(
      store.subscribe((s) => {
        // A new move starts the spell again.
        if (s.playing !== playing || s.moves !== moves) {
          moves = s.moves;
          follow((playing = s.playing));
        }
      }),
    );
  };
  // The spell is over, but the idle time may come after a run has started (Play pressed just
  // then, and a run's frames leave idle time between them): that sends it back to waiting.
  const quietSpellOver = (): void => {
    clearWaits();
    const { moves } = store.getState();
    waits.push(store.subscribe((s) => (s.playing || s.moves !== moves ? whenQuiet() : undefined)));
    atIdleTime();
  };
  // However busy the page stays: in the next idle time, whatever then plays.
  const atTheLatest = (): void => {
    clearWaits();
    atIdleTime();
  };
  const afterFirstRound = (): void => {
    clearWaits();
    const start = (): void => {
      latest = setTimeout(atTheLatest, AT_THE_LATEST_MS);
      whenQuiet();
    };
    waits.push(afterNextFrame(() => waits.push(afterNextFrame(start))));
  };
  if (opened(store.getState())) afterFirstRound();
  else waits.push(store.subscribe((s) => (opened(s) ? afterFirstRound() : undefined)));
  return () => {
    over = true;
    clearWaits();
    clearTimeout(latest);
  };
}
