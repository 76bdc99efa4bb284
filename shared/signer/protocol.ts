import { z } from 'zod';
import { AppErrorSchema } from '../errors';
import { ChainNameSchema } from '../chains/registry';
import { WalletIdSchema, WalletsStateSchema } from '../wallets/types';
import { SignIntentSchema } from './intents';
import { DappAccountSchema, DappSignRequestSchema } from './dapp';
import { SignerUnlockReportSchema } from './unlockReport';

/** Passwords: at least 8 characters (the KDF does the rest); a cap keeps payloads sane. */
export const PasswordSchema = z.string().min(8, 'Use at least 8 characters').max(1024);
const SecretTextSchema = z.string().min(1).max(4096);
const CacheKeySchema = z.string().regex(/^[0-9a-f]{64}$/);

/** Where a new wallet's secret comes from. Imports carry the secret; 'generate' makes one in the signer. */
export const WalletSourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('generate'), words: z.union([z.literal(12), z.literal(24)]) }),
  z.strictObject({
    kind: z.literal('phrase'),
    phrase: SecretTextSchema,
    passphrase: z.string().max(1024).optional(),
  }),
  z.strictObject({ kind: z.literal('privateKey'), chainName: ChainNameSchema, privateKey: SecretTextSchema }),
  /** a watch-only wallet's xpub or address as the user pasted it; the signer checks it again */
  z.strictObject({ kind: z.literal('watch'), chainName: ChainNameSchema, key: z.string().min(1).max(1024) }),
]);
export type WalletSource = z.infer<typeof WalletSourceSchema>;

/**
 * The network a request is for. The signer signs for one network only, the one main started it
 * on (WALLET_SIGNER_NETWORK); a request naming another is refused before any key is read.
 */
export const NetworkSchema = z.enum(['mainnet', 'testnet', 'regtest']);

export const DeriveRequestSchema = z.strictObject({
  chainName: ChainNameSchema,
  index: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1),
  /** overrides the registry's default path (custom derive path) */
  path: z.string().max(128).optional(),
  scheme: z.string().max(32).optional(),
  /** address encoding (and default path) of test networks; the signer's own when omitted */
  network: NetworkSchema.optional(),
});
export const DerivedAccountSchema = z.strictObject({
  chainName: z.string(),
  index: z.number().int(),
  path: z.string(),
  address: z.string(),
  publicKey: z.string(),
});
export type DerivedAccountResult = z.infer<typeof DerivedAccountSchema>;

export { SignIntentSchema, type SignIntent, type SignIntentOf } from './intents';

