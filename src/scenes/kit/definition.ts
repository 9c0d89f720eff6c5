import type { FamilyId } from '../../engine/game';
import type { Scene } from '../scene';
import type { CsvReader, SceneInputs } from './inputs';
import type { LessonStateBody, StateContext } from './lesson-state';
import type { Notice, ParamSpecs, ParamValues } from './params';

/**
 * A lesson, as everything outside its own panels sees it: the URL schema reads its parameters,
 * the worker builds its engine, the embed API asks it for getState, the narrative's checkpoints
 * and the header list it. Nothing else names a lesson. The engine and the state are loaded on
 * demand, so the page's first bundle carries only this description.
 *
 * Methods (not function-valued properties) keep a definition assignable to the registry's
 * common type, whatever its parameters.
 */
export interface SceneDefinition<S extends ParamSpecs = ParamSpecs, C = unknown> {
  /** The id the URL uses (`lesson=`), stable. */
  readonly id: string;
  readonly title: string;
  readonly family: FamilyId;
  /** One line on what the lesson shows. */
  readonly summary: string;
  /** The result it proves on screen, in one line of plain text (the contents page lists it). */
  readonly theorem: string;
  /**
   * Its figures, by the ids `panels=` takes (an embed of one or a few of them), with their names
   * for the share dialog's menu.
   */
  readonly panels: readonly { readonly id: string; readonly label: string }[];
  /** Rounds: the default, and the most the lesson allows. */
  readonly T: { readonly default: number; readonly max: number };
  /**
   * At full speed, the most rounds one frame takes on (10 000 unless said): what the page does per
   * round (the charts' per-pixel summaries, the trails) then costs a bounded amount per frame.
   */
  readonly maxPerFrame?: number;
  /** The lesson's own URL parameters (`stream`, `learners`, `data` among them when it has them). */
  readonly params: S;
  /** The streams in menu order, with their labels (the ids the `stream` parameter takes). */
  readonly streams: readonly { readonly id: string; readonly label: string }[];
  /**
   * The CSV reader of its `csv` stream when it has one, the rows' format in words, and what a row
   * is called once loaded ("points", "rows").
   */
  readonly csv?: {
    readonly reader: CsvReader;
    readonly format: string;
    readonly noun: string;
    /**
     * Whether the scene reads the file: by default while its `csv` stream plays; a lesson whose
     * file is something else (a hypothesis class, `class=csv`) says when.
     */
    readonly active?: (params: Readonly<Record<string, unknown>>) => boolean;
  };
  /** Cross-parameter rules (γ < R): fixes the values in place, with a notice for each fix. */
  constrain?(params: ParamValues<S>): Notice[];
  /** The engine's configuration; a change in it restarts the run. */
  engineConfig(scene: { seed: number; T: number; params: ParamValues<S> }, inputs: SceneInputs): C;
  /** The engine's factory (it runs in the worker), loaded on demand. */
  engine(): Promise<SceneFactory<C>>;
  /** The embed API's getState, beyond `lesson`, `T` and `playing`. */
  state(ctx: StateContext<ParamValues<S>>): Promise<LessonStateBody>;
}

/** Builds a lesson's engine from its configuration. */
export interface SceneFactory<C> {
  create(config: C): Scene;
}

/** Whether a scene with these parameters reads the lesson's CSV file. */
export function readsCsv(
  definition: AnySceneDefinition,
  params: Readonly<Record<string, unknown>>,
): boolean {
  const csv = definition.csv;
  if (!csv) return false;
  return csv.active ? csv.active(params) : params['stream'] === 'csv';
}

/** A definition with its types inferred from its parameters. */
export function defineScene<S extends ParamSpecs, C>(
  definition: SceneDefinition<S, C>,
): SceneDefinition<S, C> {
  return definition;
}

/** Any lesson's definition, as the registry holds them. */
export type AnySceneDefinition = SceneDefinition<ParamSpecs, unknown>;
