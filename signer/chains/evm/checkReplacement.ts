import { getAddress } from 'ethers';
import type { TxKind } from '../../../shared/contract/txKinds';
import { AppError } from '../../../shared/errors';
import type { JournalEntry } from '../../journal/journalEntry';
import type { DecodedEvmTx } from './decodeUnsigned';

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);
const same = (a: string, b: string): boolean => getAddress(a) === getAddress(b);

/**
 * A speed-up or cancel against the signer's own record of the transaction it replaces: same
 * chain, key and nonce, and a higher price per gas (a node drops a replacement that pays no
 * more). A speed-up keeps the recorded destination, value, calldata and gas limit byte for
 * byte; a cancel is a zero-value, empty-data send to the key's own address. The fee itself is
 * held to the user's approved cap by checkIntent.
 */
export function checkEvmReplacement(
  tx: DecodedEvmTx,
  /** a cancel, else held to the rules of a speed-up */
  kind: TxKind,
  record: JournalEntry,
  signerAddress: string,
): void {
  const r = record.detail;
  if (r.family !== 'evm') throw mismatch('replaces');
  if (tx.chainId !== BigInt(r.chainId)) throw mismatch('chainId');
  if (!same(signerAddress, r.from)) throw mismatch('from');
  if (tx.nonce !== r.nonce) throw mismatch('nonce');
  if (tx.maxPricePerGas <= BigInt(r.maxPricePerGas)) throw mismatch('maxFeePerGas');
  if (kind === 'cancel') {
    if (!same(tx.to, signerAddress)) throw mismatch('to');
    if (tx.value !== 0n) throw mismatch('value');
    if (tx.data !== '0x') throw mismatch('data');
    return;
  }
  if (!same(tx.to, r.txTo)) throw mismatch('to');
  if (tx.value !== BigInt(r.value)) throw mismatch('value');
  if (tx.data.toLowerCase() !== r.data) throw mismatch('data');
  if (tx.gasLimit !== BigInt(r.gasLimit)) throw mismatch('gasLimit');
}
