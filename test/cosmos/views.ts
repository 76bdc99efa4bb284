/**
 * The fixture's answers in each provider's wire format: CometBFT 0.38 JSON-RPC results, the
 * indexer's `/v1/{chain}/accounts/{address}/transactions` (Mintscan API v1 rows: the LCD's
 * TxResponse with the tx as JSON), Midgard's `/v2/balance` and THORNode's legacy `/txs`.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import type { IncludedTx, Ledger } from './ledger';

const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64');
const iso = (ms: number) => new Date(ms).toISOString();
const fakeHash = (n: number) => n.toString(16).padStart(64, '0').toUpperCase();

export function statusJson(l: Ledger) {
  return {
    node_info: {
      protocol_version: { p2p: '8', block: '11', app: '0' },
      id: 'a'.repeat(40),
      listen_addr: 'tcp://127.0.0.1:26656',
      network: l.spec.chainId,
      version: '0.38.17',
      channels: '40202122233038606100',
      moniker: 'fixture',
      other: { tx_index: 'on', rpc_address: 'tcp://127.0.0.1:26657' },
    },
    sync_info: {
      latest_block_hash: fakeHash(l.height),
      latest_app_hash: fakeHash(l.height + 1),
      latest_block_height: String(l.height),
      latest_block_time: iso(l.now()),
      catching_up: false,
    },
    validator_info: {
      address: 'B'.repeat(40),
      pub_key: { type: 'tendermint/PubKeyEd25519', value: b64(new Uint8Array(32).fill(1)) },
      voting_power: '10',
    },
  };
}

export function blockJson(l: Ledger, height: number) {
  const tx = l.txs.find((t) => t.height === height);
  const time = tx?.time ?? l.now();
  const empty = { hash: '', parts: { total: 0, hash: '' } };
  return {
    block_id: { hash: fakeHash(height), parts: { total: 1, hash: fakeHash(height + 7) } },
    block: {
      header: {
        version: { block: '11', app: '0' },
        chain_id: l.spec.chainId,
        height: String(height),
        time: iso(time),
        last_block_id: empty,
        last_commit_hash: '',
        data_hash: '',
        validators_hash: '',
        next_validators_hash: '',
        consensus_hash: '',
        app_hash: '',
        last_results_hash: '',
        evidence_hash: '',
        proposer_address: 'B'.repeat(40),
      },
      data: { txs: tx ? [b64(tx.raw)] : [] },
      evidence: { evidence: [] },
      last_commit: { height: '0', round: 0, block_id: empty, signatures: [] },
    },
  };
}

export function txResultJson(t: IncludedTx) {
  return {
    hash: t.hash,
    height: String(t.height),
    index: 0,
    tx_result: {
      code: t.code,
      data: '',
      log: t.log,
      info: '',
      gas_wanted: String(t.gasWanted),
      gas_used: String(t.gasUsed),
      events: t.events.map((e) => ({
        type: e.type,
        attributes: e.attributes.map((a) => ({ ...a, index: true })),
      })),
      codespace: t.codespace,
    },
    tx: b64(t.raw),
  };
}

const coinJson = (denom: string, amount: bigint) => ({ denom, amount: String(amount) });

/** one row of the indexer: Mintscan's TxResponse shape with the tx as proto JSON */
export function indexerTxJson(l: Ledger, t: IncludedTx) {
  return {
    height: String(t.height),
    txhash: t.hash,
    codespace: t.codespace,
    code: t.code,
    data: '',
    raw_log: t.log,
    logs: [],
    info: '',
    gas_wanted: String(t.gasWanted),
    gas_used: String(t.gasUsed),
    tx: {
      '@type': '/cosmos.tx.v1beta1.Tx',
      body: {
        messages: [
          {
            '@type': l.spec.msgType,
            from_address: t.from,
            to_address: t.to,
            amount: [coinJson(t.denom, t.amount)],
          },
        ],
        memo: t.memo,
        timeout_height: '0',
        extension_options: [],
        non_critical_extension_options: [],
      },
      auth_info: { fee: { amount: [coinJson(l.spec.denom, t.fee)], gas_limit: String(t.gasWanted) } },
    },
    timestamp: iso(t.time),
    events: t.events,
  };
}

/** THORNode's legacy LCD TxResponse (GET /txs, /txs/{hash}): amino JSON of the StdTx */
export function legacyTxJson(l: Ledger, t: IncludedTx) {
  return {
    height: String(t.height),
    txhash: t.hash,
    ...(t.code ? { code: t.code, codespace: t.codespace } : {}),
    raw_log: t.log,
    logs: t.code ? [] : [{ msg_index: 0, log: '', events: t.events.filter((e) => e.type !== 'tx') }],
    gas_wanted: String(t.gasWanted),
    gas_used: String(t.gasUsed),
    tx: {
      type: 'cosmos-sdk/StdTx',
      value: {
        msg: [
          {
            type: 'thorchain/MsgSend',
            value: { from_address: t.from, to_address: t.to, amount: [coinJson(t.denom, t.amount)] },
          },
        ],
        fee: { amount: [], gas: String(t.gasWanted) },
        signatures: [],
        memo: t.memo,
      },
    },
    timestamp: iso(t.time),
  };
}

export const hexUpper = (b: Uint8Array) => hex.encode(b).toUpperCase();

/**
 * The Cosmos SDK REST API's latest block (GET /cosmos/base/tendermint/v1beta1/blocks/latest),
 * the header only: the chain id and height a THORNode names (Settings → Networks asks it).
 */
export function latestBlockJson(l: Ledger) {
  const header = { chain_id: l.spec.chainId, height: String(l.height), time: iso(l.now()) };
  return { block_id: { hash: b64(hex.decode(fakeHash(l.height))) }, block: { header } };
}

/**
 * Midgard's GET /v2/health: its genesis block (a hash of the fixture's chain id, so fixtures of
 * two networks differ, as two real networks' Midgards do) and the THORChain height it last saw.
 */
export function midgardHealthJson(l: Ledger) {
  const genesis = hex.encode(sha256(new TextEncoder().encode(`${l.spec.chainId}:genesis`))).toUpperCase();
  const seen = { height: l.height, timestamp: Math.floor(l.now() / 1000) };
  return {
    database: true,
    scannerHeight: String(l.height),
    inSync: true,
    lastThorNode: seen,
    lastFetched: seen,
    lastCommitted: seen,
    lastAggregated: seen,
    genesisInfo: { height: 1, hash: genesis },
  };
}
