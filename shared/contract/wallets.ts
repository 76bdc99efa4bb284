import { z } from 'zod';
import { ChainNameSchema } from '../chains/registry';
import { PasswordSchema } from '../signer/protocol';
import { JournalDamageSchema, VaultRecoverySchema } from '../signer/unlockReport';
import { WalletIdSchema, WalletKindSchema } from '../wallets/types';

const Index = z.number().int().min(0).max(10_000);
const Direction = z.enum(['up', 'down']);
const Name = z.string().max(200).optional();
const Password = z.string().max(1024);

export const WalletSummarySchema = z.strictObject({
  id: WalletIdSchema,
  index: z.number().int(),
  name: z.string(),
  kind: WalletKindSchema,
  chainName: z.string().optional(),
  isBackedup: z.boolean(),
  privacyMode: z.boolean(),
  isCurrent: z.boolean(),
});
export type WalletSummary = z.infer<typeof WalletSummarySchema>;

const NewWallet = z.strictObject({ walletId: WalletIdSchema });
const Empty = z.strictObject({});

/** The user's password typed again to allow an erasure; the signer checks it, not main. */
const PasswordAgain = z.string().min(1, 'Type your password').max(1024);

/**
 * `password` means two things on an add-wallet call: without `replace` it is the new vault's
 * password (first wallet only, so it must meet PasswordSchema); with `replace` it is the
 * current password, required because every other wallet is erased.
 */
const addWalletPassword = {
  password: z.string().max(1024).optional(),
  replace: z.boolean().optional(),
};
function checkAddWalletPassword(
  v: { password?: string | undefined; replace?: boolean | undefined },
  ctx: z.RefinementCtx,
): void {
  if (v.replace) {
    const again = PasswordAgain.safeParse(v.password ?? '');
    if (!again.success)
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: 'Type your password to replace all wallets',
      });
    return;
  }
  if (v.password === undefined) return;
  const chosen = PasswordSchema.safeParse(v.password);
  if (!chosen.success)
    ctx.addIssue({ code: 'custom', path: ['password'], message: chosen.error.issues[0]!.message });
}

export const CoinViewSchema = z.strictObject({
  id: z.string(),
  chainName: z.string(),
  chainDisplayName: z.string(),
  symbol: z.string(),
  name: z.string(),
  type: z.enum(['coin', 'token']),
  decimals: z.number().int(),
  contractAddress: z.string().optional(),
  address: z.string(),
  selected: z.boolean(),
  /** main cannot read or move this chain yet: the coin only receives (its row says so) */
  receiveOnly: z.literal(true).optional(),
  /** the coin of a watch-only wallet: nothing that signs is offered for it */
  watchOnly: z.literal(true).optional(),
});
export type CoinView = z.infer<typeof CoinViewSchema>;

/**
 * What the user must be told after an unlock: the signer's report (signer/unlockReport), with
 * the wallets the restored vault lacks named from main's cache of wallet state.
 */
export const UnlockReportSchema = z.strictObject({
  vault: VaultRecoverySchema.extend({
    /** names of the wallets main knew that the restored save lacks: their phrase or key is needed again */
    missingWallets: z.array(z.string()),
    /** false when main's cache could not be compared (it did not open with the restored save's key) */
    compared: z.boolean(),
  }).optional(),
  journal: JournalDamageSchema.optional(),
});
export type UnlockReport = z.infer<typeof UnlockReportSchema>;

/** One page of coins.catalogue (the product backend's currency list asks for this limit). */
export const CATALOGUE_PAGE_SIZE = 100;

