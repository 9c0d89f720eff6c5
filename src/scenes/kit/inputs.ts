import type { PointColumns } from '../../data/csv';

/** The CSV readers the page has; a lesson's definition names the one its `csv` stream reads. */
export type CsvReader =
  | 'points'
  | 'loss-matrix'
  | 'oco-losses'
  | 'finite-class'
  | 'rows'
  | 'class-points'
  | 'loss-curves';

/** A file read by one of the CSV readers: what it holds, as the engine takes it. */
export interface CsvData {
  name: string;
  /** Rows read (the CSV panel says how many). */
  rows: number;
  /**
   * Labelled points (`points`): columns of typed arrays, as the CSV worker hands them over and as
   * they go on to the engine's worker (a copy of three buffers, not 10⁶ objects).
   */
  points?: PointColumns;
  /** A loss matrix (`loss-matrix`): rows = rounds, d columns. */
  matrix?: { d: number; rows: number; values: Float64Array };
  /** A sequence of convex losses in the plane (`oco-losses`): two numbers a row. */
  losses?: { kind: 'linear' | 'quadratic'; rows: number; values: Float64Array };
  /** A hypothesis class (`finite-class`): each row a hypothesis, as a bit mask over n points. */
  hypotheses?: { n: number; masks: Uint32Array; names: string[] | null; duplicates: number };
  /** Rows x₁ … x_n, y (`rows`): features row-major, rows·n, and the targets or labels. */
  table?: { n: number; rows: number; x: Float64Array; y: Float64Array };
  /**
   * Points in the plane with a class each (`class-points`): labels 0 … names.length − 1, numbered
   * in the order the file first writes them; `names` are the file's spellings.
   */
  classPoints?: { x1: Float64Array; x2: Float64Array; label: Uint8Array; names: string[] };
  /** Loss curves on a grid (`loss-curves`): rows = rounds, g cells a row, row-major. */
  curves?: { g: number; rows: number; values: Float64Array };
}

/** What a run depends on besides the URL's parameters. */
export interface SceneInputs {
  csv: CsvData | null;
  /** The MindReader student's moves (kept in memory only). */
  moves: readonly (1 | -1)[];
}
