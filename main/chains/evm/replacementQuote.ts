import { Transaction } from 'ethers';
import type { Quote } from '../family';
import type { BuiltTransfer } from './logic/buildTransfer';

/**
 * What a speed-up or cancel costs, read back from the transaction it built: the doubled
 * price is the one option, the fee cap (gas limit × that price) is the fee.
 */
export function replacementQuote(built: BuiltTransfer, feeUnitDecimals: number): Quote {
  const tx = Transaction.from(built.unsigned);
  const price = tx.maxFeePerGas ?? tx.gasPrice ?? 0n;
  return {
    amount: built.intent.amount,
    fee: built.intent.feeCap,
    isMax: false,
    feeOptions: [{ title: 'Recommended', price }],
    feeUnit: 'gwei',
    feeUnitDecimals,
  };
}
