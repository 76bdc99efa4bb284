/**
 * Confirming a backup: the phrase's words are shown shuffled, and the user picks them in
 * order. Each button is one occurrence of a word, so a phrase with a repeated word still
 * works: a pick is right when its text is the next word, whichever occurrence it is.
 */
export interface ConfirmState {
  /** the expected words, in phrase order */
  readonly words: readonly string[];
  /** the shuffled buttons: each is an index into `words` */
  readonly buttons: readonly number[];
  /** buttons picked so far (indexes into `buttons`), all of them right */
  readonly picked: readonly number[];
  /** the last wrong pick's button, for the message; cleared by the next right pick */
  readonly wrong: number | null;
}

export function startConfirm(words: readonly string[], order: readonly number[]): ConfirmState {
  return { words, buttons: order, picked: [], wrong: null };
}

export function pick(s: ConfirmState, button: number): ConfirmState {
  if (s.picked.includes(button) || button < 0 || button >= s.buttons.length) return s;
  if (s.picked.length >= s.words.length) return s;
  const expected = s.words[s.picked.length];
  const given = s.words[s.buttons[button]!];
  if (given !== expected) return { ...s, wrong: button };
  return { ...s, picked: [...s.picked, button], wrong: null };
}

export function undo(s: ConfirmState): ConfirmState {
  return { ...s, picked: s.picked.slice(0, -1), wrong: null };
}

export function isComplete(s: ConfirmState): boolean {
  return s.picked.length === s.words.length;
}
