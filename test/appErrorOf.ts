import { expect } from 'vitest';
import { AppError } from '../shared/errors';

/** The AppError a promise rejects with; fails the test if it resolves or rejects with anything else. */
export async function appErrorOf(p: Promise<unknown>): Promise<AppError> {
  const e: unknown = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
}
