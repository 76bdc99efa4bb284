/**
 * The stand-in THORChain validators' eyes and hands on the local chains: a litecoind regtest
 * node to see deposits on (its -txindex lets getrawtransaction find any transaction) and its
 * wallet to pay LTC outbounds from, an anvil account to pay ETH outbounds from (ETH deposits
 * are seen at the router: test/evm/thorRouter.ts). Test code only.
 */
import type { Anvil } from '../evm/anvil';
import type { Litecoind } from '../utxo/litecoind';
import type { ObservedDeposit, Observe, Pay } from './thornodeServer';

interface RawTx {
  confirmations?: number;
  vout: {
    value: number;
    scriptPubKey: { type: string; hex: string; address?: string; addresses?: string[] };
  }[];
}

const toUnits = (coins: number): bigint => BigInt(Math.round(coins * 1e8));

/** Sees transactions through litecoind's RPC, mempool included (0 confirmations). */
export function litecoindObserver(node: Litecoind): Observe {
  return async (txid) => {
    let tx: RawTx;
    try {
      tx = await node.rpc<RawTx>('getrawtransaction', [txid, true]);
    } catch {
      return null;
    }
    const outputs: ObservedDeposit['outputs'] = tx.vout.map((o) => {
      if (o.scriptPubKey.type === 'nulldata')
        return { memo: Buffer.from(o.scriptPubKey.hex, 'hex').subarray(2).toString('utf8') };
      return {
        address: o.scriptPubKey.address ?? o.scriptPubKey.addresses?.[0] ?? '',
        amount: toUnits(o.value),
      };
    });
    return { confirmations: tx.confirmations ?? 0, outputs };
  };
}

/** Pays ETH from one of anvil's unlocked dev accounts; THORChain's 1e8 units are scaled to wei. */
export function anvilPayer(anvil: Anvil, from: string): Pay {
  return async (to, amount) =>
    anvil.rpc<string>('eth_sendTransaction', [
      { from, to, value: `0x${(amount * 10n ** 10n).toString(16)}` },
    ]);
}

/** Pays LTC from litecoind's wallet `w` (funded by mining); amounts are already in litoshis. */
export function litecoindPayer(node: Litecoind): Pay {
  return async (to, amount) => {
    const coins = `${amount / 10n ** 8n}.${(amount % 10n ** 8n).toString().padStart(8, '0')}`;
    return node.rpc<string>('sendtoaddress', [to, coins], 'w');
  };
}
