import { useEffect, useState, type ReactNode } from 'react';
import { whenStageComes } from './stage-queue';
/**
 * A chart's box: its height follows its width (0.42 of it, series-chart-layout.ts's frameFor,
 * within bounds set by the text size that a placeholder need not match exactly).
 */
const CHART_ASPECT = '100 / 42';

export interface StagedProps {
  /**
   * 0 shows the children at once; any other stage queues them (stage-queue.ts): one panel per
   * frame, lower stages first.
   */
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
    // Each panel is built in a task of its own (Preact renders an update at once, in the task
    // that asked for it), and laid out in the frame after, alone.
    return whenStageComes(stage, () => setShown(true));
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
