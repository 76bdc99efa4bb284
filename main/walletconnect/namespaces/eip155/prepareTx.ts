import { getAddress, Transaction } from 'ethers';
import { z } from 'zod';
import { AppError } from '../../../../shared/errors';
import type { ApprovedDappTx } from '../../../../shared/signer/dapp';
import type { WcChain } from './chains';
import { evmRpc } from './evmRpc';

const Address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);
const Quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/);
const Data = z.string().regex(/^0x([0-9a-fA-F]{2})*$/);

/** eth_sendTransaction's object as dapps send it (EIP-1474); `input` is an alias of `data`. */
const DappTxSchema = z.object({
  from: Address,
  // no recipient deploys a contract: not something a dapp connection may ask for
  to: Address,
  value: Quantity.optional(),
  data: Data.optional(),
  input: Data.optional(),
  gas: Quantity.optional(),
});

/** The dapp's transaction as the wallet reads it (checksummed addresses, lower-case data). */
export function readDappTx(raw: unknown): {
  from: string;
  to: string;
  value: bigint;
  data: string;
  gas?: string;
} {
  const parsed = DappTxSchema.safeParse(raw);
  if (!parsed.success) throw new AppError('BAD_INPUT', 'The dapp sent a transaction this wallet cannot read');
  const t = parsed.data;
  return {
    from: getAddress(t.from),
    to: getAddress(t.to),
    value: BigInt(t.value ?? '0x0'),
    data: (t.data ?? t.input ?? '0x').toLowerCase(),
    ...(t.gas ? { gas: t.gas } : {}),
  };
}

/** Fallback tip when the node does not say (1 gwei). */
const DEFAULT_TIP = 1_000_000_000n;

/**
 * The payload the modal shows and the signer will hold the transaction to: the dapp's
 * recipient, value and data as given, the dapp's gas limit or the node's estimate with a 20 %
 * margin, and fee caps from the node (2 × base fee + tip on EIP-1559 chains).
 */
export async function prepareDappTx(
  chain: WcChain,
  raw: unknown,
): Promise<{ from: string; approved: ApprovedDappTx }> {
  const { from, to, value, data, gas: given } = readDappTx(raw);
  const urls = chain.rpcUrls;
  const gas = given
    ? BigInt(given)
    : (BigInt(
        await evmRpc<string>(urls, 'eth_estimateGas', [{ from, to, value: `0x${value.toString(16)}`, data }]),
      ) *
        6n) /
      5n;
  let maxFeePerGas: bigint;
  let tip: bigint;
  if (chain.legacyGas) {
    maxFeePerGas = BigInt(await evmRpc<string>(urls, 'eth_gasPrice', []));
    tip = 0n;
  } else {
    const block = await evmRpc<{ baseFeePerGas?: string }>(urls, 'eth_getBlockByNumber', ['latest', false]);
    tip = await evmRpc<string>(urls, 'eth_maxPriorityFeePerGas', []).then(BigInt, () => DEFAULT_TIP);
    maxFeePerGas = 2n * BigInt(block.baseFeePerGas ?? '0x0') + tip;
  }
  return {
    from,
    approved: {
      chainId: chain.chainId,
      to,
      value: value.toString(10),
      data,
      gas: gas.toString(10),
      maxFeePerGas: maxFeePerGas.toString(10),
      maxPriorityFeePerGas: tip.toString(10),
    },
  };
}

/** Main's unsigned serialization of the approved payload, at the account's next nonce. */
export async function unsignedDappTx(chain: WcChain, from: string, a: ApprovedDappTx): Promise<string> {
  const nonce = Number(
    BigInt(await evmRpc<string>(chain.rpcUrls, 'eth_getTransactionCount', [from, 'pending'])),
  );
  const common = {
    chainId: a.chainId,
    nonce,
    to: a.to,
    value: BigInt(a.value),
    data: a.data,
    gasLimit: BigInt(a.gas),
  };
  const tx = chain.legacyGas
    ? Transaction.from({ type: 0, ...common, gasPrice: BigInt(a.maxFeePerGas) })
    : Transaction.from({
        type: 2,
        ...common,
        maxFeePerGas: BigInt(a.maxFeePerGas),
        maxPriorityFeePerGas: BigInt(a.maxPriorityFeePerGas),
      });
  return tx.unsignedSerialized;
}
