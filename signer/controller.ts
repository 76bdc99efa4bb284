import type { z } from 'zod';
import {
  isSignerMethod,
  SignerRequestSchema,
  signerMethods,
  type SignerMethod,
} from '../shared/signer/protocol';
import { AppError, toAppError } from '../shared/errors';
import type { SignerPort } from './port';

export type SignerHandlers = {
  [M in SignerMethod]: (params: z.output<(typeof signerMethods)[M]['params']>) => unknown;
};

/**
 * Protocol only: validate, route, answer with the request id. Requests run one at a time,
 * in arrival order, so two vault operations can never interleave.
 */
export function startController(port: SignerPort, handlers: SignerHandlers): void {
  let queue: Promise<void> = Promise.resolve();
  port.onMessage((raw) => {
    queue = queue.then(() => handle(raw));
  });

  async function handle(raw: unknown): Promise<void> {
    const req = SignerRequestSchema.safeParse(raw);
    if (!req.success) return; // not a request of ours: nothing to answer to
    const { id, method, params } = req.data;
    try {
      if (!isSignerMethod(method)) throw new AppError('UNKNOWN_CALL', 'Unknown signer method');
      const parsed = signerMethods[method].params.safeParse(params);
      if (!parsed.success) throw new AppError('BAD_INPUT', 'Invalid signer request');
      const handler = handlers[method] as (p: unknown) => unknown;
      const result = await handler(parsed.data);
      port.send({ type: 'response', id, ok: true, result });
    } catch (e) {
      // Only the code and a short message leave; stacks could carry secret-bearing values.
      port.send({ type: 'response', id, ok: false, error: toAppError(e) });
    }
  }
}
