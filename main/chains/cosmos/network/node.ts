/**
 * A CometBFT node through cosmjs (@cosmjs/stargate over @cosmjs/tendermint-rpc's Comet38Client):
 * accounts, balances of every bank denom (with x/bank's denom metadata and ibc-go's trace of an
 * IBC voucher), simulation (cosmos.tx.v1beta1.Service/Simulate), broadcast_tx_sync, a
 * transaction by hash and the tx search. The JSON-RPC goes through main's Http (timeouts, size
 * limit) instead of cosmjs's own fetch.
 */
import {
  BroadcastTxError,
  QueryClient,
  setupBankExtension,
  setupDistributionExtension,
  setupIbcExtension,
  setupStakingExtension,
  StargateClient,
} from '@cosmjs/stargate';
import { Comet38Client, type RpcClient } from '@cosmjs/tendermint-rpc';
import { base64, hex } from '@scure/base';
import { SimulateRequest, SimulateResponse } from 'cosmjs-types/cosmos/tx/v1beta1/service';
import { AppError } from '../../../../shared/errors';
import type { Http } from '../../../net/http';

export interface NodeAccount {
  accountNumber: bigint;
  sequence: bigint;
  /** the compressed key the chain stored at the account's first send; null before */
  publicKey: Uint8Array | null;
}

export interface NodeTx {
  /** upper-case hex */
  hash: string;
  height: number;
  code: number;
  log: string;
  /** the TxRaw bytes */
  tx: Uint8Array;
}

/** What an account holds in staking, in the denom's base units (the Hub's x/staking and x/distribution). */
export interface NodeStake {
  delegated: bigint;
  unbonding: bigint;
  /** rewards accrued and not claimed, rounded down to whole base units */
  rewards: bigint;
}

/** x/distribution's DecCoin amounts are sdk.Dec: an integer string with 18 implied decimals */
const DEC_PRECISION = 10n ** 18n;

/** x/bank's denom metadata, as far as the wallet reads it */
export interface NodeDenomMeta {
  display: string;
  name: string;
  symbol: string;
  /** the exponent of the display unit; undefined when the metadata lists no such unit */
  exponent: number | undefined;
}

/** an IBC voucher's origin: the base denom and the port/channel path it came through */
export interface NodeIbcDenom {
  base: string;
  /** 'transfer/channel-141', hops joined in order */
  path: string;
}

/** A query the node answered with gRPC's NotFound (no metadata, no such trace). */
const notFound = (e: unknown) => e instanceof Error && /NotFound|not found/.test(e.message);

export interface CosmosNodeApi {
  chainId(): Promise<string>;
  account(address: string): Promise<NodeAccount | null>;
  balance(address: string, denom: string): Promise<bigint>;
  /** every denom the account holds, non-zero (x/bank AllBalances) */
  balances(address: string): Promise<{ denom: string; amount: bigint }[]>;
  /** the total supply of a denom: 0 for one the chain has never minted */
  supplyOf(denom: string): Promise<bigint>;
  /** x/bank's metadata of the denom; null when the chain keeps none */
  denomMetadata(denom: string): Promise<NodeDenomMeta | null>;
  /** ibc-go's trace of `ibc/{hash}`; null when the chain does not know the hash */
  ibcDenom(hash: string): Promise<NodeIbcDenom | null>;
  /** delegations, unbonding entries and unclaimed rewards in `denom`, every page read */
  stake(address: string, denom: string): Promise<NodeStake>;
  /** gas used by the (unsigned) transaction */
  simulate(txBytes: Uint8Array): Promise<bigint>;
  /** the transaction's hash, upper-case hex, once CheckTx accepted it */
  broadcast(txBytes: Uint8Array): Promise<string>;
  tx(hash: string): Promise<NodeTx | null>;
  /** newest first, at most `limit` */
  search(query: string, limit: number): Promise<NodeTx[]>;
  /** unix ms of the block */
  blockTime(height: number): Promise<number>;
}

type Execute = RpcClient['execute'];

/** cosmjs's RPC client interface over main's Http. */
function httpRpc(http: Http, url: string): RpcClient {
  const execute: Execute = async (request) => {
    const answer = await http.json<{
      id: unknown;
      result?: unknown;
      error?: { code: number; message: string; data?: string };
    }>(url, {
      method: 'POST',
      json: request,
    });
    if (answer.error)
      throw new Error(`${answer.error.message}${answer.error.data ? `: ${answer.error.data}` : ''}`);
    return { jsonrpc: '2.0', id: request.id, result: answer.result } as Awaited<ReturnType<Execute>>;
  };
  return { execute, disconnect: () => undefined };
}

