import { useRef, type ReactElement, type RefObject } from 'react';
import type { CanvasState } from './plane-canvas';
import type { PlanePoints } from './plane-types';
import { useCanvasSync } from './useCanvasSync';
import { useObservedWidth } from './useObservedWidth';
import { useThemeTick } from './useThemeTick';

/**
 * A plane's canvas layer, for its points past the SVG's few (pointsOnCanvas): drawn incrementally
 * (useCanvasSync), and hidden, not removed, while the points are SVG, so that it is readied in idle
 * time for the first Play. It follows the theme either way, so the colours it readies are the
 * theme's.
 */
export function PlaneCanvas({
  stageRef,
  shown,
  points,
  count,
  extent,
}: {
  /** The plane's square stage, whose width the canvas takes. */
  stageRef: RefObject<HTMLElement | null>;
  /** Whether the points are on the canvas (otherwise it stays hidden). */
  shown: boolean;
  points: PlanePoints;
  count: number;
  extent: number;
}): ReactElement {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const state = useRef<CanvasState>({
    canvas: null,
    count: 0,
    extent: NaN,
    size: 0,
    colors: '',
    dense: false,
  });
  const cssSize = useObservedWidth(stageRef);
  const themeTick = useThemeTick(stageRef, true);
  useCanvasSync(canvasRef, stageRef, state, shown, points, count, extent, cssSize, themeTick);
  return <canvas className="hs-plane-canvas" ref={canvasRef} aria-hidden="true" hidden={!shown} />;
}
