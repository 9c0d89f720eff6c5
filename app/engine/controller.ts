import { definitionOf } from '../../src/scenes/registry';
import { engineConfig } from './engine-config';
import type { AppState } from '../store/store';
import { EngineClient, type EngineMeta, type EngineProgress } from './client';
import { FrameLoop } from './frame-loop';
import { pagePace } from './pace';
import { inIdleTime } from '../ui/idle-time';

type Store = {
  getState(): AppState;
  setState(patch: Partial<AppState>): void;
  subscribe(listener: (s: AppState, prev: AppState) => void): () => void;
};

/** Arrays in a configuration up to this long are keyed by their content, longer ones by identity. */
const BY_CONTENT = 4096;

/** At full speed, the most rounds a frame takes on, unless the lesson says fewer. */
const MAX_PER_FRAME = 10_000;

export interface EngineHandle {
  client: EngineClient;
  meta(): EngineMeta | null;
  dispose(): void;
}

/**
 * Connects the store to the worker: reloads the run when the configuration changes, keeps the
 * engine ahead of the playhead, and advances the playhead once per animation frame.
 */
export function connectEngine(store: Store): EngineHandle {
  // Batches can arrive several times a frame at full speed; the store (and so React) hears of
  // them once per animation frame, in tick().
  let pending: EngineProgress | null = null;
  // The engine has no more rounds (T, or a lesson's own cap below T): playing stops there.
  let engineDone = false;
  const progressPatch = (): Partial<AppState> | null => {
    if (!pending) return null;
    const p = pending;
    pending = null;
    return {
      computed: p.computed,
      waiting: p.waiting,
      engineError: p.error,
      run: p.run,
    };
  };
  const publish = (): void => {
    const patch = progressPatch();
    if (patch) store.setState(patch);
  };
  // What a frame changes in the store (the round, the rounds computed) is applied in a task of
  // its own, right after the frame: the lesson's render (script) then runs in that task, and the
  // browser's style, layout and paint of what it changed in the next frame's task. In the frame's
  // own task, the render and the rendering of the page added up to 35-55 ms at 4x CPU throttle
  // (traced on gd-eg), over a phone's 50 ms budget for one task; apart, each is about half. The
  // picture follows one frame later, which no eye sees at full speed.
  let deferred: Partial<AppState> | null = null;
  // The store the deferred patch was computed from: a click in between (Pause, Reset, a seek, a
  // new scene) wins over the frame's round.
  let deferredFrom: AppState | null = null;
  let deferredTimer = 0;
  const applyDeferred = (): void => {
    deferredTimer = 0;
    const patch = deferred;
    const from = deferredFrom;
    deferred = deferredFrom = null;
    if (!patch || !from) return;
    const now = store.getState();
    if (now.scene !== from.scene || now.csv !== from.csv) return;
    if (now.t !== from.t || now.playing !== from.playing) {
      delete patch.t;
      delete patch.playing;
    }
    store.setState(patch);
  };
  const defer = (patch: Partial<AppState>): void => {
    deferredFrom ??= store.getState();
    deferred = deferred ? { ...deferred, ...patch } : patch;
    if (!deferredTimer) deferredTimer = window.setTimeout(applyDeferred, 0);
  };
  /** The store as it will be once the deferred patch is applied. */
  const effective = (): AppState =>
    deferred ? { ...store.getState(), ...deferred } : store.getState();
  // Whether the page has had an idle moment since the run's first batch (see lookahead).
  let settled = false;
  let cancelSettle: (() => void) | null = null;

  const client = new EngineClient((p) => {
    if (p.restarted) {
      const s = store.getState();
      s.notify({ param: 'engine', given: '', used: '', message: p.restarted });
    }
    pending = p;
    engineDone = p.done;
    if (!settled && !cancelSettle && (p.computed > 0 || p.waiting || p.done))
      cancelSettle = inIdleTime(
        () => {
          settled = true;
          loop.wake();
        },
        SETTLE_TIMEOUT_MS,
        SETTLE_FALLBACK_MS,
      );
    // A new run, an error or a waiting stream is news worth a render right away.
    if (p.computed === 0 || p.error || p.waiting) publish();
    loop.wake();
  });

  let configKey = '';
  // The configuration whose key is still to be computed: a key press changes the moves, and
  // stringifying the configuration (every move with it) at each key is wasted work unless a later
  // change of the scene has to be compared with it.
  let unkeyed: unknown = null;
  const currentKey = (): string => {
    if (unkeyed !== null) configKey = keyOf(unkeyed);
    unkeyed = null;
    return configKey;
  };
  let seen: { scene: unknown; csv: unknown; moves: readonly number[] } | null = null;
  // Big data (a CSV's points or loss matrix) is keyed by identity, not by content: the key is
  // computed at every change of the scene, and a CSV's columns can hold 10⁵ rounds. Small arrays
  // are keyed by content: a lesson may build them afresh from its parameters at each call (the
  // points a student placed), and keyed by identity they made every change of the scene, a new
  // theme say, restart the run.
  const ids = new WeakMap<object, number>();
  let nextId = 0;
  const idOf = (o: object): number => {
    let id = ids.get(o);
    if (id === undefined) ids.set(o, (id = ++nextId));
    return id;
  };
  const keyOf = (config: unknown): string =>
    JSON.stringify(config, (_k, v: unknown) => {
      if (ArrayBuffer.isView(v) && !(v instanceof DataView)) {
        const a = v as unknown as ArrayLike<number>;
        return a.length > BY_CONTENT ? `#${idOf(v)}` : Array.from(a);
      }
      return Array.isArray(v) && v.length > BY_CONTENT ? `#${idOf(v)}` : v;
    });
  // The student's moves reach the waiting run once a frame (tick), not once a key: a key held
  // down repeats about 30 times a second, and on a phone (4x CPU throttle) each message to the
  // worker was a good part of the key's script. The key's answer does not wait for the worker:
  // the page's referee plays it (app/lessons/mindreader/GamePanel.tsx).
  let fed: readonly number[] = [];
  let feedDue = false;
  const feed = (): void => {
    feedDue = false;
    const s = store.getState();
    if (s.moves.length <= fed.length) return;
    const config = engineConfig(s);
    const fresh = s.moves.slice(fed.length);
    fed = s.moves;
    unkeyed = config;
    void client.feed(fresh, config).then((ok) => {
      if (ok) return;
      seen = null;
      configKey = '';
      unkeyed = null;
      reload(store.getState());
    });
  };
  const reload = (s: AppState): void => {
    // The contents page plays no scene.
    if (s.contents) return;
    if (seen && seen.scene === s.scene && seen.csv === s.csv && seen.moves === s.moves) return;
    // New moves after the ones the run was given (MindReader's keys) go to the run that waits
    // for them; any other change loads the configuration and starts the run over.
    if (
      seen &&
      seen.scene === s.scene &&
      seen.csv === s.csv &&
      client.lesson === s.scene.lesson &&
      extendsMoves(s.moves, seen.moves)
    ) {
      seen = { scene: s.scene, csv: s.csv, moves: s.moves };
      feedDue = true;
      return;
    }
    // Moves not yet fed are in the configuration compared below, not in the key of the run: the
    // run is loaded again with them, which is right, if rarely needed (a change in the same frame).
    feedDue = false;
    const config = engineConfig(s);
    seen = { scene: s.scene, csv: s.csv, moves: s.moves };
    const key = keyOf(config);
    if (key === currentKey()) return;
    configKey = key;
    fed = s.moves;
    store.setState({ computed: 0, waiting: false, engineError: null });
    void client.load(config).then(() => client.request(lookahead(store.getState(), settled)));
  };

  let carry = 0;
  // Frames since Play at full speed: the first frames take on fewer rounds, while the drawing
  // code is still cold (not yet optimized by the JIT) and the canvas layer is being set up.
  let warm = 0;
  let wasPlaying = false;
  // Once a frame while there is something to do at each frame (a run playing, news from the
  // worker to hand on, moves to feed it); asleep otherwise, until the store changes or the worker
  // sends news.
  const tick = (dt: number): boolean => {
    if (feedDue) feed();
    const s0 = store.getState();
    if (s0.playing && !wasPlaying) pagePace.resume();
    wasPlaying = s0.playing;
    // While playing, the page redraws at the pace the device keeps up with (every frame on a
    // laptop, every few on a phone); a batch that arrives in between waits for the next redraw.
    const draws = !s0.playing || pagePace.frame(dt);
    if (draws) {
      const patch = progressPatch();
      if (patch) defer(patch);
    }
    const s = effective();
    if (s.playing) {
      const { T } = s.scene;
      let t = s.t;
      // "max" is the engine's rate, but a frame never takes on more than MAX_PER_FRAME new rounds:
      // the points, the chart and the proof then cost a bounded amount of work per frame. A
      // device that redraws every few frames takes on that much per redraw too, not a few
      // frames' worth: its redraws would cost more, and it would redraw even less often.
      if (s.scene.speed === 'max') {
        const most = perRedraw(s.scene.lesson);
        if (draws) {
          t = Math.min(s.computed, s.t + Math.min(most, 250 * 2 ** warm));
          warm += 1;
        }
      } else {
        carry += (dt * s.scene.speed) / 1000;
        if (draws) {
          const whole = Math.floor(carry);
          carry -= whole;
          t = Math.min(s.t + whole, s.computed);
        }
      }
      if (t !== s.t) defer({ t });
      if (t >= T || (engineDone && t >= s.computed)) defer({ playing: false });
    } else {
      carry = 0;
      warm = 0;
    }
    // Read once more: this step's own patch (the round, a stop at the end) is in it now.
    const next = effective();
    client.request(lookahead(next, settled));
    return next.playing || feedDue || pending !== null;
  };
  const loop = new FrameLoop(tick);
  reload(store.getState());
  const unsubscribe = store.subscribe((s) => {
    reload(s);
    loop.wake();
  });
  loop.wake();

  // Diagnostic hooks: the end-to-end test of crash recovery breaks the worker; the bench reads the
  // trace's size, to tell the run's own data from the page's heap; the test of the engine's
  // lookahead reads how many rounds the page holds.
  (window as unknown as { __hindsight?: object }).__hindsight = {
    crashEngine: () => client.crashForTest(),
    traceBytes: () => client.trace?.byteLength ?? 0,
    rounds: () => client.trace?.length ?? 0,
  };

  return {
    client,
    meta: () => client.meta,
    dispose() {
      loop.stop();
      cancelSettle?.();
      clearTimeout(deferredTimer);
      unsubscribe();
      client.dispose();
    },
  };
}

