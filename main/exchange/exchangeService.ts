/**
 * Exchange (spec §3 Exchange): the providers that swap a coin of the current wallet, their
 * quotes side by side, and paying the chosen quote's deposit. The deposit is built by the
 * coin's family (`swaps`: asked, never a chain's name) and leaves the wallet as a send does
 * (signer check, broadcast, pending list, confirmation loop); the signer holds it to the
 * approved swap. Quotes are kept here by id, so what is paid is what was quoted and shown.
 */
import { randomUUID } from 'node:crypto';
import { formatUnits, parseUnits } from '../../shared/amount';
import { coinKey } from '../../shared/catalogue/coinKey';
import { getChain } from '../../shared/chains/registry';
import { validateAddress, type NetworkKind } from '../../shared/chains/validate';
import type { CallInput, CallOutput } from '../../shared/contract';
import type { ExchangeProviderQuote } from '../../shared/contract/exchange';
import type { TxKind } from '../../shared/contract/txKinds';
import { NAME_PATTERN } from '../../shared/contract/transfers';
import { AppError } from '../../shared/errors';
import type { TxPreview } from '../../shared/preview/txPreview';
import type { CoinEntry, WalletMeta } from '../../shared/wallets/types';
import type { CoinRef, Prepared, QuoteParams, WalletFamily } from '../chains/family';
import { refuseMismatch } from '../services/preview/refuseMismatch';
import type { CoinRefs } from '../services/transfers/coinRefs';
import type { SignAndSend } from '../services/transfers/signAndSend';
import { asSaleDeposit } from '../sell/saleDeposit';
import { depositMemo } from './backend/depositMemo';
import { byReceived } from './byReceived';
import type { ExchangeAsset, ExchangeProvider, ProviderDeposit, ProviderQuote } from './types';

/** The spec's words (§5, §8) for a custom destination that is neither an address nor a name. */
export const INVALID_CUSTOM_ADDRESS = 'Invalid Custom Address';
/** Quotes kept for `exchange.swap`: a quote lives 15 minutes at most, the form asks every few seconds. */
const MAX_KEPT_QUOTES = 200;

export interface ExchangeServiceDeps {
  refs: CoinRefs;
  sender: SignAndSend;
  providers: readonly ExchangeProvider[];
  currentWallet: () => WalletMeta;
  network: NetworkKind;
}

interface Kept {
  quote: ProviderQuote;
  provider: ExchangeProvider;
  coinId: string;
  walletId: string;
  networkFee: bigint;
  /** the deposit as the node simulated it for this very quote (issue 32); `swap` is held to it */
  preview?: TxPreview;
}

