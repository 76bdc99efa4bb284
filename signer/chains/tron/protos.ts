/**
 * tronweb's own protobuf classes (google-protobuf code generated from java-tron's .proto
 * files), typed for the fields the signer reads. tronweb registers them on
 * globalThis.TronWebProto when it loads; nothing here parses protobuf by hand.
 */
import { utils } from 'tronweb';
import { AppError } from '../../../shared/errors';

export interface PbMessage {
  serializeBinary(): Uint8Array;
}
interface PbAny {
  getTypeUrl(): string;
  getValue_asU8(): Uint8Array;
}
export interface PbContract {
  getType(): number;
  getParameter(): PbAny | undefined;
  getProvider_asU8(): Uint8Array;
  getContractname_asU8(): Uint8Array;
  getPermissionId(): number;
}
export interface PbRaw extends PbMessage {
  getRefBlockBytes_asU8(): Uint8Array;
  getRefBlockHash_asU8(): Uint8Array;
  getExpiration(): number;
  getTimestamp(): number;
  getFeeLimit(): number;
  getData_asU8(): Uint8Array;
  getScripts_asU8(): Uint8Array;
  getAuthsList(): unknown[];
  getContractList(): PbContract[];
}
interface Owned extends PbMessage {
  getOwnerAddress_asU8(): Uint8Array;
}
export interface PbTransfer extends Owned {
  getToAddress_asU8(): Uint8Array;
  getAmount(): number;
}
export interface PbTrigger extends Owned {
  getContractAddress_asU8(): Uint8Array;
  getCallValue(): number;
  getData_asU8(): Uint8Array;
  getCallTokenValue(): number;
  getTokenId(): number;
}
export interface PbFreeze extends Owned {
  getFrozenBalance(): number;
  getResource(): number;
}
export interface PbUnfreeze extends Owned {
  getUnfreezeBalance(): number;
  getResource(): number;
}
export interface PbVotes extends Owned {
  getVotesList(): { getVoteAddress_asU8(): Uint8Array; getVoteCount(): number }[];
  getSupport(): boolean;
}
export type PbOwnerOnly = Owned;

interface Decoder<T> {
  deserializeBinary(bytes: Uint8Array): T;
}
export interface PbTransaction extends PbMessage {
  setRawData(raw: PbRaw): void;
  addSignature(signature: Uint8Array): void;
}
export interface TronProtos {
  Transaction: { new (): PbTransaction; raw: Decoder<PbRaw> };
  TransferContract: Decoder<PbTransfer>;
  TriggerSmartContract: Decoder<PbTrigger>;
  FreezeBalanceV2Contract: Decoder<PbFreeze>;
  UnfreezeBalanceV2Contract: Decoder<PbUnfreeze>;
  VoteWitnessContract: Decoder<PbVotes>;
  WithdrawExpireUnfreezeContract: Decoder<PbOwnerOnly>;
  WithdrawBalanceContract: Decoder<PbOwnerOnly>;
}

export function tronProtos(): TronProtos {
  // reading tronweb's transaction helpers keeps the module (and its protobuf side effect) loaded
  const loaded = typeof utils.transaction.txJsonToPb === 'function';
  const protos = (globalThis as { TronWebProto?: TronProtos }).TronWebProto;
  if (!loaded || !protos?.Transaction)
    throw new AppError('INTERNAL', 'tronweb protobuf classes are not loaded');
  return protos;
}