export const walletCalls = {
  /** `report`: something did not open as it was; the renderer shows it before anything else */
  'session.unlock': {
    input: z.strictObject({ password: Password }),
    output: z.strictObject({ locked: z.literal(false), report: UnlockReportSchema.optional() }),
  },
  /** The user did something: postpones the inactivity lock. */
  'session.touch': { input: Empty, output: Empty },
  'session.changePassword': {
    input: z.strictObject({ oldPassword: Password, newPassword: PasswordSchema }),
    output: Empty,
  },
  'wallets.list': {
    input: Empty,
    output: z.strictObject({
      wallets: z.array(WalletSummarySchema),
      currentWalletIndex: z.number().int(),
      maxWallets: z.number().int(),
    }),
  },
  /** `password`: the new vault's with the first wallet; the current one with `replace`. */
  'wallets.create': {
    input: z
      .strictObject({ words: z.union([z.literal(12), z.literal(24)]), name: Name, ...addWalletPassword })
      .superRefine(checkAddWalletPassword),
    output: NewWallet,
  },
  'wallets.importPhrase': {
    input: z
      .strictObject({
        phrase: z.string().min(1).max(1000),
        passphrase: z.string().max(1024).optional(),
        name: Name,
        ...addWalletPassword,
      })
      .superRefine(checkAddWalletPassword),
    output: NewWallet,
  },
  'wallets.importKey': {
    input: z
      .strictObject({
        chainName: ChainNameSchema,
        privateKey: z.string().min(1).max(4096),
        name: Name,
        ...addWalletPassword,
      })
      .superRefine(checkAddWalletPassword),
    output: NewWallet,
  },
  /**
   * A watch-only wallet: a Bitcoin-family account's extended public key or an account chain's
   * address, checked by shared/watch/parseWatchKey (wrong network, private keys and phrases
   * refused by name). It holds no secret: every signing path refuses it.
   */
  'wallets.addWatch': {
    input: z
      .strictObject({
        chainName: ChainNameSchema,
        key: z.string().min(1).max(1024),
        name: Name,
        ...addWalletPassword,
      })
      .superRefine(checkAddWalletPassword),
    output: NewWallet,
  },
  /** The only call whose answer carries a secret; it needs the password again. */
  'wallets.reveal': {
    input: z.strictObject({ walletId: WalletIdSchema, password: Password }),
    output: z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('phrase'), phrase: z.string(), hasPassphrase: z.boolean() }),
      z.strictObject({ kind: z.literal('privateKey'), chainName: z.string(), privateKey: z.string() }),
    ]),
  },
  /** Called after the user picked every word of the phrase in order. */
  'wallets.confirmBackup': { input: z.strictObject({ walletId: WalletIdSchema }), output: Empty },
  'wallets.rename': { input: z.strictObject({ index: Index, name: z.string().max(200) }), output: Empty },
  'wallets.move': { input: z.strictObject({ index: Index, direction: Direction }), output: Empty },
  /** Erases the wallet's secret: the signer wants the password typed again. */
  'wallets.delete': { input: z.strictObject({ index: Index, password: PasswordAgain }), output: Empty },
  'wallets.select': { input: z.strictObject({ index: Index }), output: Empty },
  'wallets.setPrivacy': { input: z.strictObject({ index: Index, on: z.boolean() }), output: Empty },
  'coins.list': {
    input: Empty,
    output: z.strictObject({ walletId: z.string(), walletName: z.string(), coins: z.array(CoinViewSchema) }),
  },
  /**
   * The coins the user can add, a page at a time (spec "List currencies": page, limit, status,
   * search). With a product backend the backend's currency list, else the shipped catalogue.
   */
  'coins.catalogue': {
    input: z.strictObject({ query: z.string().max(100), page: z.number().int().min(1).max(1000).default(1) }),
    output: z.strictObject({
      /** how many match in all (spec data.total); more pages while entries so far are fewer */
      total: z.number().int().min(0),
      entries: z.array(
        z.strictObject({
          id: z.string(),
          chainName: z.string(),
          chainDisplayName: z.string(),
          symbol: z.string(),
          name: z.string(),
          type: z.enum(['coin', 'token']),
          inWallet: z.boolean(),
        }),
      ),
    }),
  },
  /** Adds a catalogue coin to the current wallet, or hides/shows one already there. */
  /** A custom token's name, symbol and decimals, read from its contract (to show before adding). */
  'coins.tokenInfo': {
    input: z.strictObject({ chainName: z.string().max(64), contractAddress: z.string().min(1).max(128) }),
    output: z.strictObject({
      chainName: z.string(),
      contractAddress: z.string(),
      name: z.string(),
      symbol: z.string(),
      decimals: z.number().int(),
      /** whether the product backend lists this token on its chain; absent without a backend */
      listed: z.boolean().optional(),
    }),
  },
  /**
   * Tokens of a chain found by name, symbol or contract/mint on the family's token list service
   * (Solana: GET /v1/search); empty where the family has none. Adding one goes through
   * coins.addToken, which reads the token from the chain again.
   */
  'coins.searchTokens': {
    input: z.strictObject({
      chainName: z.string().max(64),
      query: z.string().min(1).max(100),
      start: z.number().int().min(0).max(10_000).default(0),
      limit: z.number().int().min(1).max(50).default(20),
    }),
    output: z.strictObject({
      tokens: z.array(
        z.strictObject({
          chainName: z.string(),
          contractAddress: z.string(),
          name: z.string(),
          symbol: z.string(),
          decimals: z.number().int(),
          inWallet: z.boolean(),
        }),
      ),
    }),
  },
  /** Adds a custom token; main reads its details from the chain again rather than trusting any. */
  'coins.addToken': {
    input: z.strictObject({ chainName: z.string().max(64), contractAddress: z.string().min(1).max(128) }),
    output: z.strictObject({ coinId: z.string() }),
  },
  'coins.toggle': { input: z.strictObject({ id: z.string().max(200) }), output: Empty },
  'coins.move': { input: z.strictObject({ id: z.string().max(200), direction: Direction }), output: Empty },
  'coins.select': { input: z.strictObject({ id: z.string().max(200) }), output: Empty },
} as const;

export const walletEvents = {
  'wallets.changed': z.strictObject({}),
} as const;
