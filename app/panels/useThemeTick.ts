import { useEffect, useState, type RefObject } from 'react';

/** Re-renders when the theme may have changed (class / data-theme / style on the root elements). */
export function useThemeTick(el: RefObject<Element | null>, enabled: boolean): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!enabled || typeof MutationObserver === 'undefined') return;
    const bump = () => setTick((t) => t + 1);
    const mo = new MutationObserver(bump);
    const targets = new Set<Element>();
    if (typeof document !== 'undefined') {
      targets.add(document.documentElement);
      if (document.body) targets.add(document.body);
    }
    const themed = el.current?.closest('[data-theme]');
    if (themed) targets.add(themed);
    for (const t of targets) {
      mo.observe(t, { attributes: true, attributeFilter: ['class', 'data-theme', 'style'] });
    }
    const mq =
      typeof window !== 'undefined' && typeof window.matchMedia === 'function'
        ? window.matchMedia('(prefers-color-scheme: dark)')
        : null;
    mq?.addEventListener?.('change', bump);
    return () => {
      mo.disconnect();
      mq?.removeEventListener?.('change', bump);
    };
  }, [el, enabled]);
  return tick;
}
