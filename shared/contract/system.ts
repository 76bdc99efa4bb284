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
  /**
   * Whether the clipboard still holds what the app copied (issue 34: clipboard malware swaps a
   * copied address). Electron: main compares with its own clipboard, so the page, whose session
   * refuses clipboard reads, never sees what else the clipboard holds. `supported: false` in the
   * browser host, where the page reads it back itself when it may.
   */
  'clipboard.holds': {
    input: z.strictObject({ text: z.string().min(1).max(512) }),
    output: z.strictObject({ supported: z.boolean(), holds: z.boolean() }),
  },
} as const;

export const systemEvents = {
  'signer.state': z.strictObject({ state: SignerStateSchema, reason: z.string().max(500).optional() }),
  'lock.changed': z.strictObject({ locked: z.boolean() }),
} as const;
