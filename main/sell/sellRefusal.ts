import { AppError } from '../../shared/errors';

/** A provider answer the wallet will not act on: the sentence the user reads, nothing signed. */
export function sellRefusal(sentence: string): AppError {
  return new AppError('RULE', sentence);
}
