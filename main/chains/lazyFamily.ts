/**
 * A family as services see it, before its libraries load: the synchronous parts (network,
 * flags, policies, which optional calls exist) come from the descriptor's `traits`, and the
 * first call that needs the chain imports the family's module (descriptor.load) and builds
 * the real WalletFamily once; every call after that goes straight to it. A failed import is
 * not remembered, so the next call tries again.
 */
import { AppError } from '../../shared/errors';
import type { FamilyContext, FamilyDescriptor, OptionalCall } from './descriptor';
import type {
  CoinRef,
  FamilyStaking,
  NftSendParams,
  PreviewOptions,
  SwapDepositParams,
  WalletFamily,
} from './family';
import type { NodeCheckingFamily } from './nodeChecking';

/** A WalletFamily that can also be told to load ahead of its first call (after unlock). */
export interface LazyWalletFamily extends NodeCheckingFamily {
  /** imports and builds the family now; resolves when it is ready (never rejects) */
  warm(): Promise<void>;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export function lazyFamily(d: FamilyDescriptor, ctx: FamilyContext): LazyWalletFamily {
  let real: Promise<WalletFamily> | undefined;
  const load = (): Promise<WalletFamily> =>
    (real ??= d
      .load()
      .then((create) => create(ctx as never))
      .catch((e: unknown) => {
        real = undefined;
        throw e;
      }));
  /** the loaded family's optional call, which its traits promised */
  const call = async <K extends OptionalCall | 'staking'>(name: K): Promise<NonNullable<WalletFamily[K]>> => {
    const f = await load();
    const v = f[name];
    if (v === undefined) throw new Error(`the ${d.family} family has no ${name}, though its traits say so`);
    return v as NonNullable<WalletFamily[K]>;
  };
  const t = d.traits;
  const has = (c: OptionalCall) => t.calls.includes(c);

  const f: Mutable<LazyWalletFamily> = {
    network: ctx.network === 'local' ? 'regtest' : ctx.network,
    warm: () =>
      load().then(
        () => undefined,
        () => undefined,
      ),
    snapshot: async (coin, opts) => (await load()).snapshot(coin, opts),
    quote: async (coin, p) => (await load()).quote(coin, p),
    prepare: async (coin, p) => (await load()).prepare(coin, p),
    broadcast: async (coin, signed) => (await load()).broadcast(coin, signed),
    status: async (coin, hash, entry) => (await load()).status(coin, hash, entry),
  };
  // the slots' checks are the descriptor's own: asking a node loads no chain library
  const slots = d.nodeSlots;
  if (slots)
    f.checkNode = async (chain, slot, url, http) => {
      const s = slots[slot];
      if (!s) throw new AppError('BAD_INPUT', `The ${d.family} family has no ${slot} to set`);
      const local = ctx.local !== undefined ? { local: ctx.local } : {};
      return s.check({ http, url, chain, network: ctx.network, ...local });
    };
  if (t.usesAccountKey) f.usesAccountKey = true;
  if (t.needsPublicKey) f.needsPublicKey = true;
  if (t.confirmPolicy) f.confirmPolicy = t.confirmPolicy;
  if (t.pendingStatus) f.pendingStatus = t.pendingStatus;
  if (t.sortPending) f.sortPending = t.sortPending;
  if (has('balances')) f.balances = async (coins) => (await call('balances'))(coins);
  if (has('tokenInfo')) f.tokenInfo = async (chain, contract) => (await call('tokenInfo'))(chain, contract);
  if (has('resolveName')) f.resolveName = async (chain, name) => (await call('resolveName'))(chain, name);
  if (has('searchTokens'))
    f.searchTokens = async (chain, query, start, limit) =>
      (await call('searchTokens'))(chain, query, start, limit);
  if (has('preview')) f.preview = async (coin, p, opts) => (await call('preview'))(coin, p, opts);
  if (has('replace')) f.replace = async (coin, pending, kind) => (await call('replace'))(coin, pending, kind);
  if (has('trustlines'))
    f.trustlines = {
      state: async (coin, contract) => (await call('trustlines')).state(coin, contract),
      prepare: async (coin, contract, action) => (await call('trustlines')).prepare(coin, contract, action),
    };
  if (has('nfts'))
    f.nfts = {
      list: async (coin, cursor) => (await call('nfts')).list(coin, cursor),
      quote: async (coin, p) => (await call('nfts')).quote(coin, p),
      prepare: async (coin, p) => (await call('nfts')).prepare(coin, p),
      // a family that simulates previews its NFT sends too (issue 32); the service shows none on a throw
      ...(has('preview')
        ? {
            preview: async (coin: CoinRef, p: NftSendParams, opts?: PreviewOptions) => {
              const nfts = await call('nfts');
              if (!nfts.preview) throw new Error(`The ${d.family} family does not preview NFT sends`);
              return nfts.preview(coin, p, opts);
            },
          }
        : {}),
    };
  if (has('swaps'))
    f.swaps = {
      quote: async (coin, p) => (await call('swaps')).quote(coin, p),
      prepare: async (coin, p) => (await call('swaps')).prepare(coin, p),
      // a family that simulates previews its swap deposits too (issue 32); the service shows none on a throw
      ...(has('preview')
        ? {
            preview: async (coin: CoinRef, p: SwapDepositParams, opts?: PreviewOptions) => {
              const swaps = await call('swaps');
              if (!swaps.preview) throw new Error(`The ${d.family} family does not preview swap deposits`);
              return swaps.preview(coin, p, opts);
            },
          }
        : {}),
    };
  if (has('permissions'))
    f.permissions = {
      list: async (coin) => (await call('permissions')).list(coin),
      prepareRevokes: async (coin, targets) => (await call('permissions')).prepareRevokes(coin, targets),
      // a family that does not preview its revokes answers null: the review shows no preview
      preview: async (coin, targets) => {
        const p = await call('permissions');
        return p.preview ? p.preview(coin, targets) : null;
      },
    };
  if (t.staking) {
    const staking: FamilyStaking = {
      actions: t.staking.actions,
      validators: async (chain) => (await call('staking')).validators(chain),
      positions: async (coin) => (await call('staking')).positions(coin),
      prepare: async (coin, op) => (await call('staking')).prepare(coin, op),
    };
    if (t.staking.details)
      staking.details = async (coin) => {
        const s = await call('staking');
        if (!s.details)
          throw new Error(`the ${d.family} family's staking has no details, though its traits say so`);
        return s.details(coin);
      };
    f.staking = staking;
  }
  return f;
}
