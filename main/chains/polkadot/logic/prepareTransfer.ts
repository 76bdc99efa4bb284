/**
 * A Polkadot send, checked and planned: no memo, an ss58 address in the network's format, the
 * runtime's fee. The intent holds the signer to the recipient, amount, fee, nonce, and to
 * transferAllowDeath where the plan empties the account.
 */
import { validateAddress } from '../../../../shared/chains/polkadot/validate';
import { AppError } from '../../../../shared/errors';
import type { SignIntentOf } from '../../../../shared/signer/protocol';
import type { CoinRef, Network, Prepared, QuoteParams } from '../../family';
import { DOT_DECIMALS } from '../constants';
import type { PolkadotCtx } from '../ctx';
import { planTransfer } from './planTransfer';

export interface PrepareTransferParams {
  coin: CoinRef;
  params: QuoteParams;
  network: Network;
}

export async function prepareTransfer(
  ctx: PolkadotCtx,
  { coin, params: p, network }: PrepareTransferParams,
): Promise<Prepared> {
  if (p.memo) throw new AppError('BAD_INPUT', 'A Polkadot transfer carries no memo');
  const to = recipient(p.to, network);
  const planned = await planTransfer(ctx, { from: coin.address, to, amount: p.amount, sendAll: p.sendAll });
  const intent: SignIntentOf<'polkadot'> = {
    family: 'polkadot',
    kind: 'transfer',
    chainName: coin.chainName,
    from: coin.address,
    to,
    amount: planned.amount.toString(10),
    feeCap: planned.fee.toString(10),
    nonce: planned.nonce,
    ...(planned.call === 'transferAllowDeath' ? { sendAll: true } : {}),
  };
  return {
    quote: {
      amount: planned.amount,
      fee: planned.fee,
      isMax: planned.isMax,
      // the runtime sets the fee from weight and length; there is nothing to choose
      feeOptions: [],
      feeUnit: 'DOT',
      feeUnitDecimals: DOT_DECIMALS,
    },
    unsigned: planned.unsigned,
    intent,
  };
}

/** spec §5: Polkadot's address check is an ss58 decode in the network's format. */
function recipient(text: string, network: Network): string {
  const t = text.trim();
  if (!validateAddress('polkadot', t, network).valid)
    throw new AppError('BAD_INPUT', 'Enter a valid Polkadot address');
  return t;
}