export function cometNode(http: Http, url: string): CosmosNodeApi {
  const comet = Comet38Client.create(httpRpc(http, url));
  const client = StargateClient.create(comet);
  const query = QueryClient.withExtensions(
    comet,
    setupStakingExtension,
    setupDistributionExtension,
    setupBankExtension,
    setupIbcExtension,
  );
  const toTx = (t: {
    hash: Uint8Array;
    height: number;
    result: { code: number; log?: string };
    tx: Uint8Array;
  }): NodeTx => ({
    hash: hex.encode(t.hash).toUpperCase(),
    height: t.height,
    code: t.result.code,
    log: t.result.log ?? '',
    tx: t.tx,
  });
  return {
    chainId: () => client.getChainId(),
    async account(address) {
      const a = await client.getAccount(address);
      if (!a) return null;
      return {
        accountNumber: BigInt(a.accountNumber),
        sequence: BigInt(a.sequence),
        publicKey:
          a.pubkey?.type === 'tendermint/PubKeySecp256k1' ? base64.decode(String(a.pubkey.value)) : null,
      };
    },
    async balance(address, denom) {
      return BigInt((await client.getBalance(address, denom)).amount);
    },
    async balances(address) {
      return (await query.bank.allBalances(address))
        .map((c) => ({ denom: c.denom, amount: BigInt(c.amount) }))
        .filter((c) => c.amount > 0n);
    },
    async supplyOf(denom) {
      return BigInt((await query.bank.supplyOf(denom)).amount);
    },
    async denomMetadata(denom) {
      try {
        const m = await query.bank.denomMetadata(denom);
        return {
          display: m.display,
          name: m.name,
          symbol: m.symbol,
          exponent: m.denomUnits.find((u) => u.denom === m.display)?.exponent,
        };
      } catch (e) {
        if (notFound(e)) return null;
        throw e;
      }
    },
    async ibcDenom(hash) {
      try {
        const d = (await query.ibc.transfer.denomTrace(hash)).denom;
        if (!d) return null;
        return { base: d.base, path: d.trace.map((h) => `${h.portId}/${h.channelId}`).join('/') };
      } catch (e) {
        if (notFound(e)) return null;
        throw e;
      }
    },
    async stake(address, denom) {
      // the three reads side by side (each pages on its own): one round trip of a refresh, not three
      const delegatedOf = async () => {
        let sum = 0n;
        let key: Uint8Array | undefined;
        do {
          const page = await query.staking.delegatorDelegations(address, key);
          for (const d of page.delegationResponses)
            if (d.balance.denom === denom) sum += BigInt(d.balance.amount);
          key = page.pagination?.nextKey.length ? page.pagination.nextKey : undefined;
        } while (key);
        return sum;
      };
      const unbondingOf = async () => {
        let sum = 0n;
        let key: Uint8Array | undefined;
        do {
          const page = await query.staking.delegatorUnbondingDelegations(address, key);
          for (const u of page.unbondingResponses) for (const e of u.entries) sum += BigInt(e.balance);
          key = page.pagination?.nextKey.length ? page.pagination.nextKey : undefined;
        } while (key);
        return sum;
      };
      const rewardsOf = async () => {
        const total = (await query.distribution.delegationTotalRewards(address)).total;
        return total.filter((c) => c.denom === denom).reduce((s, c) => s + BigInt(c.amount), 0n);
      };
      const [delegated, unbonding, rewards] = await Promise.all([delegatedOf(), unbondingOf(), rewardsOf()]);
      return { delegated, unbonding, rewards: rewards / DEC_PRECISION };
    },
    async simulate(txBytes) {
      let value: Uint8Array;
      try {
        value = (
          await query.queryAbci(
            '/cosmos.tx.v1beta1.Service/Simulate',
            SimulateRequest.encode({ txBytes }).finish(),
          )
        ).value;
      } catch (e) {
        throw new AppError('NETWORK', `Simulation failed: ${e instanceof Error ? e.message : String(e)}`);
      }
      const gas = SimulateResponse.decode(value).gasInfo?.gasUsed;
      if (!gas) throw new AppError('NETWORK', 'Simulation failed: the node reported no gas');
      return gas;
    },
    async broadcast(txBytes) {
      try {
        return await client.broadcastTxSync(txBytes);
      } catch (e) {
        if (e instanceof BroadcastTxError)
          throw new AppError('NETWORK', `The node refused the transaction (code ${e.code}): ${e.log ?? ''}`);
        throw e;
      }
    },
    async tx(hash) {
      const r = await comet.txSearch({ query: `tx.hash='${hash.toUpperCase()}'`, per_page: 1 });
      const t = r.txs[0];
      return t ? toTx(t) : null;
    },
    async search(q, limit) {
      const r = await comet.txSearch({ query: q, per_page: limit, order_by: 'desc' });
      return r.txs.map(toTx);
    },
    async blockTime(height) {
      return (await comet.block(height)).block.header.time.getTime();
    },
  };
}
