import { formatUnits, parseUnits } from '../../shared/amount';
import type { NetworkKind } from '../../shared/chains/validate';
import type { CallInput, CallOutput } from '../../shared/contract';
import type { CryptoProvider, RequestDetails, TransferDetails } from '../../shared/contract/sell';
import { AppError } from '../../shared/errors';
import type { CoinEntry } from '../../shared/wallets';
import type { AppStateRepo } from '../cache';
import { readSales, recordSale, setSaleStatus } from '../services/transfers/saleNotes';
import { checkPaymentDetails } from './checkPaymentDetails';
import { checkQuote } from './checkQuote';
import { isProviderPage } from './providerUrl';
import { sellsOn, type SubmitSale } from './saleDeposit';
import { sellRefusal } from './sellRefusal';
import type { SellProvider, SellRef } from './types';

export interface SellDeps {
  provider: SellProvider;
  /** a signable coin of the current wallet (a watch-only wallet's is refused there) */
  coinOf: (coinId: string) => { wallet: { id: string }; coin: CoinEntry };
  currentWalletId: () => string;
  /**
   * the one send path, as a `sellDeposit` labelled with its provider: the signer holds the
   * transaction to recipient, amount and memo, and to a deposit's rules (saleDeposit.ts)
   */
  submit: SubmitSale;
  network: NetworkKind;
  /** where the sales paid are kept, so history names each deposit's sale and its status */
  sales: () => AppStateRepo;
  /** the user's local currency */
  currency: () => string;
  /** Electron's shell.openExternal; absent in the browser host (the page opens the URL) */
  openPage?: (url: string) => Promise<void>;
}

/** A quote as main keeps it: what was asked, and the providers it offered (spec: cryptoProviders). */
interface QuoteState {
  coin: CoinEntry;
  walletId: string;
  /** base units asked */
  amount: bigint;
  cryptoProviders: CryptoProvider[];
}

/** Quotes kept for picking; a sale takes minutes, and nobody compares more than a few. */
const KEPT_QUOTES = 20;

/**
 * Selling through a provider (spec app.md §4): quote, pick a provider, payment details, the
 * deposit. Every provider answer is checked before it is shown; the deposit pays exactly the
 * checked details through the send path, never what the renderer or the provider says later.
 */
export class SellService {
  private readonly quotes = new Map<string, QuoteState>();
  /** spec transferDetails, by `requestId|providerName`, as checked */
  private readonly transferDetails = new Map<string, TransferDetails>();
  private latestQuote = 0;

  constructor(private readonly d: SellDeps) {}

  async quote(input: CallInput<'sell.quote'>): Promise<CallOutput<'sell.quote'>> {
    const ticket = ++this.latestQuote;
    const { wallet, coin } = this.d.coinOf(input.coinId);
    if (!sellsOn(coin.chainName))
      throw new AppError('RULE', `Selling ${coin.symbol} is not available in this wallet yet`);
    let amount: bigint;
    try {
      amount = parseUnits(input.amount, coin.decimals);
    } catch {
      throw new AppError('BAD_INPUT', `${coin.symbol} has at most ${coin.decimals} decimals`);
    }
    if (amount <= 0n) throw new AppError('BAD_INPUT', 'Enter an amount above zero');
    const currency = this.d.currency();
    const answer = await this.d.provider.quote({
      chainName: coin.chainName,
      symbol: coin.symbol,
      ...(coin.contractAddress ? { contractAddress: coin.contractAddress } : {}),
      amount: formatUnits(amount, coin.decimals),
      currency,
    });
    // a newer quote was asked meanwhile: this answer belongs to an amount no longer typed
    if (ticket !== this.latestQuote) throw new AppError('RULE', 'A newer quote replaced this one');
    const cryptoProviders = checkQuote({ coin, amount, currency, answer });
    this.quotes.delete(answer.requestId);
    this.quotes.set(answer.requestId, { coin, walletId: wallet.id, amount, cryptoProviders });
    while (this.quotes.size > KEPT_QUOTES) this.quotes.delete(this.quotes.keys().next().value!);
    return { requestId: answer.requestId, cryptoProviders };
  }

  private picked(ref: SellRef): { q: QuoteState; provider: CryptoProvider } {
    const q = this.quotes.get(ref.requestId);
    if (!q) throw new AppError('NOT_FOUND', 'This quote has expired; ask for a new one');
    const provider = q.cryptoProviders.find((p) => p.name === ref.providerName);
    if (!provider) throw new AppError('NOT_FOUND', 'That provider was not in the quote');
    if (!provider.withinLimits)
      throw sellRefusal(
        `${provider.displayName} takes between ${provider.limits.min} and ${provider.limits.max} ${q.coin.symbol}.`,
      );
    return { q, provider };
  }

