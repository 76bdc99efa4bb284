import { useMemo, useState } from 'react';
import { isComplete, pick, startConfirm, undo } from '../../wallet/phraseConfirm';
import { shuffle } from '../../wallet/shuffle';

interface PhraseConfirmProps {
  words: readonly string[];
  busy: boolean;
  onConfirmed: () => void;
  onBack: () => void;
}

/** The user proves the backup by picking the shuffled words in phrase order. */
export function PhraseConfirm({ words, busy, onConfirmed, onBack }: PhraseConfirmProps) {
  const order = useMemo(() => shuffle(words.map((_, i) => i)), [words]);
  const [state, setState] = useState(() => startConfirm(words, order));
  const done = isComplete(state);
  const next = state.picked.length + 1;

  return (
    <div>
      <p>
        Pick the words of your recovery phrase in order.{' '}
        {!done && (
          <strong>
            Word {next} of {words.length}
          </strong>
        )}
      </p>
      <ol className="picked-words" aria-label="Picked words">
        {words.map((_, i) => {
          const b = state.picked[i];
          return (
            <li key={i} className={b === undefined ? 'empty' : ''}>
              <span className="phrase-index" aria-hidden="true">
                {i + 1}
              </span>
              <span className="mono">{b === undefined ? '' : words[state.buttons[b]!]}</span>
            </li>
          );
        })}
      </ol>
      <div className="word-buttons" role="group" aria-label="Words to pick">
        {state.buttons.map((w, b) => (
          <button
            key={b}
            type="button"
            className={`secondary word-button${state.wrong === b ? ' wrong' : ''}`}
            disabled={state.picked.includes(b) || done}
            onClick={() => setState((s) => pick(s, b))}
          >
            {words[w]}
          </button>
        ))}
      </div>
      <p className="error-text" role="alert">
        {state.wrong !== null
          ? `“${words[state.buttons[state.wrong]!]}” is not word ${next}. Check your written copy and pick again.`
          : ''}
      </p>
      <div className="row">
        <button type="button" className="secondary" onClick={onBack}>
          Show the phrase again
        </button>
        <button
          type="button"
          className="secondary"
          disabled={state.picked.length === 0}
          onClick={() => setState(undo)}
        >
          Undo
        </button>
        <button type="button" disabled={!done || busy} onClick={onConfirmed}>
          {busy ? 'Saving…' : 'Confirm backup'}
        </button>
      </div>
    </div>
  );
}
