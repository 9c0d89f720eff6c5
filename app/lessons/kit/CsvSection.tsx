import { readsCsv, type AnySceneDefinition } from '../../../src/scenes/kit/definition';
import { useApp } from '../../store/store';
import { CsvLoader } from '../../ui/CsvLoader';
import { csvReaders } from './csv-readers';
import { loadCsvText } from './lesson-hooks';

/**
 * The lesson's CSV file, while the scene reads one (its `csv` stream, say): the file picker and drop zone, the
 * "Reading …" status while a file is parsed off the main thread (a picked one, or the one `data=`
 * names, which app/engine/data-url.ts loads), and the error naming the line of a malformed file.
 */
export function CsvSection({ definition }: { definition: AnySceneDefinition }) {
  const active = useApp((s) => readsCsv(definition, s.scene.params));
  const csv = useApp((s) => s.csv);
  const csvError = useApp((s) => s.csvError);
  const reading = useApp((s) => s.csvReading);
  const spec = definition.csv;
  const parse = spec ? csvReaders[spec.reader] : null;
  if (!active || !spec || !parse) return null;
  return (
    <>
      <CsvLoader
        fileName={csv?.name ?? null}
        rows={csv?.rows ?? 0}
        error={csvError}
        format={spec.format}
        noun={spec.noun}
        onText={(name, text) => void loadCsvText(parse, name, text)}
        onError={(m) => useApp.getState().setCsv(csv, m)}
      />
      {/* The live region stays mounted (empty when idle), so screen readers announce the status. */}
      <p className="csv-reading" role="status" aria-live="polite">
        {reading ? `Reading ${reading}…` : ''}
      </p>
    </>
  );
}
