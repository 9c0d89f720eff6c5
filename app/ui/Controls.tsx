import { memo, useId, useState, type ChangeEvent, type ReactNode } from 'react';
import type { Speed } from '../store/scene-params';
import { Staged } from './Staged';
import { useAfterNextFrame } from './useAfterNextFrame';

export const SPEEDS: Speed[] = [1, 2, 4, 8, 20, 50, 100, 500, 2000, 10000, 'max'];

export interface ControlsProps {
  t: number;
  T: number;
  playing: boolean;
  /** The stream waits for the student's next move, and the round on display is its last one. */
  waiting: boolean;
  /** What the stream waits for, in plain words ("click the plane", "press ← or →"). */
  waitingHint?: string;
  speed: Speed;
  seed: number;
  stream: string;
  streams: ReadonlyArray<{ id: string; label: string }>;
  onPlay(): void;
  onPause(): void;
  onStep(): void;
  onBack(): void;
  onReset(): void;
  onSeek(t: number): void;
  onSpeed(s: Speed): void;
  /** Sets URL-style parameters (validated by the store, with notices for bad values). */
  onParams(params: Record<string, string>): void;
  onNewSeed(): void;
  /** The lesson's own fields, after the common ones. */
  children?: ReactNode;
}

function speedLabel(s: Speed): string {
  return s === 'max' ? 'max' : `${s}/s`;
}

/** A number field that commits on change/Enter and lets the store validate the value. */
export const NumberField = memo(function NumberField(props: {
  label: string;
  param: string;
  value: number;
  step: number;
  min?: number;
  max?: number;
  onParams(p: Record<string, string>): void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <label className="field" htmlFor={id}>
      <span>{props.label}</span>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        step={props.step}
        min={props.min}
        max={props.max}
        value={draft ?? String(props.value)}
        onChange={(e: ChangeEvent<HTMLInputElement>) => setDraft(e.target.value)}
        onBlur={() => {
          if (draft !== null && draft !== String(props.value))
            props.onParams({ [props.param]: draft });
          setDraft(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && draft !== null) {
            props.onParams({ [props.param]: draft });
            setDraft(null);
          }
        }}
      />
    </label>
  );
});

// The round's slider comes a frame after the transport (useAfterNextFrame). Not Staged: the
// slider is the playhead, and a staged panel follows a run played fast only a few times a second.
export function Controls(p: ControlsProps) {
  const scrubId = useId();
  const scrubber = useAfterNextFrame();
  const speedIndex = Math.max(0, SPEEDS.indexOf(p.speed));
  return (
    <div className="controls" role="group" aria-label="Playback and scene controls">
      <div className="transport">
        {p.playing ? (
          <button type="button" className="primary" onClick={p.onPause} aria-keyshortcuts="Space">
            Pause
          </button>
        ) : (
          <button type="button" className="primary" onClick={p.onPlay} aria-keyshortcuts="Space">
            Play
          </button>
        )}
        <button type="button" onClick={p.onBack} disabled={p.t <= 0} aria-keyshortcuts="ArrowLeft">
          Step back
        </button>
        <button
          type="button"
          onClick={p.onStep}
          disabled={p.t >= p.T}
          aria-keyshortcuts="ArrowRight"
        >
          Step
        </button>
        <button type="button" onClick={p.onReset} aria-keyshortcuts="R">
          Reset
        </button>
        <output className="round" aria-live="off">
          t = {p.t} / {p.T}
        </output>
      </div>
      <div className="scrubber">
        {scrubber ? (
          <>
            <label htmlFor={scrubId} className="visually-hidden">
              Round
            </label>
            <input
              id={scrubId}
              type="range"
              min={0}
              max={p.T}
              step={1}
              value={p.t}
              aria-valuetext={`round ${p.t} of ${p.T}`}
              onChange={(e) => p.onSeek(Number(e.target.value))}
            />
          </>
        ) : (
          <span className="scrubber-pending" />
        )}
        {p.waiting ? (
          <p className="hint" role="status">
            Waiting for you: {p.waitingHint ?? 'add the next round'}.
          </p>
        ) : null}
      </div>
      {/* The fields come a frame after the transport: the lesson's first frame, with its round,
          is the main panel and the transport alone (Staged). Below the fold on a phone. */}
      <Staged stage={1} minHeight="16rem">
        <div className="fields">
          <label className="field">
            <span>Speed</span>
            <input
              type="range"
              min={0}
              max={SPEEDS.length - 1}
              step={1}
              value={speedIndex}
              aria-valuetext={speedLabel(p.speed)}
              onChange={(e) => p.onSpeed(SPEEDS[Number(e.target.value)] ?? 8)}
            />
            <span className="value">{speedLabel(p.speed)}</span>
          </label>
          <label className="field">
            <span>Stream</span>
            <select
              value={p.stream}
              onChange={(e) => p.onParams({ stream: e.target.value, t: '0' })}
            >
              {p.streams.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
          <NumberField
            label="Seed"
            param="seed"
            value={p.seed}
            step={1}
            min={0}
            onParams={p.onParams}
          />
          <button type="button" onClick={p.onNewSeed}>
            New seed
          </button>
          <NumberField label="T" param="T" value={p.T} step={100} min={1} onParams={p.onParams} />
          {p.children}
        </div>
      </Staged>
    </div>
  );
}
