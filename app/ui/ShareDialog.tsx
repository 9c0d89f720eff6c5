import { useEffect, useId, useRef, useState } from 'react';
import { copyText } from '../export/download';
import { QrCode } from './QrCode';

export interface ShareDialogProps {
  /** The scene at the round on screen, as a full address. */
  url: string;
  /**
   * The same scene framed for embedding (`embed=1`), as a full address: the whole lesson, or one
   * figure (`panels=`), with or without its controls (`controls=0`).
   */
  embedUrl(figure: string | null, controls: boolean): string;
  /** The lesson's figures, for a frame of one of them. */
  figures: readonly { id: string; label: string }[];
  /** The address of the site's embed.js. */
  scriptUrl: string;
  /** The lesson's title, for the frame's accessible name. */
  title: string;
  /** In presentation mode the QR code fills the dialog: it is there to be scanned off a slide. */
  presenting: boolean;
  onClose(): void;
}

/** The embed snippet: the frame, and the one-line script that sizes it. */
export function embedSnippet(embedUrl: string, scriptUrl: string, title: string): string {
  const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return (
    `<iframe src="${attr(embedUrl)}" title="${attr(`Hindsight: ${title}`)}" ` +
    `style="width: 100%; border: 0" loading="lazy" allow="fullscreen"></iframe>\n` +
    `<script src="${attr(scriptUrl)}" async></script>`
  );
}

/** Copies text; where the page may not (a frame without the permission), selects it instead. */
async function copy(text: string, field: HTMLInputElement | HTMLTextAreaElement | null) {
  if (await copyText(text)) return true;
  field?.select();
  return document.execCommand?.('copy') ?? false;
}

function CopyField({
  label,
  value,
  multiline,
}: {
  label: string;
  value: string;
  multiline?: boolean;
}) {
  const id = useId();
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  // What the last copy did, for the value it copied (a new value clears the status).
  const [copied, setCopied] = useState<{ value: string; ok: boolean } | null>(null);
  const status =
    copied?.value !== value ? '' : copied.ok ? 'Copied.' : 'Select the text and copy it.';
  return (
    <div className="copy-field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-row">
        {multiline ? (
          <textarea id={id} ref={field} readOnly value={value} rows={4} spellCheck={false} />
        ) : (
          <input id={id} ref={field} type="text" readOnly value={value} spellCheck={false} />
        )}
        <button
          type="button"
          onClick={() => void copy(value, field.current).then((ok) => setCopied({ value, ok }))}
        >
          Copy
        </button>
      </div>
      <p className="copy-status" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}

/**
 * Share and embed (the header's Share button, or S): the scene's address at the round on screen
 * with a copy button, the same as a QR code (drawn here, no request leaves the page), and the
 * embed snippet. A native modal dialog: focus stays inside, Esc closes it.
 */
export default function ShareDialog({
  url,
  embedUrl,
  figures,
  scriptUrl,
  title,
  presenting,
  onClose,
}: ShareDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [figure, setFigure] = useState<string | null>(null);
  const [controls, setControls] = useState(true);
  const figureId = useId();
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={`share-dialog${presenting ? ' presenting' : ''}`}
      aria-labelledby="share-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id="share-title">Share this scene</h2>
      <div className="share-body">
        <div className="share-fields">
          <CopyField label="Link to this scene at this round" value={url} />
          <div className="share-figure">
            <label htmlFor={figureId}>Embed</label>
            <select
              id={figureId}
              value={figure ?? ''}
              onChange={(e) => setFigure(e.target.value === '' ? null : e.target.value)}
            >
              <option value="">the whole lesson</option>
              {figures.map((f) => (
                <option key={f.id} value={f.id}>
                  one figure: {f.label}
                </option>
              ))}
            </select>
            <label>
              <input
                type="checkbox"
                checked={controls}
                onChange={(e) => setControls(e.target.checked)}
              />{' '}
              with its controls
            </label>
          </div>
          <CopyField
            label="Embed it in a page (the script sizes the frame)"
            value={embedSnippet(embedUrl(figure, controls), scriptUrl, title)}
            multiline
          />
        </div>
        <figure className="share-qr">
          <QrCode text={url} label="QR code of the link to this scene" />
          <figcaption>Scan to open this scene on a phone.</figcaption>
        </figure>
      </div>
      <button type="button" className="share-close" onClick={onClose}>
        Close
      </button>
    </dialog>
  );
}
