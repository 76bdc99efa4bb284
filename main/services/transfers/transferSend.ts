import { formatUnits, parseUnits } from '../../../shared/amount';
import { capabilitiesOf } from '../../../shared/chains/capabilities';
import { getChain } from '../../../shared/chains/registry';
import type { CallInput, CallOutput } from '../../../shared/contract';
import type { Memo, QuoteView } from '../../../shared/contract/transfers';
import { AppError } from '../../../shared/errors';
import { fiatDecimalsOf, fiatValue, formatFiat } from '../../../shared/fiat';
import type { CoinEntry } from '../../../shared/wallets';
import type { Quote } from '../../chains/family';
import { HeldPreviews } from '../preview/heldPreviews';
import { refuseMismatch } from '../preview/refuseMismatch';
import type { CoinRefs } from './coinRefs';
import type { Confirmations } from './confirmations';
import { costsView } from './costsView';
import type { SignAndSend } from './signAndSend';
import type { TransferDeps } from './transferDeps';

type SendForm = CallInput<'send.quote'>;

/** What a preview is bound to: the coin, the recipient and the amount (or 'all'). */
const bindingOf = (form: SendForm, amount: bigint) =>
  JSON.stringify([form.coinId, form.to.trim(), form.sendAll ? 'all' : amount.toString(10)]);

/**
 * Moving a coin, for every family the same way: the family builds the unsigned transaction,
 * the signer checks it against what the user approved and signs, the confirmation loop
 * follows it. Speed-up and cancel are rebuilt from the wallet's own signed copy.
 */
export class TransferSend {
  /** issue 32: the previews of the quotes given out, so submit is judged by main's own */
  private readonly held = new HeldPreviews();

  constructor(
    private readonly d: TransferDeps,
    private readonly refs: CoinRefs,
    private readonly confirmations: Confirmations,
    private readonly sender: SignAndSend,
  ) {}

  private params(form: SendForm, coin: CoinEntry) {
    const memo = memoFor(coin.chainName, form.memo);
    return {
      to: form.to.trim(),
      amount: parseUnits(form.amount, coin.decimals),
      sendAll: form.sendAll,
      // A custom rate replaces the option's; Normal is only what the family falls back to naming.
      feeOption: form.feeOption === 'Custom' ? ('Normal' as const) : form.feeOption,
      ...(form.feeOption === 'Custom' && form.customFee !== undefined ? { customFee: form.customFee } : {}),
      ...(form.selectedUtxos ? { selectedUtxos: form.selectedUtxos } : {}),
      ...(memo ? { memo } : {}),
    };
  }

  private quoteView(q: Quote, coin: CoinEntry): QuoteView {
    const native = getChain(coin.chainName);
    const isToken = coin.type === 'token';
    const total = isToken ? q.amount : q.amount + q.fee;
    return {
      amount: formatUnits(q.amount, coin.decimals),
      fee: formatUnits(q.fee, native.decimals),
      total: formatUnits(total, coin.decimals),
      isMax: q.isMax,
      feeSymbol: native.symbol,
      costs: costsView(q.costs, native.decimals),
      feeOptions: q.feeOptions.map((o) => ({
        title: o.title,
        price: formatUnits(o.price, q.feeUnitDecimals),
        unit: q.feeUnit,
      })),
    };
  }

  async quote(form: SendForm): Promise<QuoteView> {
    const { wallet, coin } = this.refs.signableCoinOf(form.coinId);
    const family = this.refs.sendingFamily(coin.chainName);
    const ref = await this.refs.refOf(wallet, coin, family);
    const params = this.params(form, coin);
    const opts = this.d.fiatPrice ? { fiatPrice: this.d.fiatPrice } : {};
    // issue 32: the simulation runs beside the fee quote; a send-all's amount is known only
    // after the fee, so its preview waits for the quote
    const preview = (p: typeof params) => family.preview?.(ref, p, opts).catch(() => undefined);
    const early = params.sendAll ? undefined : preview(params);
    const quote = await family.quote(ref, params);
    const simulated = params.sendAll ? await preview({ ...params, amount: quote.amount }) : await early;
    const view = {
      ...this.quoteView(quote, coin),
      ...(simulated
        ? { preview: simulated, quoteId: this.held.hold(bindingOf(form, params.amount), simulated) }
        : {}),
    };
    const rate = await this.d.fiatPrice?.(view.feeSymbol);
    if (!rate) return view;
    const fiat = fiatValue(view.fee, rate.price, fiatDecimalsOf(rate.currency));
    return { ...view, fiatFee: formatFiat(fiat, rate.currency) };
  }

