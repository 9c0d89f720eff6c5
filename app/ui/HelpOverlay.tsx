import { useEffect, useRef } from 'react';
import { shortcuts } from './keyboard';

export function HelpOverlay({ onClose }: { onClose(): void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus({ preventScroll: true }), []);
  return (
    <div className="overlay" role="dialog" aria-modal="true" aria-labelledby="help-title">
      <div className="overlay-card">
        <h2 id="help-title">Keyboard shortcuts</h2>
        <p>They work while the lesson has focus.</p>
        <table className="shortcuts">
          <tbody>
            {shortcuts.map((s) => (
              <tr key={s.keys}>
                <th scope="row">
                  <kbd>{s.keys}</kbd>
                </th>
                <td>{s.action}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <button type="button" ref={close} onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
