import type { CsvError } from '../../../src/data/csv';
import type { CsvData, CsvReader } from '../../../src/scenes/kit/inputs';
import {
  parseClassOffThread,
  parseClassPointsOffThread,
  parseLossCurvesOffThread,
  parseLossMatrixOffThread,
  parseOcoLossesOffThread,
  parseRowsOffThread,
  parsePointsOffThread,
} from '../../engine/csv-client';

export type Parsed = { ok: true; data: CsvData } | { ok: false; error: CsvError };
/** A reader runs off the main thread (app/engine/csv-client.ts), hence async. */
export type Parse = (name: string, input: string | Blob) => Promise<Parsed>;

/** The CSV readers by the name a lesson's definition gives (`csv.reader`). */
export const csvReaders: Record<CsvReader, Parse> = {
  /** Rows x1,x2,y; the points come back as columns. */
  async points(name, input) {
    const r = await parsePointsOffThread(input);
    if (!r.ok) return r;
    return { ok: true, data: { name, rows: r.rows, points: { x1: r.x1, x2: r.x2, y: r.y } } };
  },
  /** A loss matrix: rows = rounds, one column per expert. */
  async 'loss-matrix'(name, input) {
    const r = await parseLossMatrixOffThread(input);
    if (!r.ok) return r;
    return {
      ok: true,
      data: { name, rows: r.rows, matrix: { d: r.d, rows: r.rows, values: r.values } },
    };
  },
  /** Convex losses in the plane: linear (v1,v2) or quadratic (z1,z2), a loss a row. */
  async 'oco-losses'(name, input) {
    const r = await parseOcoLossesOffThread(input);
    if (!r.ok) return r;
    return {
      ok: true,
      data: { name, rows: r.rows, losses: { kind: r.kind, rows: r.rows, values: r.values } },
    };
  },
  /** A hypothesis class: rows = hypotheses, columns = points. */
  async 'finite-class'(name, input) {
    const r = await parseClassOffThread(input);
    if (!r.ok) return r;
    return {
      ok: true,
      data: {
        name,
        rows: r.rows,
        hypotheses: { n: r.n, masks: r.masks, names: r.names, duplicates: r.duplicates },
      },
    };
  },
  /** Rows x₁ … x_n, y: features row-major, and the targets or labels. */
  async rows(name, input) {
    const r = await parseRowsOffThread(input);
    if (!r.ok) return r;
    return {
      ok: true,
      data: { name, rows: r.rows, table: { n: r.n, rows: r.rows, x: r.x, y: r.y } },
    };
  },
  /** Rows x1,x2,label: 2 to 6 classes, numbered in the order the file first names them. */
  async 'class-points'(name, input) {
    const r = await parseClassPointsOffThread(input);
    if (!r.ok) return r;
    return {
      ok: true,
      data: {
        name,
        rows: r.rows,
        classPoints: { x1: r.x1, x2: r.x2, label: r.label, names: r.names },
      },
    };
  },
  /** Loss curves on a grid: rows = rounds, one loss per cell, left to right. */
  async 'loss-curves'(name, input) {
    const r = await parseLossCurvesOffThread(input);
    if (!r.ok) return r;
    return {
      ok: true,
      data: { name, rows: r.rows, curves: { g: r.g, rows: r.rows, values: r.values } },
    };
  },
};
