import { useApp } from '../../store/store';

/**
 * "Reading <file>…" while a CSV is parsed off the main thread. The live region stays mounted
 * (empty when idle), so screen readers announce the status when it appears.
 */
export function CsvReading() {
  const reading = useApp((s) => s.csvReading);
  return (
    <p className="csv-reading" role="status" aria-live="polite">
      {reading ? `Reading ${reading}…` : ''}
    </p>
  );
}
