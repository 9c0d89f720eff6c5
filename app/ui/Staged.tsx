import { useEffect, useState, type ReactNode } from 'react';
import { afterNextFrame } from './after-frame';
/**
 * A chart's box: its height follows its width (0.42 of it, series-chart-layout.ts's frameFor,
 * within bounds set by the text size that a placeholder need not match exactly).
 */
const CHART_ASPECT = '100 / 42';

export interface StagedProps {
  /** How many frames after mounting the children appear; 0 shows them at once. */
  stage: number;
  /**
   * The space the children will take, kept meanwhile so nothing below them jumps: `charts` chart
   * boxes of the charts' aspect ratio (their height follows the panel's width), then `minHeight`
   * for the rest (legends, lists, toggles).
   */
  minHeight?: string;
  charts?: number;
  children: ReactNode;
}

/**
 * Mounts a panel's content a few frames after the page, one panel per frame. A lesson's first
 * render laid out every panel at once, and the first layout of a page (fonts, SVG text) made one
 * main-thread task of a few hundred milliseconds on a phone; staged, each frame lays out one
 * panel. The most important panel (stage 0) comes first.
 */
export function Staged({ stage, minHeight, charts = 0, children }: StagedProps) {
  const [shown, setShown] = useState(stage <= 0);
  useEffect(() => {
    if (shown) return;
    let left = stage;
    let cancel = (): void => undefined;
    const wait = (): void => {
      // After the frame has been drawn, not in it: each stage gets a layout of its own.
      cancel = afterNextFrame(() => {
        left -= 1;
        // Each panel is built in a task of its own (Preact renders an update at once, in the
        // task that asked for it), and laid out in the frame after.
        if (left <= 0) setShown(true);
        else wait();
      });
    };
    wait();
    return () => cancel();
  }, [shown, stage]);
  if (shown) return children;
  return (
    <div className="staged-pending" aria-busy="true">
      {Array.from({ length: charts }, (_, i) => (
        <div key={i} style={{ aspectRatio: CHART_ASPECT }} />
      ))}
      <div style={{ minHeight }} />
    </div>
  );
}
