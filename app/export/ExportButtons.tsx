import { memo, useState, type RefObject } from 'react';

/**
 * "SVG" and "PNG" for the figure inside `target`: each saves it as a file that renders alone, in
 * the current theme (the PNG at twice its size on screen, for slides).
 */
export const ExportButtons = memo(function ExportButtons({
  target,
  name,
  what,
}: {
  target: RefObject<Element | null>;
  /** The file's name, without extension. */
  name: string;
  /** What the figure is, for the buttons' accessible names ("the regret chart"). */
  what: string;
}) {
  const [error, setError] = useState('');
  const save = (kind: 'svg' | 'png') => {
    const root = target.current;
    if (!root) return;
    setError('');
    // The exporter loads on the first save: most visits never save a figure.
    import('./figure')
      .then((m) => m.downloadFigure(root, name, kind))
      .catch((e: unknown) =>
        setError(
          `Could not save the ${kind.toUpperCase()}: ${e instanceof Error ? e.message : String(e)}`,
        ),
      );
  };
  return (
    <div className="export-row">
      <span className="export-label" aria-hidden="true">
        Save:
      </span>
      <button type="button" aria-label={`Save ${what} as SVG`} onClick={() => save('svg')}>
        SVG
      </button>
      <button type="button" aria-label={`Save ${what} as PNG`} onClick={() => save('png')}>
        PNG
      </button>
      <span className="export-status" role="status" aria-live="polite">
        {error}
      </span>
    </div>
  );
});
