import { options, type VNode } from 'preact';

/**
 * Counts the renders of function components, by function name, until `stop()`: a test of a
 * redraw can then say which parts of a panel were drawn again. Preact's render hook (`_render`,
 * published as `__r`) runs before every component render; devtools and Preact's own signals use
 * it. A memo() wrapper is counted apart from the function it wraps (its name is `Memo(…)`).
 */
export function countRenders(): { of(name: string): number; stop(): void } {
  const hooks = options as typeof options & { __r?: (v: VNode) => void };
  const before = hooks.__r;
  const counts = new Map<string, number>();
  hooks.__r = (vnode) => {
    const { type } = vnode;
    if (typeof type === 'function') counts.set(type.name, (counts.get(type.name) ?? 0) + 1);
    before?.(vnode);
  };
  return {
    of: (name) => counts.get(name) ?? 0,
    stop: () => {
      hooks.__r = before;
    },
  };
}