/** Whether `moves` is `before` with at least one more move after it. */
function extendsMoves(moves: readonly number[], before: readonly number[]): boolean {
  if (moves.length <= before.length) return false;
  for (let i = 0; i < before.length; i++) if (moves[i] !== before[i]) return false;
  return true;
}

/** At full speed, the most new rounds a redraw takes on. */
function perRedraw(lesson: AppState['scene']['lesson']): number {
  return definitionOf(lesson).maxPerFrame ?? MAX_PER_FRAME;
}

/** Rounds past the shown one computed while the page loads: a Step right after needs no wait. */
export const LOADING_AHEAD = 64;
/** The page's first idle moment after the run's first batch, at the latest this long after it. */
const SETTLE_TIMEOUT_MS = 4000;
/** Where there are no idle callbacks, this long after the first batch. */
const SETTLE_FALLBACK_MS = 1000;

/**
 * How far ahead of the playhead the engine should be. At full speed, a few redraws' worth of
 * rounds (each redraw takes on at most the lesson's rounds per frame), not the whole run: every
 * round the worker sends is stored on the main thread, and a trace's fresh memory costs its first
 * write there (about 3 ms per thousand rounds of the experts lesson at 4x CPU throttle, page faults
 * included). Asked for the whole run, the worker sent a phone 900 000 rounds in the 8 s that
 * showed 126 000 of them, and storing them took 2.7 s of the main thread's 8.
 *
 * Until the page has `settled` (its first idle moment after the run's first batch), a paused run
 * is computed only a few rounds past the shown one; Play asks for the whole lookahead at once.
 * Run ahead while the page drew its panels, the worker's batches (on a slow lesson, `boosting` or
 * `littlestone`, one every 12 ms for a second or more), their messages and V8's compiles of the
 * worker's code shared a two-core machine's cores with the page: at 4x CPU throttle a render of
 * 46 ms of CPU lasted 103 ms. Held back, the phone's tasks of 50 ms or more in the 3 s after the
 * first drawn round went from 78 to 61 (six lessons, three loads each); before it, no change.
 */
export function lookahead(s: Pick<AppState, 'playing' | 't' | 'scene'>, settled = true): number {
  const { T, speed } = s.scene;
  if (!settled && !s.playing) return Math.min(T, s.t + LOADING_AHEAD);
  const most = perRedraw(s.scene.lesson);
  const ahead =
    speed === 'max' ? Math.max(4096, (s.playing ? 4 : 0) * most) : Math.max(512, speed * 4);
  return Math.min(T, s.t + ahead);
}
