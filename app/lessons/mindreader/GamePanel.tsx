import { memo, useCallback, useMemo } from 'react';
import { MindreaderReferee } from '../../../src/scenes/mindreader-referee';
import { PATTERN_COUNT } from '../../../src/streams/mindreader/patterns';
import { RateControl } from '../../panels/RateControl';
import { useApp } from '../../store/store';
import { RunExport } from '../kit/RunExport';

const arrow = (m: 1 | -1): string => (m > 0 ? '→' : '←');
const left = (): void => useApp.getState().addMove(-1);
const right = (): void => useApp.getState().addMove(1);
const newGame = (): void => useApp.getState().clearMoves();

/**
 * The game itself: the two keys, the machine's lock and the score. It answers a key press in the
 * next frame: the referee plays the move on the page (src/scenes/mindreader-referee.ts), and only
 * the score re-renders for it (`Score`, the one part that reads the moves); the charts, the
 * weights and the proof follow the engine's worker a moment later. The rest of the panel (the
 * buttons, the rate, the export) renders again only when what it shows changes: on a phone, at
 * 4× CPU slowdown, rendering the whole panel and the lesson for every key was about half of a
 * key's script (traced).
 */
export const GamePanel = memo(function GamePanel(props: { seed: number; T: number; eta: number }) {
  const { seed, T, eta } = props;
  const over = useApp((s) => s.moves.length >= T);
  const started = useApp((s) => s.moves.length > 0);
  const setEta = useCallback(
    (v: number) => useApp.getState().applyParams([['eta', String(v)]]),
    [],
  );
  return (
    <section className="panel game-panel" aria-labelledby="game-title">
      <h2 id="game-title" className="panel-title">
        Be unpredictable
      </h2>
      <p className="game-instructions">
        Press <kbd>←</kbd> or <kbd>→</kbd> (or tap a button). The machine has already locked in its
        guess for your next move; it scores when it guesses right.
      </p>
      <div className="game-buttons">
        <button type="button" className="big-move" disabled={over} onClick={left}>
          ← Left
        </button>
        <button type="button" className="big-move" disabled={over} onClick={right}>
          Right →
        </button>
      </div>
      <Score seed={seed} T={T} eta={eta} />
      <button type="button" onClick={newGame} disabled={!started}>
        New game
      </button>
      <RateControl
        symbol="η"
        value={eta}
        min={0.001}
        max={1000}
        theoryValue={Math.sqrt((8 * Math.log(PATTERN_COUNT)) / T)}
        theoryFormula="√(8 ln d / T)"
        onChange={setEta}
      />
      <RunExport />
    </section>
  );
});

/** The machine's lock and the score after the moves so far: what a key press changes. */
function Score(props: { seed: number; T: number; eta: number }) {
  const { seed, T, eta } = props;
  const moves = useApp((s) => s.moves);
  const referee = useMemo(() => new MindreaderReferee(), []);
  const answer = referee.sync(seed, T, eta, moves);
  const over = moves.length >= T;
  const rate = answer.t > 0 ? Math.round((100 * answer.hits) / answer.t) : 0;
  return (
    <>
      <p className="lock" aria-live="off">
        {over
          ? `Game over after ${T} moves.`
          : `Locked: the machine has made its guess for move ${answer.t + 1}.`}
      </p>
      <div className="score">
        <p>
          <strong>You: {answer.t - answer.hits}</strong> · <strong>Machine: {answer.hits}</strong>{' '}
          after {answer.t} moves
          {answer.t > 0 ? ` (the machine guessed ${rate}% right)` : ''}.
        </p>
        {answer.last ? (
          <p>
            You pressed {arrow(answer.last.move)}, the machine guessed {arrow(answer.last.guess)}:{' '}
            {answer.last.move === answer.last.guess ? 'caught!' : 'you escaped.'}
          </p>
        ) : null}
      </div>
    </>
  );
}
