/**
 * The stand-in THORChain validators' eyes and hands on the local chains: a litecoind regtest
 * node to see deposits on (its -txindex lets getrawtransaction find any transaction) and its
 * wallet to pay LTC outbounds from, an anvil account to pay ETH outbounds from (ETH deposits
 * are seen at the router: test/evm/thorRouter.ts), and the Cosmos fixture node's ledger to see
 * Hub deposits on (a bank send to the vault, the swap memo the transaction's) and RUNE deposits
 * (THORChain's MsgDeposit into Asgard, the memo the message's), and that ledger to pay RUNE
 * outbounds in (natively, no transaction). Test code only.
 */
import type { CosmosNode } from '../cosmos/cosmosNode';
import { ASGARD } from '../cosmos/midgard';
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

/** The data of `OP_RETURN <push>`: a memo over 75 bytes is pushed with OP_PUSHDATA1 (0x4c, length). */
function opReturnText(hex: string): string {
  const script = Buffer.from(hex, 'hex');
  const start = script[1] === 0x4c ? 3 : 2;
  return script.subarray(start).toString('utf8');
}

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
      if (o.scriptPubKey.type === 'nulldata') return { memo: opReturnText(o.scriptPubKey.hex) };
      return {
        address: o.scriptPubKey.address ?? o.scriptPubKey.addresses?.[0] ?? '',
        amount: toUnits(o.value),
      };
    });
    return { confirmations: tx.confirmations ?? 0, outputs };
  };
}

/**
 * Pays ETH from one of anvil's unlocked dev accounts; THORChain's 1e8 units are scaled to wei.
 * Returns once the payout is mined: anvil may answer eth_sendTransaction before its block
 * exists, and a status reporting the outbound done must mean a receipt can be read.
 */
export function anvilPayer(anvil: Anvil, from: string): Pay {
  return async (to, amount) => {
    const hash = await anvil.rpc<string>('eth_sendTransaction', [
      { from, to, value: `0x${(amount * 10n ** 10n).toString(16)}` },
    ]);
    for (let i = 0; i < 200; i++) {
      if (await anvil.rpc<unknown>('eth_getTransactionReceipt', [hash])) return hash;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`the stand-in's ETH payout ${hash} was not mined`);
  };
}

/** Pays LTC from litecoind's wallet `w` (funded by mining); amounts are already in litoshis. */
export function litecoindPayer(node: Litecoind): Pay {
  return async (to, amount) => {
    const coins = `${amount / 10n ** 8n}.${(amount % 10n ** 8n).toString().padStart(8, '0')}`;
    return node.rpc<string>('sendtoaddress', [to, coins], 'w');
  };
}

/**
 * Sees Cosmos Hub deposits in the fixture node's ledger as THORChain's GAIA observer does: a
 * successful bank send of uatom (to 1e8 units: ×100) to an address, the transaction's memo.
 * The fixture includes a transaction in its block when it is broadcast: 1 confirmation.
 */
export function cosmosObserver(node: CosmosNode): Observe {
  return async (txid) => {
    const tx = node.ledger.txs.find((t) => t.hash.toUpperCase() === txid.toUpperCase());
    if (!tx || tx.code !== 0 || tx.denom !== 'uatom') return null;
    return {
      confirmations: 1,
      outputs: [{ address: tx.to, amount: tx.amount * 100n }, { memo: tx.memo }],
    };
  };
}

/**
 * Sees RUNE deposits in the fixture THORChain node's ledger as THORChain itself does: a
 * successful MsgDeposit (never a plain MsgSend) of RUNE into Asgard (RUNE is in 1e8 units
 * already), the memo the message's. The fixture includes it when broadcast: 1 confirmation.
 */
export function thorDepositObserver(node: CosmosNode): Observe {
  return async (txid) => {
    const tx = node.ledger.txs.find((t) => t.hash.toUpperCase() === txid.toUpperCase());
    if (!tx || tx.code !== 0 || tx.message !== 'deposit') return null;
    return { confirmations: 1, outputs: [{ address: tx.to, amount: tx.amount }, { memo: tx.memo }] };
  };
}

/** THORNode's id of an outbound that is no transaction of its own: native RUNE, paid in-block */
export const NATIVE_OUT_ID = '0'.repeat(64);

/**
 * Pays RUNE as THORChain does: natively, inside its own block, from Asgard's module account to
 * the destination in the fixture THORChain node's ledger (so the node's balances show it), with
 * Midgard's swap action of the deposit recording the out coin to the destination (so the
 * destination's history shows it). No transaction exists: the id is 64 zeros, as THORNode
 * writes it. Asgard must hold the RUNE (the test funds it, as the pools' RUNE side would).
 * Simplification: the action's in leg names the deposit's id, asset and amount, not its sender.
 */
export function thorPayer(node: CosmosNode): Pay {
  return async (to, amount, swap) => {
    const ledger = node.ledger;
    if (ledger.balanceOf(ASGARD, ledger.spec.denom) < amount)
      throw new Error(`Asgard holds less than the ${amount} RUNE outbound`);
    ledger.fund(ASGARD, -amount);
    ledger.fund(to, amount);
    ledger.height += 1;
    ledger.actions.push({
      date: (BigInt(ledger.now()) * 1_000_000n).toString(),
      height: String(ledger.height),
      in: swap
        ? [
            {
              address: '',
              coins: [{ asset: swap.fromAsset, amount: swap.amountIn.toString() }],
              txID: swap.inboundId,
            },
          ]
        : [],
      // Midgard writes a native RUNE outbound with no transaction id
      out: [{ address: to, coins: [{ asset: 'THOR.RUNE', amount: amount.toString() }], txID: '' }],
      pools: swap?.fromAsset ? [swap.fromAsset] : [],
      status: 'success',
      type: 'swap',
      metadata: {
        swap: {
          memo: swap?.memo ?? '',
          networkFees: [],
          liquidityFee: '0',
          swapSlip: '0',
          swapTarget: '0',
          affiliateAddress: '',
          affiliateFee: '0',
          isStreamingSwap: false,
          txType: 'swap',
        },
      },
    });
    return NATIVE_OUT_ID;
  };
}