const assetOf = (c: CoinEntry): ExchangeAsset => ({
  chainName: c.chainName,
  symbol: c.symbol,
  decimals: c.decimals,
  ...(c.contractAddress !== undefined ? { contractAddress: c.contractAddress } : {}),
});

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export class ExchangeService {
  private readonly kept = new Map<string, Kept>();
  /** deposits sent, by hash: which provider and pair to ask about */
  private readonly sent = new Map<string, { provider: ExchangeProvider; quote: ProviderQuote }>();

  constructor(private readonly d: ExchangeServiceDeps) {}

  private toAssets(): { id: string; asset: ExchangeAsset }[] {
    const seen = new Map<string, ExchangeAsset>();
    for (const p of this.d.providers)
      for (const a of p.assets()) seen.set(coinKey(a.chainName, a.contractAddress), a);
    return [...seen].map(([id, asset]) => ({ id, asset }));
  }

  assets(): CallOutput<'exchange.assets'> {
    const wallet = this.d.currentWallet();
    const to = this.toAssets();
    const canSwap = (c: CoinEntry) =>
      this.d.refs.familyOf(c.chainName)?.swaps !== undefined &&
      to.some((t) => this.d.providers.some((p) => p.supports(assetOf(c), t.asset)));
    return {
      from:
        wallet.kind === 'watch'
          ? []
          : wallet.coins
              .filter((c) => c.isInWallet && canSwap(c))
              .map((c) => ({
                coinId: c.id,
                walletId: wallet.id,
                walletName: wallet.name,
                chainName: c.chainName,
                chainDisplayName: getChain(c.chainName).displayName,
                symbol: c.symbol,
              })),
      to: to.map(({ id, asset }) => ({
        id,
        chainName: asset.chainName,
        chainDisplayName: getChain(asset.chainName).displayName,
        symbol: asset.symbol,
      })),
    };
  }

  /** The payout address: the custom one checked (or its name resolved), else the wallet's own. */
  private async destination(
    wallet: WalletMeta,
    to: ExchangeAsset,
    custom: string | undefined,
  ): Promise<{ address: string; name?: string }> {
    if (custom === undefined) {
      try {
        return { address: (await this.d.refs.addressOf(wallet, to.chainName)).address };
      } catch {
        throw new AppError(
          'RULE',
          `This wallet has no ${getChain(to.chainName).displayName} address: send to another address`,
        );
      }
    }
    if (validateAddress(to.chainName, custom, this.d.network).valid) return { address: custom };
    const family = this.d.refs.familyOf(to.chainName);
    if (NAME_PATTERN.test(custom) && family?.resolveName) {
      const address = await family.resolveName(to.chainName, custom).catch(() => null);
      if (address) return { address, name: custom };
    }
    throw new AppError('BAD_INPUT', INVALID_CUSTOM_ADDRESS);
  }

  private async locate(coinId: string): Promise<{
    wallet: WalletMeta;
    coin: CoinEntry;
    ref: CoinRef;
    family: WalletFamily;
    swaps: NonNullable<WalletFamily['swaps']>;
  }> {
    const { wallet, coin } = this.d.refs.signableCoinOf(coinId);
    const family = this.d.refs.sendingFamily(coin.chainName);
    if (!family.swaps)
      throw new AppError('RULE', `Swaps from ${getChain(coin.chainName).displayName} are not available yet`);
    return { wallet, coin, ref: await this.d.refs.refOf(wallet, coin, family), family, swaps: family.swaps };
  }

  /** What paying `d` costs: a provider's deposit through the family, or a plain transfer. */
  private async depositFee(
    family: WalletFamily,
    swaps: NonNullable<WalletFamily['swaps']>,
    ref: CoinRef,
    d: ProviderDeposit,
    refundAddress: string,
  ): Promise<bigint> {
    if (d.kind === 'swap') return (await swaps.quote(ref, d)).fee;
    // before the order exists its address is unknown: the wallet's own prices the same transfer
    const to = d.depositAddress || refundAddress;
    return (await family.quote(ref, this.transferOf(ref, d, to))).fee;
  }

  /**
   * The deposit simulated on the profile's node and held to the quote (issue 32): a router
   * deposit through the family's swaps, an order's transfer as a send is. Undefined where the
   * family cannot simulate, or an order has no deposit address yet; never throws.
   */
  private async depositPreview(
    family: WalletFamily,
    swaps: NonNullable<WalletFamily['swaps']>,
    ref: CoinRef,
    d: ProviderDeposit,
  ): Promise<TxPreview | undefined> {
    if (d.kind === 'swap') return swaps.preview?.(ref, d).catch(() => undefined);
    if (!d.depositAddress) return undefined;
    return family.preview?.(ref, this.transferOf(ref, d, d.depositAddress)).catch(() => undefined);
  }

  /**
   * An order's deposit: a transfer signed as a provider's deposit (the `sellDeposit` intent, labelled
   * with the provider): the signer holds its address valid for the chain on this network and the
   * memo on memo chains (none elsewhere), then amount, address and memo to the bytes
   * (signer/chains/saleDeposit.ts). The pending list names it a swap deposit.
   */
  private async orderDeposit(
    family: WalletFamily,
    ref: CoinRef,
    quote: ProviderQuote,
    d: ProviderDeposit & { kind: 'transfer' },
  ): Promise<{ prepared: Prepared; kind: TxKind }> {
    const prepared = await family.prepare(ref, this.transferOf(ref, d, d.depositAddress));
    const intent = asSaleDeposit(prepared.intent, {
      providerName: quote.provider,
      providerDisplayName: quote.displayName,
    });
    return { prepared: { ...prepared, intent }, kind: 'swapDeposit' };
  }

  private transferOf(ref: CoinRef, d: ProviderDeposit & { kind: 'transfer' }, to: string): QuoteParams {
    const memo = d.memo ? depositMemo(ref.chainName, d.memo, 'The provider') : undefined;
    return { to, amount: d.amount, sendAll: false, feeOption: 'Recommended', ...(memo ? { memo } : {}) };
  }

  private view(id: string, k: Kept): ExchangeProviderQuote {
    const q = k.quote;
    const { from, to } = q.params;
    const native = getChain(from.chainName);
    return {
      quoteId: id,
      provider: q.provider,
      displayName: q.displayName,
      fromSymbol: from.symbol,
      toSymbol: to.symbol,
      amountIn: formatUnits(q.deposit.amount, from.decimals),
      expectedOut: formatUnits(q.expectedOut, to.decimals),
      minOut: formatUnits(q.minOut, to.decimals),
      fees: q.fees.map((f) => ({ label: f.label, amount: formatUnits(f.amount, to.decimals) })),
      networkFee: formatUnits(k.networkFee, native.decimals),
      networkFeeSymbol: native.symbol,
      minAmountIn: formatUnits(q.minAmountIn, from.decimals),
      expiry: q.expiry,
      totalSeconds: q.totalSeconds,
      ...(q.warning !== undefined ? { warning: q.warning } : {}),
      depositAddress: q.deposit.depositAddress,
      ...(q.deposit.kind === 'swap' && q.deposit.router !== undefined ? { router: q.deposit.router } : {}),
      memo: q.deposit.memo,
      memoWords: q.memoWords,
      steps: q.steps,
      destination: q.params.destination,
      ...(q.params.destinationName !== undefined ? { destinationName: q.params.destinationName } : {}),
      ...(k.preview !== undefined ? { preview: k.preview } : {}),
    };
  }

  private keep(k: Kept): string {
    const id = randomUUID();
    this.kept.set(id, k);
    // the oldest go first: Map keeps insertion order
    while (this.kept.size > MAX_KEPT_QUOTES) this.kept.delete(this.kept.keys().next().value!);
    return id;
  }

  async quote(input: CallInput<'exchange.quote'>): Promise<CallOutput<'exchange.quote'>> {
    const { wallet, coin, ref, family, swaps } = await this.locate(input.coinId);
    const target = this.toAssets().find((t) => t.id === input.toAsset);
    if (!target) throw new AppError('BAD_INPUT', 'No provider swaps to that asset');
    const from = assetOf(coin);
    const amount = parseUnits(input.amount, coin.decimals);
    if (amount <= 0n) throw new AppError('BAD_INPUT', 'Enter an amount to swap');
    const dest = await this.destination(wallet, target.asset, input.customAddress);
    const providers = this.d.providers.filter((p) => p.supports(from, target.asset));
    if (providers.length === 0)
      throw new AppError('RULE', `No provider swaps ${coin.symbol} to ${target.asset.symbol}`);

    const params = {
      from,
      to: target.asset,
      amount,
      destination: dest.address,
      ...(dest.name !== undefined ? { destinationName: dest.name } : {}),
      // a failed swap pays back to the address the deposit leaves from
      refundAddress: ref.address,
    };
    const settled = await Promise.allSettled(
      providers.map(async (provider) => {
        const offers = await provider.quote(params);
        // a backend's offers are all the same transfer before an order exists: priced once each
        const fees = new Map<string, Promise<[bigint, TxPreview | undefined]>>();
        const feeOf = (d: ProviderDeposit) => {
          const key = `${d.kind}\n${d.depositAddress}\n${d.amount}\n${d.memo}`;
          // the simulation runs beside the fee estimate, not after it (issue 32: no extra round trip)
          if (!fees.has(key))
            fees.set(
              key,
              Promise.all([
                this.depositFee(family, swaps, ref, d, ref.address),
                this.depositPreview(family, swaps, ref, d),
              ]),
            );
          return fees.get(key)!;
        };
        return Promise.all(
          offers.map(async (quote): Promise<Kept> => {
            const [networkFee, preview] = await feeOf(quote.deposit);
            return {
              quote,
              provider,
              coinId: coin.id,
              walletId: wallet.id,
              networkFee,
              ...(preview !== undefined ? { preview } : {}),
            };
          }),
        );
      }),
    );
    const quoted: Kept[] = [];
    const unavailable: { displayName: string; reason: string }[] = [];
    settled.forEach((s, i) => {
      if (s.status === 'fulfilled') quoted.push(...s.value);
      else unavailable.push({ displayName: providers[i]!.displayName, reason: message(s.reason) });
    });
    // a single provider's refusal is the user's answer: its own sentence
    if (quoted.length === 0 && settled.length === 1 && settled[0]!.status === 'rejected')
      throw settled[0]!.reason;
    quoted.sort(byReceived);
    return {
      availableProviders: quoted.map((k) => this.view(this.keep(k), k)),
      destination: dest.address,
      ...(dest.name !== undefined ? { destinationName: dest.name } : {}),
      unavailable,
    };
  }

  async swap(input: CallInput<'exchange.swap'>): Promise<CallOutput<'exchange.swap'>> {
    const k = this.kept.get(input.quoteId);
    if (!k) throw new AppError('NOT_FOUND', 'That quote is no longer available; ask for a new one');
    const { wallet, coin, ref, family, swaps } = await this.locate(k.coinId);
    if (wallet.id !== k.walletId)
      throw new AppError('RULE', 'The quote was for another wallet; ask for a new one');
    const fresh = await k.provider.fresh(k.quote);
    if (fresh.kind === 'moved') {
      const preview = await this.depositPreview(family, swaps, ref, fresh.quote.deposit);
      const { preview: _old, ...rest } = k;
      const next: Kept = { ...rest, quote: fresh.quote, ...(preview !== undefined ? { preview } : {}) };
      const to = fresh.quote.params.to;
      return {
        kind: 'moved',
        quote: this.view(this.keep(next), next),
        minOutChange: formatUnits(fresh.quote.minOut - fresh.previous.minOut, to.decimals),
      };
    }
    const quote = fresh.quote;
    const d = quote.deposit;
    // issue 32: the deposit is held to the simulation the review showed for this very quote;
    // a quote asked again (or an order placed just now) is simulated now, beside the build
    const held = quote === k.quote ? k.preview : undefined;
    const simulating = held ? undefined : this.depositPreview(family, swaps, ref, d);
    const steps: { prepared: Prepared; kind: TxKind }[] =
      d.kind === 'swap' ? await swaps.prepare(ref, d) : [await this.orderDeposit(family, ref, quote, d)];
    const preview = held ?? (await simulating);
    refuseMismatch(preview);
    const approvedFee = parseUnits(input.approvedFee, getChain(coin.chainName).decimals);
    // a token's approval and deposit: both checked and signed before either is sent
    const sent =
      steps.length === 1
        ? [await this.d.sender.run(ref, coin, steps[0]!.prepared, approvedFee, steps[0]!.kind)]
        : await this.d.sender.runAll(ref, coin, steps, approvedFee);
    // the provider follows the deposit, the last step
    const { hash } = sent.at(-1)!;
    this.kept.delete(input.quoteId);
    this.sent.set(hash.toLowerCase(), { provider: k.provider, quote });
    const networkFee = steps.reduce((sum, s) => sum + s.prepared.quote.fee, 0n);
    const { preview: _shown, ...rest } = k;
    const signed: Kept = { ...rest, quote, networkFee, ...(preview !== undefined ? { preview } : {}) };
    return { kind: 'sent', hash, quote: this.view(input.quoteId, signed), requoted: quote !== k.quote };
  }

  async status(input: CallInput<'exchange.status'>): Promise<CallOutput<'exchange.status'>> {
    const s = this.sent.get(input.hash.toLowerCase());
    if (!s) throw new AppError('NOT_FOUND', 'No swap of this wallet has that deposit');
    const { from, to } = s.quote.params;
    const p = await s.provider.status(input.hash, s.quote);
    const paid = p.stage === 'refunded' ? from : to;
    return {
      stage: p.stage,
      ...(p.outHash !== undefined ? { outHash: p.outHash } : {}),
      ...(p.outChainName !== undefined ? { outChainName: p.outChainName } : {}),
      ...(p.outNative ? { outNative: true } : {}),
      ...(p.outAmount !== undefined
        ? { outAmount: formatUnits(p.outAmount, paid.decimals), outSymbol: paid.symbol }
        : {}),
    };
  }
}
