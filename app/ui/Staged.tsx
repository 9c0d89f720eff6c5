import { useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { follow, followOnce, FollowingFast } from './follow-queue';
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
  const followed = useFollowing(children, useContext(FollowingFast) && shown);
  if (shown) return followed;
  return (
    <div className="staged-pending" aria-busy="true">
      {Array.from({ length: charts }, (_, i) => (
        <div key={i} style={{ aspectRatio: CHART_ASPECT }} />
      ))}
      <div style={{ minHeight }} />
    </div>
  );
}

/** Renders what it is given; a boundary that Preact skips whole when its element is unchanged. */
function Part({ node }: { node: ReactNode }) {
  return node;
}

/**
 * A staged panel's content while a run plays fast: the lesson renders at every redraw (the plane,
 * the round), but a secondary panel (a chart, the bounds, the proof, the fields) takes the
 * lesson's latest content only when its turn comes (follow-queue.ts), in a task of its own. In
 * between, the same element is returned and Preact skips the panel without comparing it: on a
 * phone, comparing every panel at every redraw was most of the lesson's render. When the run stops
 * playing fast, the panels catch up one per task too, rather than all in the task that paused the
 * run; paused or playing slowly, the content then follows every render.
 */
function useFollowing(children: ReactNode, fast: boolean): ReactNode {
  const [taken, setTaken] = useState<{ node: ReactNode }>({ node: children });
  const [mode, setMode] = useState<'live' | 'following' | 'catching-up'>(
    fast ? 'following' : 'live',
  );
  const latest = useRef(children);
  useEffect(() => {
    latest.current = children;
  });
  // The render where fast begins shows its own content and holds it from then on; the render
  // where it ends keeps the last content taken until the panel's turn to catch up.
  if (fast && mode !== 'following') {
    setMode('following');
    setTaken({ node: children });
  } else if (!fast && mode === 'following') setMode('catching-up');
  useEffect(() => {
    if (mode === 'following') return follow(() => setTaken({ node: latest.current }));
    if (mode === 'catching-up') return followOnce(() => setMode('live'));
  }, [mode]);
  const node = mode === 'live' || (fast && mode !== 'following') ? children : taken.node;
  return useMemo(() => <Part node={node} />, [node]);
}
