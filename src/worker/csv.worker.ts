import * as Comlink from 'comlink';
import type { ClassCsvResult } from '../data/class-csv';
import type { ClassPointsCsvResult } from '../data/class-points-csv';
import type { LossCurvesCsvResult } from '../data/loss-curves-csv';
import type { LossMatrixCsvResult } from '../data/loss-matrix-csv';
import type { OcoLossesCsvResult } from '../data/oco-csv';
import type { RowsCsvResult } from '../data/rows-csv';
import {
  csvTransferables,
  parseClass,
  parseClassPoints,
  parseLossCurves,
  parseLossMatrix,
  parseOcoLosses,
  parsePointsColumns,
  parseRows,
  readText,
  type PointsColumnsResult,
} from './csv-api';

/**
 * Thin Comlink wrapper: CSV files are parsed here, off the main thread, so a file of a million
 * rows does not freeze the page; the parsed numbers come back as transferred typed arrays.
 */
const exposed = {
  async parsePoints(input: string | Blob): Promise<PointsColumnsResult> {
    const r = parsePointsColumns(await readText(input));
    return Comlink.transfer(r, csvTransferables(r));
  },
  async parseLossMatrix(input: string | Blob): Promise<LossMatrixCsvResult> {
    const r = parseLossMatrix(await readText(input));
    return Comlink.transfer(r, csvTransferables(r));
  },
  async parseOcoLosses(input: string | Blob): Promise<OcoLossesCsvResult> {
    const r = parseOcoLosses(await readText(input));
    return Comlink.transfer(r, csvTransferables(r));
  },
  async parseRows(input: string | Blob): Promise<RowsCsvResult> {
    const r = parseRows(await readText(input));
    return Comlink.transfer(r, csvTransferables(r));
  },
  async parseClass(input: string | Blob): Promise<ClassCsvResult> {
    const r = parseClass(await readText(input));
    return Comlink.transfer(r, csvTransferables(r));
  },
  async parseClassPoints(input: string | Blob): Promise<ClassPointsCsvResult> {
    const r = parseClassPoints(await readText(input));
    return Comlink.transfer(r, csvTransferables(r));
  },
  async parseLossCurves(input: string | Blob): Promise<LossCurvesCsvResult> {
    const r = parseLossCurves(await readText(input));
    return Comlink.transfer(r, csvTransferables(r));
  },
};

export type ExposedCsv = typeof exposed;

Comlink.expose(exposed);
