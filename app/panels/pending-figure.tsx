import type { ReactElement } from 'react';

/**
 * A figure's content before its first measurement (see FigureSize): an empty `svg[role="img"]`,
 * whose text size the stylesheet sets and the measurement reads, in the same wrapper (`stage`) as
 * the drawn figure's, so that the same rules give it the same size. The figure keeps its own
 * `<figure>` element, written out where it is used, so that the element its size is observed on
 * stays when the drawing replaces this, in the same task, before any paint.
 */
export function PendingSvg({ label, stage }: { label: string; stage?: string }): ReactElement {
  // `data-pending`: while it is on the page, what follows it in the lesson is hidden (styles.css),
  // and the bench's first drawn round waits for it to go.
  const svg = <svg role="img" aria-label={label} data-pending="" />;
  return stage ? <div className={stage}>{svg}</div> : svg;
}
