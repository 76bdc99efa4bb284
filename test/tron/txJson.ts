/**
 * Transactions as java-tron prints them: build raw_data JSON for a contract, encode it with
 * tronweb's protobuf builder (raw_data_hex, txID = sha256 of those bytes), decode landed bytes
 * back to JSON, and switch addresses to base58 for `visible: true` callers. Default values
 * are left out the way java-tron's JsonFormat leaves them out (a 0 call_value, BANDWIDTH).
 */
import { hex } from '@scure/base';
import { utils } from 'tronweb';
import { DEFAULT_EXPIRATION_MS } from './chainParams';
import type { Ledger } from './ledger';
import { RESOURCE_NAMES, encodeRaw, proto, txIdOf, type RawDataJson, type TxJson } from './proto';

export const CONTRACT_TYPES = {
  TransferContract: 1,
  VoteWitnessContract: 4,
  WithdrawBalanceContract: 13,
  TriggerSmartContract: 31,
  FreezeBalanceV2Contract: 54,
  UnfreezeBalanceV2Contract: 55,
  WithdrawExpireUnfreezeContract: 56,
} as const;
export type ContractName = keyof typeof CONTRACT_TYPES;
const NAMES = Object.fromEntries(Object.entries(CONTRACT_TYPES).map(([k, v]) => [v, k])) as Record<
  number,
  ContractName
>;

/** A new unsigned transaction on the current head block, as /wallet/createtransaction returns it. */
export function buildTx(
  ledger: Ledger,
  type: ContractName,
  value: Record<string, unknown>,
  options: { feeLimit?: number; data?: string } = {},
): TxJson {
  const head = ledger.head();
  // java-tron prints a BANDWIDTH resource as nothing (the enum's default); tronweb builds both alike
  const printed = Object.fromEntries(
    Object.entries(value).filter(([k, v]) => !(k === 'resource' && v === 'BANDWIDTH')),
  );
  const raw: RawDataJson = {
    contract: [{ parameter: { value: printed, type_url: `type.googleapis.com/protocol.${type}` }, type }],
    ref_block_bytes: (head.number & 0xffff).toString(16).padStart(4, '0'),
    ref_block_hash: head.id.slice(16, 32),
    expiration: head.timestamp + DEFAULT_EXPIRATION_MS,
    timestamp: ledger.now(),
  };
  if (options.data) raw.data = options.data;
  if (options.feeLimit) raw.fee_limit = options.feeLimit;
  const forEncoding = {
    ...raw,
    contract: [{ ...raw.contract[0]!, parameter: { ...raw.contract[0]!.parameter, value } }],
  };
  const { raw_data_hex, txID } = encodeRaw(forEncoding);
  return { visible: false, txID, raw_data: raw, raw_data_hex };
}

const a = (b: Uint8Array) => hex.encode(b);

/** Landed bytes back to java-tron's JSON (hex addresses). */
export function rawToJson(rawBytes: Uint8Array): TxJson {
  const raw = proto.Transaction.raw.deserializeBinary(rawBytes);
  const c = raw.getContractList()[0]!;
  const v = c.getParameter()!.getValue_asU8();
  const type = NAMES[c.getType()] ?? 'TransferContract';
  let value: Record<string, unknown>;
  switch (type) {
    case 'TransferContract': {
      const m = proto.TransferContract.deserializeBinary(v);
      value = {
        amount: m.getAmount(),
        owner_address: a(m.getOwnerAddress_asU8()),
        to_address: a(m.getToAddress_asU8()),
      };
      break;
    }
    case 'TriggerSmartContract': {
      const m = proto.TriggerSmartContract.deserializeBinary(v);
      value = {
        data: a(m.getData_asU8()),
        owner_address: a(m.getOwnerAddress_asU8()),
        contract_address: a(m.getContractAddress_asU8()),
        ...(m.getCallValue() ? { call_value: m.getCallValue() } : {}),
      };
      break;
    }
    case 'FreezeBalanceV2Contract': {
      const m = proto.FreezeBalanceV2Contract.deserializeBinary(v);
      value = {
        owner_address: a(m.getOwnerAddress_asU8()),
        frozen_balance: m.getFrozenBalance(),
        ...(m.getResource() ? { resource: RESOURCE_NAMES[m.getResource()] } : {}),
      };
      break;
    }
    case 'UnfreezeBalanceV2Contract': {
      const m = proto.UnfreezeBalanceV2Contract.deserializeBinary(v);
      value = {
        owner_address: a(m.getOwnerAddress_asU8()),
        unfreeze_balance: m.getUnfreezeBalance(),
        ...(m.getResource() ? { resource: RESOURCE_NAMES[m.getResource()] } : {}),
      };
      break;
    }
    case 'VoteWitnessContract': {
      const m = proto.VoteWitnessContract.deserializeBinary(v);
      value = {
        owner_address: a(m.getOwnerAddress_asU8()),
        votes: m
          .getVotesList()
          .map((x) => ({ vote_address: a(x.getVoteAddress_asU8()), vote_count: x.getVoteCount() })),
      };
      break;
    }
    case 'WithdrawExpireUnfreezeContract':
      value = {
        owner_address: a(proto.WithdrawExpireUnfreezeContract.deserializeBinary(v).getOwnerAddress_asU8()),
      };
      break;
    case 'WithdrawBalanceContract':
      value = { owner_address: a(proto.WithdrawBalanceContract.deserializeBinary(v).getOwnerAddress_asU8()) };
      break;
  }
  const json: RawDataJson = {
    contract: [
      {
        parameter: { value, type_url: c.getParameter()!.getTypeUrl() },
        type,
        ...(c.getPermissionId() ? { Permission_id: c.getPermissionId() } : {}),
      },
    ],
    ref_block_bytes: a(raw.getRefBlockBytes_asU8()),
    ref_block_hash: a(raw.getRefBlockHash_asU8()),
    expiration: raw.getExpiration(),
    timestamp: raw.getTimestamp(),
  };
  if (raw.getData_asU8().length) json.data = a(raw.getData_asU8());
  if (raw.getFeeLimit()) json.fee_limit = raw.getFeeLimit();
  return { visible: false, txID: txIdOf(rawBytes), raw_data: json, raw_data_hex: a(rawBytes) };
}

const ADDRESS_KEYS = new Set([
  'owner_address',
  'to_address',
  'contract_address',
  'vote_address',
  'address',
  'receiver_address',
]);

/** Deep copy with 41-hex addresses in address fields turned to base58 (java-tron's visible=true). */
export function toVisible<T>(json: T): T {
  const walk = (x: unknown, key?: string): unknown => {
    if (Array.isArray(x)) return x.map((y) => walk(y));
    if (x && typeof x === 'object')
      return Object.fromEntries(
        Object.entries(x as Record<string, unknown>).map(([k, v]) => [k, walk(v, k)]),
      );
    if (typeof x === 'string' && key && ADDRESS_KEYS.has(key) && /^41[0-9a-fA-F]{40}$/.test(x))
      return utils.address.fromHex(x);
    return x;
  };
  return walk(json) as T;
}
