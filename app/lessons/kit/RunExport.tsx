import { memo, useState } from 'react';
import { engineConfig } from '../../engine/engine-config';
import { exportRunCsv } from '../../engine/export-client';
import { download } from '../../export/download';
import { useApp } from '../../store/store';
import { groupDigits } from '../../../src/theory/group-digits';

/**
 * "Download the run (CSV)": every round up to the one on screen, with getState's numbers —
 * each learner's cumulative loss, mistakes and regret, the comparator's loss, each bound and
 * whether it applies. Written in a worker; the button says how far it has got.
 */
export const RunExport = memo(function RunExport() {
  const [status, setStatus] = useState<string>('');
  const [busy, setBusy] = useState(false);
  const save = () => {
    const s = useApp.getState();
    const t = Math.min(s.t, s.computed);
    setBusy(true);
    setStatus('Writing the table…');
    exportRunCsv(
      { config: engineConfig(s), params: { ...s.scene.params }, T: s.scene.T, t },
      (done) => setStatus(`Writing the table… ${Math.round(done * 100)}%`),
    )
      .then((blob) => {
        download(`hindsight-${s.scene.lesson}-run-to-${t}.csv`, blob);
        setStatus(`Saved ${groupDigits(t)} rounds.`);
      })
      .catch((e: unknown) =>
        setStatus(`The table could not be written: ${e instanceof Error ? e.message : String(e)}`),
      )
      .finally(() => setBusy(false));
  };
  return (
    <div className="export-row">
      <button type="button" onClick={save} disabled={busy}>
        Download the run (CSV)
      </button>
      <span className="export-status" role="status" aria-live="polite">
        {status}
      </span>
    </div>
  );
});
