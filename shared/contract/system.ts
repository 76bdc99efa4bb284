import { z } from 'zod';
import { ChainNameSchema } from '../chains/registry';

export const SignerStateSchema = z.enum(['starting', 'ready', 'crashed', 'restarting']);
export type SignerState = z.infer<typeof SignerStateSchema>;

export const systemCalls = {
  'app.info': {
    input: z.strictObject({}),
    output: z.strictObject({
      productName: z.string(),
      version: z.string(),
      host: z.enum(['electron', 'web']),
      network: z.enum(['mainnet', 'testnet', 'local']),
      /** OS biometrics can gate unlock here (macOS Touch ID); the fingerprint setting is hidden otherwise */
      biometrics: z.boolean(),
    }),
  },
  'signer.status': {
    input: z.strictObject({}),
    output: z.strictObject({
      state: SignerStateSchema,
      restarts: z.number().int(),
      locked: z.boolean(),
      hasVault: z.boolean(),
    }),
  },
  /** Locks now: the signer drops every decrypted secret and main closes the cache. */
  'session.lock': {
    input: z.strictObject({}),
    output: z.strictObject({ locked: z.literal(true) }),
  },
  /** A round trip renderer → main → signer → back; the benchmark and the health check use it. */
  'diag.ping': {
    input: z.strictObject({ nonce: z.string().max(256) }),
    output: z.strictObject({ nonce: z.string(), signerUptimeMs: z.number() }),
  },
  /** Opens a chain explorer page; the URL is built by main from the registry, never taken from the caller. */
  'explorer.open': {
    input: z.strictObject({
      chain: ChainNameSchema,
      kind: z.enum(['tx', 'address']),
      value: z.string().max(200),
    }),
    output: z.strictObject({ url: z.string(), opened: z.boolean() }),
  },
} as const;

export const systemEvents = {
  'signer.state': z.strictObject({ state: SignerStateSchema, reason: z.string().max(500).optional() }),
  'lock.changed': z.strictObject({ locked: z.boolean() }),
} as const;
