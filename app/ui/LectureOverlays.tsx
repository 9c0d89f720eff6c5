import type { Slide } from '../store/ui-slice';

/**
 * Presenting: the banner of the checkpoint the clicker stepped to (announced politely), and the
 * blank screen B puts up — black, with a line for screen readers on how to come back.
 */
export function LectureOverlays({ slide, blank }: { slide: Slide | null; blank: boolean }) {
  return (
    <>
      <div className="slide-banner" role="status" aria-live="polite">
        {slide ? (
          <>
            <span className="slide-count">
              {slide.index + 1} / {slide.count}
            </span>{' '}
            <strong>{slide.label}</strong>
            {/* The key remembers the stop, so the hint shows again at each one before it folds. */}
            {slide.hint ? (
              <span className="slide-hint" key={slide.index}>
                {slide.hint}
              </span>
            ) : null}
          </>
        ) : null}
      </div>
      {blank ? (
        <div className="blank-screen">
          <p className="visually-hidden">The screen is blank: press B to show the lesson again.</p>
        </div>
      ) : null}
    </>
  );
}
