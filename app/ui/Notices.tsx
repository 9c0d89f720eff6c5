import type { Notice } from '../store/scene-params';

/** Visible, announced notices for bad parameters: what was given and what is used instead. */
export function Notices({ notices, onDismiss }: { notices: Notice[]; onDismiss(i: number): void }) {
  return (
    <div className="notices" role="status" aria-live="polite">
      {notices.map((n, i) => (
        <p className="notice" key={`${n.param}-${i}`} data-param={n.param}>
          <span>{n.message}</span>
          <button
            type="button"
            aria-label={`Dismiss notice about ${n.param}`}
            onClick={() => onDismiss(i)}
          >
            ×
          </button>
        </p>
      ))}
    </div>
  );
}
