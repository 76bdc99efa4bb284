/**
 * Adding or removing a trustline, planned: the intent holds the signer to the asset and the
 * fee of a ChangeTrust to the account itself, with no amount; the reserve it locks is shown.
 */
import type { SignIntentOf } from '../../../../shared/signer/protocol';
import type { CoinRef, Quote } from '../../family';
import type { StellarCtx } from '../ctx';
import { parseAsset } from './asset';
import { planTrust } from './trustline';

export async function prepareTrust(
  ctx: StellarCtx,
  coin: CoinRef,
  contractAddress: string,
  action: 'trust' | 'untrust',
) {
  const asset = parseAsset(contractAddress);
  const p = await planTrust(ctx, coin.address, asset, action === 'trust');
  const intent: SignIntentOf<'stellar'> = {
    family: 'stellar',
    kind: action,
    chainName: coin.chainName,
    from: coin.address,
    to: coin.address,
    amount: '0',
    feeCap: p.fee.toString(10),
    asset,
  };
  const quote: Quote = {
    amount: 0n,
    fee: p.fee,
    isMax: false,
    feeOptions: [],
    feeUnit: 'stroops',
    feeUnitDecimals: 0,
  };
  return { quote, unsigned: p.envelope, intent, reserve: p.reserve };
}