  async paymentDetails(ref: SellRef): Promise<CallOutput<'sell.paymentDetails'>> {
    const { q, provider } = this.picked(ref);
    const answer = await this.d.provider.paymentDetails(ref);
    if (!answer) return { ready: false };
    const checked = checkPaymentDetails({
      coin: q.coin,
      network: this.d.network,
      providerDisplayName: provider.displayName,
      quoted: q.amount,
      answer,
    });
    const transferDetails: TransferDetails = {
      depositAddress: checked.depositAddress,
      depositAmount: formatUnits(checked.amount, q.coin.decimals),
      ...(checked.memo ? { memo: checked.memo } : {}),
    };
    this.transferDetails.set(detailsKey(ref), transferDetails);
    const requestDetails: RequestDetails = {
      requestId: ref.requestId,
      providerName: provider.name,
      providerDisplayName: provider.displayName,
      selectedFromAsset: q.coin.id,
      selectedFromWallet: q.walletId,
    };
    return {
      ready: true,
      transferDetails,
      requestDetails,
      fiatAmount: provider.fiatAmount,
      fiatCurrency: provider.fiatCurrency,
    };
  }

  async deposit(input: CallInput<'sell.deposit'>): Promise<{ hash: string }> {
    const { q, provider } = this.picked(input);
    const checked = this.transferDetails.get(detailsKey(input));
    if (!checked) throw new AppError('RULE', 'Ask the provider for its payment details first');
    if (!sameDetails(checked, input.transferDetails))
      throw new AppError('RULE', 'The payment details changed since your review; look them over again');
    if (this.d.currentWalletId() !== q.walletId)
      throw new AppError('RULE', 'The quote was for another wallet; ask for a new one');
    this.d.coinOf(q.coin.id);
    const r = await this.d.submit(
      {
        coinId: q.coin.id,
        to: checked.depositAddress,
        amount: checked.depositAmount,
        sendAll: false,
        feeOption: input.feeOption,
        ...(input.customFee !== undefined ? { customFee: input.customFee } : {}),
        ...(checked.memo ? { memo: checked.memo } : {}),
        approvedFee: input.approvedFee,
      },
      { providerName: provider.name, providerDisplayName: provider.displayName },
    );
    // paid once: a second deposit for the same details needs new ones
    this.transferDetails.delete(detailsKey(input));
    recordSale(this.d.sales(), {
      chainName: q.coin.chainName,
      hash: r.hash,
      requestId: input.requestId,
      providerName: provider.name,
      providerDisplayName: provider.displayName,
      status: 'waiting',
      date: Date.now(),
    });
    return r;
  }

  /** The sale's progress at its provider (deposit seen, paid out), for a quote of this session. */
  async status(ref: SellRef): Promise<CallOutput<'sell.status'>> {
    const quoted = this.quotes.get(ref.requestId)?.cryptoProviders.some((p) => p.name === ref.providerName);
    const paid = readSales(this.d.sales()).some(
      (s) => s.requestId === ref.requestId && s.providerName === ref.providerName,
    );
    if (!quoted && !paid) throw new AppError('NOT_FOUND', 'That sale is not one of this wallet');
    const status = await this.d.provider.status(ref);
    // the history's label follows the provider's latest word
    setSaleStatus(this.d.sales(), ref, status);
    return { status };
  }

  async openProvider(ref: SellRef): Promise<CallOutput<'sell.openProvider'>> {
    const q = this.quotes.get(ref.requestId);
    const provider = q?.cryptoProviders.find((p) => p.name === ref.providerName);
    if (!provider) throw new AppError('NOT_FOUND', 'That provider was not in the quote');
    const url = await this.d.provider.sellUrl(ref);
    if (!isProviderPage(url, provider.host))
      throw sellRefusal(
        `${provider.displayName}'s page is not an https page on ${provider.host}; it was not opened.`,
      );
    if (!this.d.openPage) return { url, opened: false };
    await this.d.openPage(url);
    return { url, opened: true };
  }
}

const detailsKey = (ref: SellRef) => `${ref.requestId}|${ref.providerName}`;

function sameDetails(a: TransferDetails, b: TransferDetails): boolean {
  return (
    a.depositAddress === b.depositAddress &&
    a.depositAmount === b.depositAmount &&
    a.memo?.kind === b.memo?.kind &&
    a.memo?.value === b.memo?.value
  );
}
