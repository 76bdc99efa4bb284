/** The recovery phrase as numbered words. Plain text only; nothing here is sent anywhere. */
export function PhraseGrid({ words }: { words: readonly string[] }) {
  return (
    <ol className="phrase-grid" aria-label="Recovery phrase">
      {words.map((w, i) => (
        <li key={i} className="phrase-word">
          <span className="phrase-index" aria-hidden="true">
            {i + 1}
          </span>
          <span className="mono">{w}</span>
        </li>
      ))}
    </ol>
  );
}
