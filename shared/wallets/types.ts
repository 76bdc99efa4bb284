import { z } from 'zod';
import { ChainNameSchema } from '../chains/registry';
import { coinKey } from '../catalogue/coinKey';
import { CoinTypeSchema, MAX_COIN_DECIMALS } from '../catalogue/types';
import { MAX_COINS_PER_WALLET, MAX_WALLET_NAME_LENGTH, MAX_WALLETS } from './constants';
import { DerivedSetSchema } from './derived/types';

/**
 * Public (non-secret) wallet state, as main caches it and the renderer reads it. There is
 * deliberately no phrase, private key or extended private key here: those live only in the
 * signer's vault, keyed by the wallet id.
 */

/** Sequential decimal ids from "1" (spec §3), without leading zeros. */
export const WalletIdSchema = z.string().regex(/^[1-9][0-9]{0,8}$/);

export const CoinEntrySchema = z
  .strictObject({
    /** Identity key `${chainName}:${contract ?? 'native'}`, see coinKey(). */
    id: z.string().min(1).max(200),
    chainName: ChainNameSchema,
    symbol: z.string().min(1).max(16),
    name: z.string().min(1).max(64),
    type: CoinTypeSchema,
    decimals: z.number().int().min(0).max(MAX_COIN_DECIMALS),
    contractAddress: z.string().min(1).max(128).optional(),
    isInWallet: z.boolean(),
  })
  .refine((c) => c.id === coinKey(c.chainName, c.contractAddress), 'coin id does not match its chain')
  .refine((c) => (c.type === 'token') === (c.contractAddress !== undefined), 'only tokens have a contract');
export type CoinEntry = z.infer<typeof CoinEntrySchema>;

/** 'watch': a watch-only wallet, following an xpub or an address; it holds no secret and signs nothing. */
export const WalletKindSchema = z.enum(['phrase', 'privateKey', 'watch']);
export type WalletKind = z.infer<typeof WalletKindSchema>;

export const WalletMetaSchema = z
  .strictObject({
    id: WalletIdSchema,
    name: z.string().min(1).max(MAX_WALLET_NAME_LENGTH),
    kind: WalletKindSchema,
    /** The one chain of a private-key or watch-only wallet; absent on phrase wallets. */
    chainName: ChainNameSchema.optional(),
    isBackedup: z.boolean(),
    isEVMAddressesAdded: z.boolean(),
    privacyMode: z.boolean(),
    selectedCoinId: z.string().max(200).nullable(),
    coins: z.array(CoinEntrySchema).max(MAX_COINS_PER_WALLET),
    /** Derived-address sets by set key (all EVM chains share 'evm'); see derived/. */
    derived: z.record(z.string().max(64), DerivedSetSchema),
    /** The id the product backend knows this wallet by (spec clientId); only with a backend. */
    clientId: z.uuid().optional(),
  })
  .superRefine((w, ctx) => {
    if ((w.kind !== 'phrase') !== (w.chainName !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        message: 'chainName is set exactly on private-key and watch-only wallets',
      });
    }
    if (new Set(w.coins.map((c) => c.id)).size !== w.coins.length) {
      ctx.addIssue({ code: 'custom', message: 'duplicate coin in wallet' });
    }
    if (w.selectedCoinId !== null && !w.coins.some((c) => c.id === w.selectedCoinId)) {
      ctx.addIssue({ code: 'custom', message: 'selected coin is not in the wallet' });
    }
    if (w.kind !== 'phrase' && w.coins.some((c) => c.chainName !== w.chainName)) {
      ctx.addIssue({ code: 'custom', message: 'a one-chain wallet holds coins of its chain only' });
    }
  });
export type WalletMeta = z.infer<typeof WalletMetaSchema>;

export const WalletsStateSchema = z
  .strictObject({
    wallets: z.array(WalletMetaSchema).max(MAX_WALLETS),
    /** Index into `wallets` of the current wallet; 0 when there is none (spec: starts at 0). */
    currentWalletIndex: z.number().int().min(0),
    /** The highest wallet id ever issued, so deleted ids are never handed out again. */
    lastWalletId: z.number().int().min(0),
    /** The id the product backend knows this install by (spec masterClientId); only with a backend. */
    masterClientId: z.uuid().optional(),
  })
  .superRefine((s, ctx) => {
    if (s.currentWalletIndex >= Math.max(1, s.wallets.length)) {
      ctx.addIssue({ code: 'custom', message: 'currentWalletIndex out of range' });
    }
    if (new Set(s.wallets.map((w) => w.id)).size !== s.wallets.length) {
      ctx.addIssue({ code: 'custom', message: 'duplicate wallet id' });
    }
    if (s.wallets.some((w) => Number(w.id) > s.lastWalletId)) {
      ctx.addIssue({ code: 'custom', message: 'lastWalletId is below an existing id' });
    }
  });
export type WalletsState = z.infer<typeof WalletsStateSchema>;

/** The state before the first wallet. */
export function emptyWalletsState(): WalletsState {
  return { wallets: [], currentWalletIndex: 0, lastWalletId: 0 };
}

/** What the user asked for when creating or importing a wallet. */
export const WalletDraftSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('phrase'),
    /** 'created' from a new phrase (not backed up yet) or 'imported' (backed up: the user has it). */
    origin: z.enum(['created', 'imported']),
    name: z.string().max(200).optional(),
  }),
  z.strictObject({
    kind: z.literal('privateKey'),
    chainName: ChainNameSchema,
    name: z.string().max(200).optional(),
  }),
  z.strictObject({
    kind: z.literal('watch'),
    chainName: ChainNameSchema,
    name: z.string().max(200).optional(),
  }),
]);
export type WalletDraft = z.infer<typeof WalletDraftSchema>;

/** An asset to put in a wallet; catalogue entries and wallet coins both fit. */
export interface CoinInput {
  readonly chainName: string;
  readonly symbol: string;
  readonly name: string;
  readonly type: 'coin' | 'token';
  readonly decimals: number;
  readonly contractAddress?: string | undefined;
}

/** A reference to an asset by chain and contract (none for a native coin). */
export interface CoinRef {
  readonly chainName: string;
  readonly contractAddress?: string | undefined;
}
