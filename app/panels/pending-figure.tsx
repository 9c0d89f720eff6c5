import type { ReactElement, RefObject } from 'react';

/**
 * A figure's box before its first measurement: the same `<figure>` (so the element its size is
 * observed on stays), and an empty `svg[role="img"]`, whose text size the stylesheet sets and the
 * measurement reads. Replaced by the drawn figure in the same task, before any paint.
 *
 * A function, not a component: a component would put the figure one level deeper in the tree,
 * and the drawn figure would be a new element.
 */
export function pendingFigure(
  className: string,
  box: RefObject<HTMLElement | null>,
  label: string,
): ReactElement {
  return (
    <figure className={className} ref={box}>
      <svg role="img" aria-label={label} />
    </figure>
  );
}
