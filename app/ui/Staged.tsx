import { Component, useContext, useEffect, useState, type ReactNode } from 'react';
import { InOwnTurn } from '../panels/useFigureSize';
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
  const fast = useContext(FollowingFast);
  const ownTurn = useContext(InOwnTurn) || stage > 0;
  if (shown)
    return (
      <InOwnTurn.Provider value={ownTurn}>
        <Follower node={children} fast={fast} />
      </InOwnTurn.Provider>
    );
  return (
    <div className="staged-pending" aria-busy="true">
      {Array.from({ length: charts }, (_, i) => (
        <div key={i} style={{ aspectRatio: CHART_ASPECT }} />
      ))}
      <div style={{ minHeight }} />
    </div>
  );
}

/**
 * A staged panel's content while a run plays fast: the lesson renders at every redraw (the plane,
 * the round), but a secondary panel (a chart, the bounds, the proof, the fields) takes the
 * lesson's latest content only when its turn comes (follow-queue.ts), in a task of its own; in
 * between, `shouldComponentUpdate` says no and Preact skips the panel without comparing it. On a
 * phone, comparing every panel at every redraw was most of the lesson's render. Play itself keeps
 * what the panel shows (it had compared every panel again, in Play's task) until the first turn.
 * When the run stops playing fast, the panels catch up one per task too, rather than all in the
 * task that paused the run; paused or playing slowly, the content follows every render.
 *
 * A class: the mode is the instance's own bookkeeping, read and written outside rendering.
 *
 * Each skipped render becomes the parent of the panel's rendered children (Preact moves them to
 * the newest one), and its props hold the content the next turn renders: every turn's tree can
 * reach the next one's. That costs nothing while no earlier render is held, so nothing above a
 * lesson may keep one: an element held in a parent's props keeps the tree it first rendered for
 * as long as that parent is not rendered again (see main.tsx and App.tsx's LessonHost, and
 * e2e/retained-renders.spec.ts).
 */
class Follower extends Component<{ node: ReactNode; fast: boolean }> {
  private mode: 'live' | 'following' | 'catching-up' = this.props.fast ? 'following' : 'live';
  private stop: (() => void) | null = null;
  /** Whether the content changed since it was last rendered: a turn without news renders nothing. */
  private stale = false;

  override componentDidMount(): void {
    if (this.mode === 'following') this.queue();
  }

  override componentWillUnmount(): void {
    this.stop?.();
  }

  override shouldComponentUpdate(next: { node: ReactNode; fast: boolean }): boolean {
    if (next.node !== this.props.node) this.stale = true;
    if (next.fast) {
      if (this.mode !== 'following') {
        this.mode = 'following';
        this.queue();
      }
      return false;
    }
    if (this.mode === 'following') {
      this.mode = 'catching-up';
      this.queue();
    }
    return this.mode === 'live';
  }

  /** Takes the queue's turns for the current mode: every turn while following, one to catch up. */
  private queue(): void {
    this.stop?.();
    this.stop =
      this.mode === 'following'
        ? follow(() => {
            if (!this.stale) return false;
            this.forceUpdate();
            return true;
          })
        : followOnce(() => {
            this.stop = null;
            this.mode = 'live';
            this.forceUpdate();
          });
  }

  override render(): ReactNode {
    this.stale = false;
    return this.props.node;
  }
}
