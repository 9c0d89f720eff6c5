import * as Comlink from 'comlink';
import { Trace, type Batch, type ColumnSpec } from '../../src/engine/trace';
import type { SceneConfig } from '../../src/scenes/registry';
import type { ExposedEngine } from '../../src/worker/engine.worker';

export interface EngineMeta {
  columns: ColumnSpec[];
  T: number;
  [key: string]: unknown;
}

export interface EngineProgress {
  /**
   * The run's number: it changes when a new run starts (a new configuration, a worker restarted
   * after a crash), not as the run grows. What a view asks of the worker about round t depends
   * only on the run and on t, so the run's number and the round are all such a question's key.
   */
  run: number;
  computed: number;
  waiting: boolean;
  done: boolean;
  error: string | null;
  /** Set once after the worker crashed and a new one took over: what happened, in plain words. */
  restarted?: string;
}

/** A bug that crashes the worker every time would otherwise restart it forever. */
const MAX_RESTARTS = 3;

/** Milliseconds of engine work per batch: small, so a new configuration is picked up quickly. */
const BUDGET_MS = 12;
/** Rounds per request at most, so a second request has work left to ask for. */
const MAX_REQUEST = 65_536;

/**
 * The only bridge between the worker and the page. It keeps the trace (outside the store: it
 * holds typed arrays that grow to T rounds) and pulls batches from the worker, one request in
 * flight, until the trace reaches the round the display wants next.
 */
export class EngineClient {
  trace: Trace | null = null;
  meta: EngineMeta | null = null;
  private remote: Comlink.Remote<ExposedEngine>;
  private worker: Worker;
  private generation = 0;
  private want = 0;
  /** Requests in flight: two, so the worker computes the next batch while this one is appended. */
  private inFlight = 0;
  /** Rounds asked for but not yet received. */
  private asked = 0;
  private progress: Omit<EngineProgress, 'run'> = {
    computed: 0,
    waiting: false,
    done: false,
    error: null,
  };
  private config: SceneConfig | null = null;
  private restarts = 0;
  /** Exact-state requests in flight: a crashed worker will never answer them. */
  private readonly pendingStates = new Set<(e: Error) => void>();

  constructor(private readonly onProgress: (p: EngineProgress, meta: EngineMeta | null) => void) {
    this.worker = this.spawn();
    this.remote = Comlink.wrap<ExposedEngine>(this.worker);
  }

  private spawn(): Worker {
    const worker = new Worker(new URL('../../src/worker/engine.worker.ts', import.meta.url), {
      type: 'module',
      name: 'hindsight-engine',
    });
    worker.addEventListener('error', (e) => {
      e.preventDefault();
      void this.recover(e.message || 'worker error');
    });
    return worker;
  }

  /**
   * A crashed worker is replaced: the new one loads the same configuration and replays up to the
   * last round the page has (the run is deterministic), then computing goes on from there.
   */
  private async recover(reason: string): Promise<void> {
    const config = this.config;
    const trace = this.trace;
    if (!config || this.restarts >= MAX_RESTARTS) {
      this.fail(`the engine stopped: ${reason}`);
      return;
    }
    this.restarts += 1;
    for (const reject of this.pendingStates) reject(new Error('the engine restarted'));
    this.pendingStates.clear();
    this.worker.terminate();
    this.worker = this.spawn();
    this.remote = Comlink.wrap<ExposedEngine>(this.worker);
    const generation = ++this.generation;
    this.inFlight = 0;
    this.asked = 0;
    try {
      await this.remote.load(config, generation);
      const at = trace ? await this.remote.skipTo(trace.length) : 0;
      if (generation !== this.generation) return;
      this.progress = {
        ...this.progress,
        error: null,
        restarted: `The engine stopped (${reason}) and was restarted; it resumed at round ${at}.`,
      };
      this.emit();
      this.progress = { ...this.progress, restarted: undefined };
      this.pump();
    } catch (e) {
      if (generation === this.generation) this.fail(`the engine could not restart: ${String(e)}`);
    }
  }

  private emit(): void {
    this.onProgress({ ...this.progress, run: this.generation }, this.meta);
  }

  /** Makes the worker throw an uncaught error, to check that the page recovers. */
  crashForTest(): void {
    void this.remote.crash();
  }

  /** The lesson whose run is loaded (its meta is `meta`), or null while loading. */
  get lesson(): string | null {
    return this.meta && this.config ? this.config.lesson : null;
  }

