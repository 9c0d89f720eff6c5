import {
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { holdFollowers } from './hold-followers';
import { afterFirstFrame, canMeasure, useMeasureAtOnce } from './useFigureSize';
import { StageWidth } from './useTextScale';

/**
 * A figure's content before its first measurement (see FigureSize): an empty `svg[role="img"]`,
 * whose text size the stylesheet sets and the measurement reads, in the same wrapper (`stage`) as
 * the drawn figure's, so that the same rules give it the same size. The figure keeps its own
 * `<figure>` element, written out where it is used, so that the element its size is observed on
 * stays when the drawing replaces this, in the same task, before any paint.
 */
export function PendingSvg({
  label,
  stage,
  stageRef,
}: {
  label: string;
  stage?: string;
  /** The stage's element, for a figure that reads the pending stage's size. */
  stageRef?: Ref<HTMLDivElement>;
}): ReactElement {
  // While a figure waits for a frame to be measured, what follows it in the lesson is hidden
  // (holdFollowers). One measured at once is drawn in the task that built this, before any paint:
  // nothing is held. `data-pending`: the bench's first drawn round waits for it to go.
  const waits = !useMeasureAtOnce() && canMeasure();
  const ref = useRef<SVGSVGElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    return waits && el ? holdFollowers(el) : undefined;
  }, [waits]);
  const svg = <svg ref={ref} role="img" aria-label={label} data-pending="" />;
  return stage ? (
    <div className={stage} ref={stageRef}>
      {svg}
    </div>
  ) : (
    svg
  );
}

interface DrawnAfterFirstFrameProps {
  /** The pending figure's name for a screen reader. */
  label: string;
  /** The classes of the figure's outer box and of its stage, whose size does not follow content. */
  box: string;
  stage: string;
  children: ReactNode;
}

/**
 * A figure that needs no measurement to be drawn (a plane: a square stage, a viewBox), drawn at
 * once but in the page's first lesson render, where its stage stays pending for one frame and the
 * figure is built in a task of its own after it. In that first render the plane was about half
 * of the script (the perceptron's: 5–10 ms of 8–15 at 1×, its axes' text the most), and its
 * layout most of the next frame's: at 4× CPU throttle each was a task of 70–120 ms. Split, the
 * lesson's frame and the figure's come in two turns. What follows a pending figure is hidden
 * (holdFollowers), so nothing seen moves when the figure's hint and buttons come under it; the
 * bench's first drawn round waits for the figure. The pending stage's width, read in the task
 * after the frame that laid it out (no layout of its own), is handed to the figure's text scale
 * (StageWidth): its text is then laid out once, in the figure's first frame, where the scale set
 * from a resize observer laid the figure out a second time in that frame (at 4×, 15–25 ms).
 * In jsdom, with no frames to wait for, the figure is drawn at once.
 */
function DrawnAfterFirstFrame({
  label,
  box,
  stage,
  children,
}: DrawnAfterFirstFrameProps): ReactNode {
  const atOnce = useMeasureAtOnce();
  // The stage's width when drawn (0: not known, the figure measures it itself); null: pending.
  const [width, setWidth] = useState<number | null>(() => (atOnce || !canMeasure() ? 0 : null));
  const pending = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (width !== null) return;
    return afterFirstFrame(() => setWidth(pending.current?.getBoundingClientRect().width ?? 0));
  }, [width]);
  if (width !== null) return <StageWidth.Provider value={width}>{children}</StageWidth.Provider>;
  return (
    <div className={box}>
      <PendingSvg label={label} stage={stage} stageRef={pending} />
    </div>
  );
}

/**
 * A figure component drawn through DrawnAfterFirstFrame: its pending box takes the classes `box`
 * and `stage`, and its name for a screen reader from the props.
 */
export function drawnAfterFirstFrame<P extends object>(
  Figure: ComponentType<P>,
  pending: { box: string; stage: string; label: (props: P) => string },
): (props: P) => ReactElement {
  return function Deferred(props: P): ReactElement {
    return (
      <DrawnAfterFirstFrame label={pending.label(props)} box={pending.box} stage={pending.stage}>
        <Figure {...props} />
      </DrawnAfterFirstFrame>
    );
  };
}
