import type { ReactElement } from 'react';

/**
 * A figure's content before its first measurement (see FigureSize): an empty `svg[role="img"]`,
 * whose text size the stylesheet sets and the measurement reads. The figure keeps its own
 * `<figure>` element, written out where it is used, so that the element its size is observed on
 * stays when the drawing replaces this, in the same task, before any paint.
 */
export function PendingSvg({ label }: { label: string }): ReactElement {
  return <svg role="img" aria-label={label} />;
}
