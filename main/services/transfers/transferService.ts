import type { CallInput, CallOutput } from '../../../shared/contract';
import type { QuoteView } from '../../../shared/contract/transfers';
import { CoinRefs } from './coinRefs';
import { Confirmations } from './confirmations';
import { HistoryReads } from './historyReads';
import type { TransferDeps } from './transferDeps';
import { TransferReads } from './transferReads';
import { SignAndSend } from './signAndSend';
import { TransferSend } from './transferSend';
import { AddressBook } from '../recipients/addressBook';
import { RecipientGuard } from '../recipients/recipientGuard';

export { CONFIRM_INTERVAL_MS, CONFIRM_TRIES } from './confirmations';
export type { TransferDeps } from './transferDeps';

/**
 * The transfer area of the contract: reads (coin page, balances), the send flow (quote,
 * submit, speed-up, cancel) and the one confirmation loop, sharing how a coin is located.
 */
export class TransferService {
  readonly reads: TransferReads;
  /** the Transactions screen's list across coins and wallets */
  readonly history: HistoryReads;
  readonly send: TransferSend;
  readonly confirmations: Confirmations;
  /** how a coin is located; the staking service finds coins the same way */
  readonly refs: CoinRefs;
  /** the sign → broadcast → pending → confirm path every signed transaction takes */
  readonly sender: SignAndSend;
  /** named contacts per chain, in the encrypted cache */
  readonly book: AddressBook;
  /** the review's recipient checks and the history's poisoning labels */
  readonly guard: RecipientGuard;

  constructor(d: TransferDeps) {
    this.refs = new CoinRefs(d);
    this.confirmations = new Confirmations(d, this.refs);
    this.sender = new SignAndSend(d, this.refs, this.confirmations);
    this.book = new AddressBook(d.cache, (chainName) => this.refs.familyOf(chainName)?.network ?? 'mainnet');
    this.guard = new RecipientGuard(d.signer, this.refs, this.book);
    this.reads = new TransferReads(d, this.refs, this.guard);
    this.history = new HistoryReads(d, this.refs, this.guard);
    this.send = new TransferSend(d, this.refs, this.confirmations, this.sender);
  }

  overview = (coinId: string) => this.reads.overview(coinId);
  balances = () => this.reads.balances();
  portfolio = () => this.reads.portfolio();
  utxos = (coinId: string) => this.reads.utxos(coinId);
  quote = (form: CallInput<'send.quote'>): Promise<QuoteView> => this.send.quote(form);
  submit = (form: CallInput<'send.submit'>) => this.send.submit(form);
  resolveName = (coinId: string, name: string) => this.send.resolveName(coinId, name);
  replaceQuote = (
    coinId: string,
    hash: string,
    kind: 'speedUp' | 'cancel',
  ): Promise<CallOutput<'tx.replaceQuote'>> => this.send.replaceQuote(coinId, hash, kind);
  replace = (coinId: string, hash: string, kind: 'speedUp' | 'cancel', approvedFee: string) =>
    this.send.replace(coinId, hash, kind, approvedFee);
  resumePending = () => this.confirmations.resume();
  stopPolling = () => this.confirmations.stop();
}
