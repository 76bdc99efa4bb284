/**
 * A THORChain outbound read as the wallet's swap progress. A RUNE payout is native: it happens
 * inside THORChain's own block, and THORNode lists it with chain `THOR` and an id of 64 zeros,
 * so there is no transaction to link (never a link to a zero hash). An outbound THORNode reports
 * to an address other than the one the swap pays (the destination, or the refund address for a
 * refund) is not shown as paid to the wallet: the user is told instead.
 */
import { AppError } from '../../../shared/errors';
import type { ProviderQuoteParams, SwapProgress } from '../types';
import { chainTxId, fromThorUnits, thorchainAssetOf } from './assets';
import type { ThorchainTxStatus } from './txStatus';

/** THORChain's id of an outbound that is no transaction of its own (RUNE paid inside its block) */
const NATIVE_OUT_ID = /^0{64}$/;

/** A CashAddr's network prefix, which THORNode may write or leave out: the address is the rest. */
const CASHADDR_PREFIX = /^(bitcoincash|bchtest|bchreg):/;

/**
 * bech32 addresses are one case, EVM ones checksummed, a CashAddr with or without its prefix:
 * the same address in any of these spellings
 */
const sameAddress = (a: string, b: string): boolean => {
  const plain = (x: string) => x.toLowerCase().replace(CASHADDR_PREFIX, '');
  return plain(a) === plain(b);
};

export function payoutOf(s: ThorchainTxStatus, p: ProviderQuoteParams): SwapProgress {
  if (!s.out) return { stage: s.stage };
  const { from, to } = p;
  const expected = s.stage === 'refunded' ? p.refundAddress : p.destination;
  if (!sameAddress(s.out.to, expected))
    throw new AppError(
      'RULE',
      `THORChain reports the ${s.stage === 'refunded' ? 'refund' : 'payout'} sent to ${s.out.to}, not to ${expected}: not shown as paid to you`,
    );
  // a payout is in the to asset, a refund in the from asset
  const paidIn = s.out.asset.toUpperCase() === thorchainAssetOf(to) ? to : from;
  const outAmount = fromThorUnits(s.out.amount, paidIn.decimals);
  const tx = chainTxId(s.out.asset, s.out.id);
  if (NATIVE_OUT_ID.test(s.out.id.replace(/^0x/i, ''))) {
    // only RUNE is paid inside THORChain's block; a zero id on another chain is no transaction
    // either, so neither is linked, but only RUNE is said to be paid out on THORChain
    const native = s.out.chain.toUpperCase() === 'THOR' && tx?.chainName === 'thorchain';
    return { stage: s.stage, ...(native ? { outChainName: tx.chainName, outNative: true } : {}), outAmount };
  }
  return {
    stage: s.stage,
    ...(tx ? { outHash: tx.hash, outChainName: tx.chainName } : {}),
    outAmount,
  };
}