const UnlockedSchema = z.strictObject({ cacheKey: CacheKeySchema, state: WalletsStateSchema });

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
  /** Opens the vault; main gets the cache key and the public wallet state, never a secret. */
  /** `report`: the vault or the journal did not open as they were; main tells the user */
  unlock: {
    params: z.strictObject({ password: z.string().max(1024) }),
    result: UnlockedSchema.extend({ report: SignerUnlockReportSchema.optional() }),
  },
  lock: { params: z.strictObject({}), result: z.strictObject({ locked: z.literal(true) }) },
  /**
   * Stores a new wallet's secret together with the wallet state main computed for it, in one
   * atomic vault write. `password` creates the vault (first wallet; the signer holds it to
   * PasswordSchema). Once a vault exists it is the user's password typed again, required by
   * the signer for `replace` and for any state that would drop an existing wallet's secret,
   * and refused otherwise.
   */
  addWallet: {
    params: z.strictObject({
      walletId: WalletIdSchema,
      source: WalletSourceSchema,
      state: WalletsStateSchema,
      password: z.string().max(1024).optional(),
      replace: z.boolean(),
    }),
    result: UnlockedSchema,
  },
  /**
   * Saves the public wallet state. Dropping a wallet erases its secret, so then the signer
   * wants `password` (the user's, typed again) and refuses without it; main alone cannot erase.
   */
  saveState: {
    params: z.strictObject({ state: WalletsStateSchema, password: z.string().max(1024).optional() }),
    result: z.strictObject({}),
  },
  deriveAccounts: {
    params: z.strictObject({
      walletId: WalletIdSchema,
      requests: z.array(DeriveRequestSchema).min(1).max(500),
    }),
    result: z.strictObject({ accounts: z.array(DerivedAccountSchema) }),
  },
  /** Consecutive default-path addresses: the account node is derived once (fast 'Add 50 more'). */
  deriveBatch: {
    params: z.strictObject({
      walletId: WalletIdSchema,
      chainName: ChainNameSchema,
      startIndex: z
        .number()
        .int()
        .min(0)
        .max(2 ** 31 - 1),
      count: z.number().int().min(1).max(500),
      network: NetworkSchema.optional(),
    }),
    result: z.strictObject({ accounts: z.array(DerivedAccountSchema) }),
  },
  /**
   * Signs what main built, after decoding it and checking it against the intent; refuses a
   * mismatch with INTENT_MISMATCH. `active` is the path of the sending address (account chains).
   */
  signTransfer: {
    params: z.strictObject({
      walletId: WalletIdSchema,
      network: NetworkSchema,
      unsigned: z.string().min(1).max(2_000_000),
      intent: SignIntentSchema,
      activePath: z.string().max(128).optional(),
    }),
    result: z.strictObject({ signed: z.string() }),
  },
  /**
   * A WalletConnect request the user approved (signer/dapp/): the key at `activePath` (''
   * for an imported key) must be `from`; messages are signed as shown, typed data is hashed
   * here from its JSON, a transaction must equal the approved payload. `result` is the
   * signature, or the signed raw transaction.
   */
  signDapp: {
    params: z.strictObject({
      walletId: WalletIdSchema,
      network: NetworkSchema,
      from: DappAccountSchema,
      activePath: z.string().max(128),
      request: DappSignRequestSchema,
    }),
    result: z.strictObject({ result: z.string() }),
  },
  /**
   * The public account key a family discovers a wallet's addresses from (UTXO: the account's
   * extended public key), for families whose signer has one; public, not secret.
   */
  accountKey: {
    params: z.strictObject({
      walletId: WalletIdSchema,
      chainName: ChainNameSchema,
      network: NetworkSchema,
      /** the coin's active receive path; its purpose (44/49/84/86) picks the address type */
      receivePath: z.string().max(128).optional(),
    }),
    result: z.strictObject({ xpub: z.string(), type: z.string(), path: z.string() }),
  },
  /** The one call that returns a secret: it needs the password again. */
  revealSecret: {
    params: z.strictObject({ walletId: WalletIdSchema, password: z.string().max(1024) }),
    result: z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('phrase'), phrase: z.string(), hasPassphrase: z.boolean() }),
      z.strictObject({ kind: z.literal('privateKey'), chainName: z.string(), privateKey: z.string() }),
    ]),
  },
  changePassword: {
    params: z.strictObject({ oldPassword: z.string().max(1024), newPassword: PasswordSchema }),
    result: z.strictObject({ cacheKey: CacheKeySchema }),
  },
  /**
   * What the signing journal knows of a recipient, for the review: whether this wallet ever paid
   * it on this chain, else the address it paid that it looks like (shared/recipients/lookalike)
   * and when. Read-only; nothing else about the journal leaves (no amounts, hashes or other
   * recipients), and main cannot make a known address look new or hide a look-alike.
   */
  recipientCheck: {
    params: z.strictObject({
      walletId: WalletIdSchema,
      chainName: ChainNameSchema,
      recipient: z.string().min(1).max(200),
    }),
    result: z.strictObject({
      firstSend: z.boolean(),
      /** the journaled recipient it mimics, and the last time (unix ms) this wallet paid it */
      lookalikeOf: z.strictObject({ address: z.string(), date: z.number().int() }).optional(),
    }),
  },
  /**
   * Messaging (XMTP): signs the identity statement that creates `address`'s inbox or grants this
   * app an installation on it, EIP-191, with the key at `activePath` ('' for an imported key).
   * The signer reads the text and refuses any other statement, address or inbox
   * (signer/messaging/identityText.ts). `signature`: 65 bytes r ‖ s ‖ v, hex.
   */
  signMessagingIdentity: {
    params: z.strictObject({
      walletId: WalletIdSchema,
      network: NetworkSchema,
      activePath: z.string().max(128),
      address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
      text: z.string().min(1).max(4096),
    }),
    result: z.strictObject({ signature: z.string().regex(/^0x[0-9a-f]{130}$/) }),
  },
  /**
   * The key of `address`'s messaging database in main's data folder, derived here from the
   * wallet's secret (HKDF, a domain of its own) at each unlock; main keeps it in memory only.
   */
  messagingKey: {
    params: z.strictObject({ walletId: WalletIdSchema, address: z.string().regex(/^0x[0-9a-fA-F]{40}$/) }),
    result: z.strictObject({ key: CacheKeySchema }),
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
