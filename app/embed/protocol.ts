/**
 * The embed API's wire format (window.postMessage, plain JSON objects):
 *   host → frame  {hindsight: 1, id, method, args}
 *   frame → host  {hindsight: 1, id, result} | {hindsight: 1, id, error}
 *   frame → host  {hindsight: 1, event: 'ready' | 'resize' | 'round', data}
 */
export const methods = [
  'play',
  'pause',
  'step',
  'back',
  'reset',
  'seek',
  'set',
  'getState',
] as const;
export type Method = (typeof methods)[number];

export interface EmbedRequest {
  id: string | number;
  method: Method;
  args: Record<string, unknown>;
}

export type ParsedMessage =
  { ok: true; request: EmbedRequest } | { ok: false; reason: string; id?: string | number };

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** Validates a message from the host; anything else is reported, never thrown. */
export function parseMessage(data: unknown): ParsedMessage | null {
  // Messages not addressed to Hindsight (other widgets on the page) are none of our business.
  if (!isRecord(data) || !('hindsight' in data)) return null;
  if (data.hindsight !== 1) return { ok: false, reason: 'hindsight must be 1' };
  if ('event' in data && !('method' in data)) return null;
  const id = data.id;
  const validId =
    (typeof id === 'string' && id.length <= 200) || (typeof id === 'number' && Number.isFinite(id));
  if (!validId) return { ok: false, reason: 'id must be a string or a finite number' };
  const method = data.method;
  if (typeof method !== 'string' || !(methods as readonly string[]).includes(method)) {
    return { ok: false, id, reason: `method must be one of ${methods.join(', ')}` };
  }
  const args = data.args === undefined ? {} : data.args;
  if (!isRecord(args)) return { ok: false, id, reason: 'args must be an object' };
  if (method === 'seek') {
    const t = args.t;
    if (typeof t !== 'number' || !Number.isFinite(t))
      return { ok: false, id, reason: 'seek needs args.t, a finite number' };
  }
  if (method === 'set') {
    for (const [k, v] of Object.entries(args)) {
      if (!['string', 'number', 'boolean'].includes(typeof v)) {
        return { ok: false, id, reason: `set: args.${k} must be a string, number or boolean` };
      }
    }
  }
  return { ok: true, request: { id, method: method as Method, args } };
}
