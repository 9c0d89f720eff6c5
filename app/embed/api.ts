import { parseMessage, type EmbedRequest } from './protocol';

export interface EmbedTarget {
  /** Resolves once the scene can answer (the `ready` event); every request waits for it. */
  ready(): Promise<void>;
  play(): void;
  pause(): void;
  step(): void;
  back(): void;
  reset(): void;
  seek(t: number): void;
  /** Applies URL parameters; returns the notices for invalid ones. */
  set(params: Array<[string, string]>): string[];
  /** The state once the engine has caught up with the playhead. */
  getState(): Promise<unknown>;
}

/**
 * Answers the host page's messages. Only the parent window is listened to (another frame or a
 * popup cannot drive the lesson); replies go back to the origin that asked. Malformed messages
 * get a console warning and, when they carry an id, an error reply — never an exception.
 */
export function installEmbedApi(target: EmbedTarget): {
  emit(event: string, data: unknown): void;
  dispose(): void;
} {
  const parent = window.parent;
  const framed = parent !== window;

  const onMessage = (e: MessageEvent): void => {
    if (!framed || e.source !== parent) return;
    let parsed;
    try {
      parsed = parseMessage(e.data);
    } catch {
      parsed = { ok: false as const, reason: 'unreadable message' };
    }
    if (!parsed) return;
    const origin = e.origin && e.origin !== 'null' ? e.origin : '*';
    if (!parsed.ok) {
      console.warn(`Hindsight embed: ignored a malformed message (${parsed.reason}).`);
      if (parsed.id !== undefined)
        parent.postMessage({ hindsight: 1, id: parsed.id, error: parsed.reason }, origin);
      return;
    }
    const { id } = parsed.request;
    run(target, parsed.request).then(
      (result) => parent.postMessage({ hindsight: 1, id, result }, origin),
      (err: unknown) => parent.postMessage({ hindsight: 1, id, error: String(err) }, origin),
    );
  };

  window.addEventListener('message', onMessage);
  return {
    emit(event, data) {
      // Events carry only what the page already shows, so any host may read them.
      if (framed) parent.postMessage({ hindsight: 1, event, data }, '*');
    },
    dispose() {
      window.removeEventListener('message', onMessage);
    },
  };
}

async function run(target: EmbedTarget, { method, args }: EmbedRequest): Promise<unknown> {
  await target.ready();
  switch (method) {
    case 'play':
      target.play();
      return target.getState();
    case 'pause':
      target.pause();
      return target.getState();
    case 'step':
      target.step();
      return target.getState();
    case 'back':
      target.back();
      return target.getState();
    case 'reset':
      target.reset();
      return target.getState();
    case 'seek':
      target.seek(args.t as number);
      return target.getState();
    case 'set': {
      const notices = target.set(Object.entries(args).map(([k, v]) => [k, String(v)]));
      return { notices, state: await target.getState() };
    }
    case 'getState':
      return target.getState();
  }
}
