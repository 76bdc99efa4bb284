import { getAddress, type Transaction } from 'ethers';
import { chainsOfFamily } from '../../shared/chains/registry';
import { AppError } from '../../shared/errors';
import type { ApprovedDappTx } from '../../shared/signer/dapp';
import { evmChainIdFor } from '../chains/evm/chainIds';
import { decodeUnsigned } from '../chains/evm/decodeUnsigned';

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);

/** The EVM chain ids this signer signs for on `network`: the registry's, never main's word. */
function knownChainIds(network: 'mainnet' | 'testnet' | 'regtest'): Set<number> {
  const ids = new Set<number>();
  for (const c of chainsOfFamily('evm')) {
    try {
      ids.add(evmChainIdFor(c.name, network));
    } catch {
      // a chain without this network
    }
  }
  return ids;
}

/**
 * Decodes main's unsigned transaction (plain type 0 or 2 only, see decodeUnsigned) and holds it
 * to what the user approved: the chain, recipient, value and calldata byte for byte, the gas
 * limit exactly, and per-gas prices no higher than shown. Names the first field that differs.
 */
export function checkDappTx(
  unsigned: string,
  approved: ApprovedDappTx,
  network: 'mainnet' | 'testnet' | 'regtest',
): Transaction {
  const tx = decodeUnsigned(unsigned);
  if (!knownChainIds(network).has(approved.chainId)) throw mismatch('chainId');
  if (tx.chainId !== BigInt(approved.chainId)) throw mismatch('chainId');
  if (getAddress(tx.to) !== getAddress(approved.to)) throw mismatch('to');
  if (tx.value !== BigInt(approved.value)) throw mismatch('value');
  if (tx.data.toLowerCase() !== approved.data.toLowerCase()) throw mismatch('data');
  if (tx.gasLimit !== BigInt(approved.gas)) throw mismatch('gas');
  if (tx.maxPricePerGas > BigInt(approved.maxFeePerGas)) throw mismatch('maxFeePerGas');
  if ((tx.maxPriorityFeePerGas ?? 0n) > BigInt(approved.maxPriorityFeePerGas))
    throw mismatch('maxPriorityFeePerGas');
  return tx.tx;
}
