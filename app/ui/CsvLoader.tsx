import { useState, type DragEvent } from 'react';

export interface CsvLoaderProps {
  fileName: string | null;
  rows: number;
  error: string | null;
  /** What the rows must look like, in plain words. */
  format: string;
  /** What a row is called once loaded ("points", "rows"). */
  noun: string;
  onText(name: string, text: string): void;
  onError(message: string): void;
}

const MAX_BYTES = 64 * 1024 * 1024;

/** A file picker and a drop zone for a lesson's CSV file. */
export function CsvLoader({
  fileName,
  rows,
  error,
  format,
  noun,
  onText,
  onError,
}: CsvLoaderProps) {
  const [over, setOver] = useState(false);
  const read = (file: File | undefined): void => {
    if (!file) return;
    if (file.size > MAX_BYTES) {
      onError(`${file.name} is ${(file.size / 1e6).toFixed(0)} MB; the limit is 64 MB.`);
      return;
    }
    file.text().then(
      (text) => onText(file.name, text),
      () => onError(`${file.name} could not be read.`),
    );
  };
  const onDrop = (e: DragEvent<HTMLDivElement>): void => {
    e.preventDefault();
    setOver(false);
    read(e.dataTransfer.files[0]);
  };
  return (
    <div
      className={`dropzone${over ? ' over' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <label className="file-button">
        Choose a CSV file
        <input
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={(e) => read(e.target.files?.[0])}
          aria-describedby="csv-format"
        />
      </label>
      <span id="csv-format">or drop one here: {format}.</span>
      {fileName && !error ? (
        <p className="csv-loaded">
          {fileName}: {rows} {noun}
        </p>
      ) : null}
      {error ? (
        <p className="csv-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
