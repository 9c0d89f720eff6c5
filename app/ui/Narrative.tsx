import { memo } from 'react';

/**
 * The guided text beside the panels: plain words a first-year student can follow, and
 * checkpoints that set the scene. Each checkpoint is a set of URL parameters, so it is a link too.
 */
export type NarrativeItem =
  | { kind: 'text'; text: string }
  | { kind: 'checkpoint'; label: string; hint: string; params: Record<string, string> };

export interface NarrativeProps {
  title: string;
  items: NarrativeItem[];
  hrefFor(params: Record<string, string>): string;
  onCheckpoint(params: Record<string, string>): void;
}

/** The guided text; each checkpoint is a real link (shareable) that sets the scene in place. */
export const Narrative = memo(function Narrative({
  title,
  items,
  hrefFor,
  onCheckpoint,
}: NarrativeProps) {
  return (
    <section className="narrative" aria-labelledby="narrative-title">
      <h2 id="narrative-title">{title}</h2>
      {items.map((item, i) =>
        item.kind === 'text' ? (
          <p key={i}>{item.text}</p>
        ) : (
          <div className="checkpoint" key={i}>
            <a
              href={hrefFor(item.params)}
              onClick={(e) => {
                if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                e.preventDefault();
                onCheckpoint(item.params);
              }}
            >
              {item.label}
            </a>
            <span className="checkpoint-hint">{item.hint}</span>
          </div>
        ),
      )}
    </section>
  );
});
