import { formatUnits, parseUnits } from '../../../shared/amount';
import { getChain } from '../../../shared/chains/registry';
import type { CallInput, CallOutput } from '../../../shared/contract';
import type { TrustAction } from '../../../shared/contract/txKinds';
import { AppError } from '../../../shared/errors';
import type { CoinRefs } from '../transfers/coinRefs';
import type { SignAndSend } from '../transfers/signAndSend';

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Opening and closing a token's trustline for families that have them: the family reads the
 * line and builds the transaction, which then leaves the wallet as a send does (signer,
 * broadcast, pending list, confirmation loop). Nothing here knows which family it talks to.
 */
export class TrustlineService {
  constructor(
    private readonly refs: CoinRefs,
    private readonly sender: SignAndSend,
  ) {}

  private async locate(coinId: string) {
    const { wallet, coin } = this.refs.coinOf(coinId);
    const family = this.refs.familyOf(coin.chainName);
    const contract = coin.contractAddress;
    if (!family?.trustlines || !contract) return null;
    return {
      coin,
      family,
      lines: family.trustlines,
      contract,
      ref: await this.refs.refOf(wallet, coin, family),
    };
  }

  async quote({ coinId, action }: CallInput<'tokens.trustQuote'>): Promise<CallOutput<'tokens.trustQuote'>> {
    const native = getChain(this.refs.coinOf(coinId).coin.chainName);
    const found = await this.locate(coinId);
    const base = { feeSymbol: native.symbol };
    if (!found)
      return {
        ...base,
        supported: false,
        exists: false,
        authorized: false,
        balance: '0',
        symbol: '',
        possible: false,
      };
    const { coin, lines, contract, ref } = found;
    const state = await lines.state(ref, contract);
    const view = {
      ...base,
      supported: true,
      exists: state.exists,
      authorized: state.authorized,
      balance: formatUnits(state.balance, coin.decimals),
      symbol: coin.symbol,
    };
    try {
      const prepared = await lines.prepare(ref, contract, action);
      return {
        ...view,
        possible: true,
        reserve: formatUnits(prepared.reserve, native.decimals),
        fee: formatUnits(prepared.quote.fee, native.decimals),
      };
    } catch (e) {
      if (!(e instanceof AppError) || e.code !== 'RULE') throw e;
      return { ...view, possible: false, reason: message(e) };
    }
  }

  async submit({ coinId, action, approvedFee }: CallInput<'tokens.trustSubmit'>): Promise<{ hash: string }> {
    const found = await this.locate(coinId);
    if (!found) throw new AppError('RULE', 'This token has no trustline to open or close');
    const { coin, lines, contract, ref } = found;
    const approved = parseUnits(approvedFee, getChain(coin.chainName).decimals);
    const prepared = await lines.prepare(ref, contract, action as TrustAction);
    return this.sender.run(ref, coin, prepared, approved, action);
  }
}