  async resolveName(coinId: string, name: string): Promise<{ address: string | null }> {
    const { coin } = this.refs.coinOf(coinId);
    const family = this.refs.familyOf(coin.chainName);
    if (!family?.resolveName)
      throw new AppError('RULE', `Names are not supported on ${getChain(coin.chainName).displayName}`);
    return { address: await family.resolveName(coin.chainName, name) };
  }

  async submit(form: CallInput<'send.submit'>): Promise<{ hash: string }> {
    const { wallet, coin } = this.refs.signableCoinOf(form.coinId);
    const family = this.refs.sendingFamily(coin.chainName);
    const ref = await this.refs.refOf(wallet, coin, family);
    const approvedFee = parseUnits(form.approvedFee, getChain(coin.chainName).decimals);
    const params = this.params(form, coin);
    // issue 32: the preview the review showed, found by its quote id and bound to this send;
    // without one (an old or a hostile renderer) main simulates now, beside the build
    const held = form.quoteId ? this.held.lookup(form.quoteId, bindingOf(form, params.amount)) : undefined;
    const preview = (p: typeof params) => family.preview?.(ref, p).catch(() => undefined);
    const fresh = held?.kind === 'held' || params.sendAll ? undefined : preview(params);
    const prepared = await family.prepare(ref, params);
    refuseMismatch(
      held?.kind === 'held'
        ? held.preview
        : params.sendAll
          ? await preview({ ...params, amount: prepared.quote.amount })
          : await fresh,
    );
    return this.sender.run(ref, coin, prepared, approvedFee, 'transfer');
  }

  /** The speed-up or cancel as the family would build it now, rebuilt from the wallet's own copy. */
  private async replacement(coinId: string, hash: string, kind: 'speedUp' | 'cancel') {
    const { wallet, coin } = this.refs.signableCoinOf(coinId);
    const family = this.refs.sendingFamily(coin.chainName);
    if (!family.replace) throw new AppError('RULE', 'This transaction cannot be replaced');
    const ref = await this.refs.refOf(wallet, coin, family);
    const entry = this.refs.pendingOf(ref).find((p) => p.hash === hash);
    if (!entry) throw new AppError('RULE', 'Transaction not found');
    return { coin, ref, prepared: await family.replace(ref, entry, kind) };
  }

  /**
   * What a speed-up or cancel will cost and do, for the confirm dialog: the user approves
   * this fee, and the signer holds the replacement to it.
   */
  async replaceQuote(
    coinId: string,
    hash: string,
    kind: 'speedUp' | 'cancel',
  ): Promise<CallOutput<'tx.replaceQuote'>> {
    const { coin, prepared } = await this.replacement(coinId, hash, kind);
    const native = getChain(coin.chainName);
    const fee = formatUnits(prepared.quote.fee, native.decimals);
    const rate = await this.d.fiatPrice?.(native.symbol);
    return {
      kind,
      to: prepared.intent.to,
      amount: formatUnits(prepared.quote.amount, coin.decimals),
      symbol: coin.symbol,
      fee,
      feeSymbol: native.symbol,
      ...(rate
        ? { fiatFee: formatFiat(fiatValue(fee, rate.price, fiatDecimalsOf(rate.currency)), rate.currency) }
        : {}),
    };
  }

  async replace(
    coinId: string,
    hash: string,
    kind: 'speedUp' | 'cancel',
    approvedFeeText: string,
  ): Promise<{ hash: string }> {
    const { coin, ref, prepared } = await this.replacement(coinId, hash, kind);
    const approvedFee = parseUnits(approvedFeeText, getChain(coin.chainName).decimals);
    const r = await this.sender.run(ref, coin, prepared, approvedFee, kind);
    this.confirmations.supersede(hash);
    this.d.cache().pending.remove(this.refs.pendingKeyOf(ref), hash);
    return r;
  }
}

/** A memo only where the chain takes one, and only of the kind it takes (text, or a numeric tag). */
function memoFor(chainName: string, memo: Memo | undefined): Memo | undefined {
  if (!memo) return undefined;
  const takes = capabilitiesOf(chainName).memo;
  const name = getChain(chainName).displayName;
  if (takes === 'none') throw new AppError('RULE', `${name} transfers carry no memo`);
  if (memo.kind !== takes)
    throw new AppError(
      'RULE',
      takes === 'tag' ? `${name} takes a numeric destination tag` : `${name} takes a text memo`,
    );
  return memo;
}
