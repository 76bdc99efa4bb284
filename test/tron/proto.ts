/**
 * The fixture node's view of tronweb's own protobuf code (google-protobuf classes tronweb
 * registers on globalThis.TronWebProto when it loads). The fixture builds raw_data with
 * tronweb's txJsonToPb and decodes broadcast bytes with these classes; nothing is hand-rolled.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import { utils } from 'tronweb';

interface PbMessage {
  serializeBinary(): Uint8Array;
}
interface PbAny {
  getTypeUrl(): string;
  getValue_asU8(): Uint8Array;
}
interface PbContract {
  getType(): number;
  getParameter(): PbAny | undefined;
  getPermissionId(): number;
}
interface PbRaw extends PbMessage {
  getContractList(): PbContract[];
  getRefBlockBytes_asU8(): Uint8Array;
  getRefBlockHash_asU8(): Uint8Array;
  getExpiration(): number;
  getTimestamp(): number;
  getFeeLimit(): number;
  getData_asU8(): Uint8Array;
}
interface PbTransaction extends PbMessage {
  getRawData(): PbRaw | undefined;
  getSignatureList_asU8(): Uint8Array[];
}
interface Decoder<T> {
  deserializeBinary(bytes: Uint8Array): T;
}
interface PbVote {
  getVoteAddress_asU8(): Uint8Array;
  getVoteCount(): number;
}
export interface Protos {
  Transaction: Decoder<PbTransaction> & { raw: Decoder<PbRaw> };
  TransferContract: Decoder<{
    getOwnerAddress_asU8(): Uint8Array;
    getToAddress_asU8(): Uint8Array;
    getAmount(): number;
  }>;
  TriggerSmartContract: Decoder<{
    getOwnerAddress_asU8(): Uint8Array;
    getContractAddress_asU8(): Uint8Array;
    getCallValue(): number;
    getData_asU8(): Uint8Array;
  }>;
  FreezeBalanceV2Contract: Decoder<{
    getOwnerAddress_asU8(): Uint8Array;
    getFrozenBalance(): number;
    getResource(): number;
  }>;
  UnfreezeBalanceV2Contract: Decoder<{
    getOwnerAddress_asU8(): Uint8Array;
    getUnfreezeBalance(): number;
    getResource(): number;
  }>;
  VoteWitnessContract: Decoder<{ getOwnerAddress_asU8(): Uint8Array; getVotesList(): PbVote[] }>;
  WithdrawExpireUnfreezeContract: Decoder<{ getOwnerAddress_asU8(): Uint8Array }>;
  WithdrawBalanceContract: Decoder<{ getOwnerAddress_asU8(): Uint8Array }>;
}

export const proto = (globalThis as unknown as { TronWebProto: Protos }).TronWebProto;

export const RESOURCE_NAMES = ['BANDWIDTH', 'ENERGY', 'TRON_POWER'] as const;

/** A transaction as java-tron prints it (visible=false: 41-hex addresses, hex bytes). */
export interface TxJson {
  visible: boolean;
  txID: string;
  raw_data: RawDataJson;
  raw_data_hex: string;
  signature?: string[];
}
export interface RawDataJson {
  contract: {
    parameter: { value: Record<string, unknown>; type_url: string };
    type: string;
    Permission_id?: number;
  }[];
  ref_block_bytes: string;
  ref_block_hash: string;
  expiration: number;
  timestamp: number;
  fee_limit?: number;
  data?: string;
}

/** raw_data JSON (hex addresses) → raw_data_hex and txID, through tronweb's own protobuf builder. */
export function encodeRaw(raw: RawDataJson): { raw_data_hex: string; txID: string } {
  const pb = utils.transaction.txJsonToPb({ raw_data: raw, visible: false }) as PbTransaction;
  const bytes = pb.getRawData()!.serializeBinary();
  return { raw_data_hex: hex.encode(bytes), txID: hex.encode(sha256(bytes)) };
}

export const txIdOf = (rawBytes: Uint8Array): string => hex.encode(sha256(rawBytes));
