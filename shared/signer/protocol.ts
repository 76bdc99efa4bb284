import { z } from 'zod';
import { AppErrorSchema } from '../errors';

/**
 * Messages between main and the signer process. Every request has an id and a method from
 * this table; the signer validates params with the method's schema and answers with the
 * same id. Secrets never appear in a result, except the password-gated phrase reveal.
 */
export const signerMethods = {
  ping: {
    params: z.strictObject({ nonce: z.string().max(256) }),
    result: z.strictObject({ nonce: z.string(), uptimeMs: z.number() }),
  },
  status: {
    params: z.strictObject({}),
    result: z.strictObject({ locked: z.boolean(), hasVault: z.boolean() }),
  },
} as const;

export type SignerMethods = typeof signerMethods;
export type SignerMethod = keyof SignerMethods;
export type SignerParams<M extends SignerMethod> = z.input<SignerMethods[M]['params']>;
export type SignerResult<M extends SignerMethod> = z.output<SignerMethods[M]['result']>;

export const SignerRequestSchema = z.strictObject({
  type: z.literal('request'),
  id: z.number().int().nonnegative(),
  method: z.string().max(64),
  params: z.unknown(),
});
export type SignerRequest = z.infer<typeof SignerRequestSchema>;

export const SignerResponseSchema = z.union([
  z.strictObject({ type: z.literal('response'), id: z.number(), ok: z.literal(true), result: z.unknown() }),
  z.strictObject({
    type: z.literal('response'),
    id: z.number(),
    ok: z.literal(false),
    error: AppErrorSchema,
  }),
]);
export type SignerResponse = z.infer<typeof SignerResponseSchema>;

/** Sent once by the signer when its loop is listening; main sends nothing before it. */
export const SignerReadySchema = z.strictObject({ type: z.literal('ready'), pid: z.number() });

export const SignerOutboundSchema = z.union([SignerResponseSchema, SignerReadySchema]);
export type SignerOutbound = z.infer<typeof SignerOutboundSchema>;

export function isSignerMethod(m: unknown): m is SignerMethod {
  return typeof m === 'string' && Object.prototype.hasOwnProperty.call(signerMethods, m);
}

/** How long main waits for the signer. Long enough for a KDF on a slow laptop. */
export const SIGNER_TIMEOUT_MS = 20_000;