  /** A lesson's own question to its engine (Scene.query), answered in the worker. */
  query(name: string, args: unknown): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.pendingStates.add(reject);
      this.remote
        .query(name, args)
        .then(resolve, reject)
        .finally(() => this.pendingStates.delete(reject));
    });
  }

  async load(config: SceneConfig): Promise<void> {
    this.config = config;
    const generation = ++this.generation;
    this.trace = null;
    this.meta = null;
    this.inFlight = 0;
    this.asked = 0;
    this.progress = { computed: 0, waiting: false, done: false, error: null };
    try {
      const { meta } = await this.remote.load(config, generation);
      if (generation !== this.generation) return;
      this.meta = meta as EngineMeta;
      const expected = (meta as { expectedRounds?: unknown }).expectedRounds;
      this.trace = new Trace(
        meta.columns,
        Math.max(1, meta.T),
        typeof expected === 'number' ? expected + 1 : meta.T,
      );
      this.emit();
      this.pump();
    } catch (e) {
      if (generation === this.generation) this.fail(String(e));
    }
  }

  /**
   * The student's next moves, for the loaded run: the worker goes on from the move it waits for,
   * instead of loading `config` (the same configuration with these moves added) and playing
   * every move again. Resolves false when the run cannot take them (it is still loading, or has
   * failed, or its lesson's engine takes no moves): the caller then loads `config`.
   */
  async feed(moves: readonly number[], config: SceneConfig): Promise<boolean> {
    const trace = this.trace;
    const meta = this.meta;
    if (!trace || !meta || this.progress.error) return false;
    const generation = this.generation;
    // The moves and the rounds they make go in one message, and come back in one: a key press
    // sent two each way (the moves, then a request for their rounds), and each message costs
    // the page's main thread its share of a phone's frame.
    const count = Math.max(1, this.wanted(trace, meta));
    this.inFlight += 1;
    this.asked += count;
    const batch = await this.remote
      .feedAndCompute([...moves], generation, count, BUDGET_MS)
      .catch(() => null);
    if (generation !== this.generation) return false;
    this.inFlight -= 1;
    this.asked = Math.max(0, this.asked - count);
    if (!batch) return false;
    // A worker restarted after a crash loads this configuration, these moves included.
    this.config = config;
    this.received(batch);
    return true;
  }

  /** Asks the engine to have computed at least up to round `t` (it may run further ahead). */
  request(t: number): void {
    this.want = Math.max(0, Math.floor(t));
    this.pump();
  }

  stateAt(t: number): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.pendingStates.add(reject);
      this.remote
        .stateAt(t)
        .then(resolve, reject)
        .finally(() => this.pendingStates.delete(reject));
    });
  }

  private pump(): void {
    const trace = this.trace;
    const meta = this.meta;
    if (this.inFlight >= 2 || !trace || !meta || this.progress.error) return;
    const count = this.wanted(trace, meta);
    if (count <= 0 || this.progress.done) return;
    // A user stream waits for the next click; a new click reloads the configuration.
    if (this.progress.waiting) return;
    const generation = this.generation;
    this.inFlight += 1;
    this.asked += count;
    this.remote
      .compute(count, BUDGET_MS)
      .then((batch: Batch) => {
        if (generation !== this.generation) return;
        this.inFlight -= 1;
        this.asked = Math.max(0, this.asked - count);
        this.received(batch);
      })
      .catch((e: unknown) => {
        if (generation === this.generation) this.fail(String(e));
      });
    this.pump();
  }

  /** Rounds still to ask for: up to the round the display wants, beyond those asked for already. */
  private wanted(trace: Trace, meta: EngineMeta): number {
    return Math.min(MAX_REQUEST, Math.min(meta.T, this.want) - trace.length - this.asked);
  }

  /** A batch of the loaded run, appended; then the next one is asked for, unless the run waits. */
  private received(batch: Batch): void {
    if (batch.generation !== this.generation || !this.trace) return;
    this.trace.append(batch);
    this.progress = {
      computed: this.trace.length,
      waiting: batch.waiting,
      done: batch.done,
      error: null,
    };
    this.emit();
    if (!batch.waiting) this.pump();
  }

  private fail(message: string): void {
    this.inFlight = 0;
    this.progress = { ...this.progress, error: message };
    this.emit();
  }

  dispose(): void {
    this.worker.terminate();
  }
}
