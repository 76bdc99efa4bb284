import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check, hex } from '@scure/base';
import { AppError } from '../../../shared/errors';
import { TRON_ADDRESS_PREFIX } from '../../../shared/chains/tron/validate';
import { tronProtos, type PbMessage, type PbOwnerOnly, type TronProtos } from './protos';

/** The contract types the signer can sign, by java-tron's ContractType number. */
export const TRON_CONTRACTS = {
  1: 'TransferContract',
  4: 'VoteWitnessContract',
  13: 'WithdrawBalanceContract',
  31: 'TriggerSmartContract',
  54: 'FreezeBalanceV2Contract',
  55: 'UnfreezeBalanceV2Contract',
  56: 'WithdrawExpireUnfreezeContract',
} as const;
export type TronContractName = (typeof TRON_CONTRACTS)[keyof typeof TRON_CONTRACTS];

export type TronResource = 'BANDWIDTH' | 'ENERGY';

/** The one contract of a transaction, with base58 addresses and bigint amounts. */
export type TronContract =
  | { type: 'TransferContract'; owner: string; to: string; amount: bigint }
  | {
      type: 'TriggerSmartContract';
      owner: string;
      contractAddress: string;
      callValue: bigint;
      callTokenValue: bigint;
      tokenId: bigint;
      /** call data, lower-case hex */
      data: string;
    }
  | { type: 'FreezeBalanceV2Contract'; owner: string; amount: bigint; resource: TronResource | number }
  | { type: 'UnfreezeBalanceV2Contract'; owner: string; amount: bigint; resource: TronResource | number }
  | {
      type: 'VoteWitnessContract';
      owner: string;
      votes: { address: string; count: bigint }[];
      support: boolean;
    }
  | { type: 'WithdrawExpireUnfreezeContract'; owner: string }
  | { type: 'WithdrawBalanceContract'; owner: string };

export interface DecodedTronTx {
  contract: TronContract;
  /** sun; 0 when absent */
  feeLimit: bigint;
  /** unix ms */
  expiration: number;
  /** raw_data.data (the memo), lower-case hex; '' when absent */
  data: string;
  /** the exact bytes that are hashed and signed */
  rawBytes: Uint8Array;
}

const b58c = createBase58check(sha256);
const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);
const RESOURCES: Record<number, TronResource> = { 0: 'BANDWIDTH', 1: 'ENERGY' };

function address(bytes: Uint8Array): string {
  if (bytes.length !== 21 || bytes[0] !== TRON_ADDRESS_PREFIX) throw mismatch('address');
  return b58c.encode(bytes);
}

/**
 * The base58 address in a 32-byte ABI word given as 64 hex digits (12 zero bytes, then the
 * 20-byte account id); null when the upper bytes are not zero.
 */
export function tronAddressOfWord(word: string): string | null {
  if (!word.startsWith('0'.repeat(24))) return null;
  return b58c.encode(hex.decode(`41${word.slice(24)}`));
}

/** int64 fields arrive as JS numbers: past 2^53 they are no longer the bytes' value. */
function int64(n: number, field: string): bigint {
  if (!Number.isSafeInteger(n) || n < 0) throw mismatch(field);
  return BigInt(n);
}

/**
 * Decodes `bytes` as message `M` and requires re-encoding to give the same bytes: a field
 * tronweb's definitions do not know (dropped on decode), a repeated scalar (last one wins) or
 * any other non-canonical encoding could mean something to java-tron that the check below
 * never saw.
 */
function canonical<M extends PbMessage>(decode: (b: Uint8Array) => M, bytes: Uint8Array, field: string): M {
  let m: M;
  try {
    m = decode(bytes);
  } catch {
    throw new AppError('BAD_INPUT', 'unsigned tx does not decode');
  }
  if (hex.encode(m.serializeBinary()) !== hex.encode(bytes)) throw mismatch(field);
  return m;
}

function contractOf(P: TronProtos, type: TronContractName, value: Uint8Array): TronContract {
  const owner = (m: PbOwnerOnly) => address(m.getOwnerAddress_asU8());
  switch (type) {
    case 'TransferContract': {
      const m = canonical((b) => P.TransferContract.deserializeBinary(b), value, 'encoding');
      return {
        type: 'TransferContract',
        owner: owner(m),
        to: address(m.getToAddress_asU8()),
        amount: int64(m.getAmount(), 'amount'),
      };
    }
    case 'TriggerSmartContract': {
      const m = canonical((b) => P.TriggerSmartContract.deserializeBinary(b), value, 'encoding');
      return {
        type: 'TriggerSmartContract',
        owner: owner(m),
        contractAddress: address(m.getContractAddress_asU8()),
        callValue: int64(m.getCallValue(), 'call_value'),
        callTokenValue: int64(m.getCallTokenValue(), 'call_token_value'),
        tokenId: int64(m.getTokenId(), 'token_id'),
        data: hex.encode(m.getData_asU8()),
      };
    }
    case 'FreezeBalanceV2Contract': {
      const m = canonical((b) => P.FreezeBalanceV2Contract.deserializeBinary(b), value, 'encoding');
      const r = m.getResource();
      return {
        type: 'FreezeBalanceV2Contract',
        owner: owner(m),
        amount: int64(m.getFrozenBalance(), 'amount'),
        resource: RESOURCES[r] ?? r,
      };
    }
    case 'UnfreezeBalanceV2Contract': {
      const m = canonical((b) => P.UnfreezeBalanceV2Contract.deserializeBinary(b), value, 'encoding');
      const r = m.getResource();
      return {
        type: 'UnfreezeBalanceV2Contract',
        owner: owner(m),
        amount: int64(m.getUnfreezeBalance(), 'amount'),
        resource: RESOURCES[r] ?? r,
      };
    }
    case 'VoteWitnessContract': {
      const m = canonical((b) => P.VoteWitnessContract.deserializeBinary(b), value, 'encoding');
      return {
        type: 'VoteWitnessContract',
        owner: owner(m),
        votes: m.getVotesList().map((v) => ({
          address: address(v.getVoteAddress_asU8()),
          count: int64(v.getVoteCount(), 'votes'),
        })),
        support: m.getSupport(),
      };
    }
    case 'WithdrawExpireUnfreezeContract':
      return {
        type: 'WithdrawExpireUnfreezeContract',
        owner: owner(
          canonical((b) => P.WithdrawExpireUnfreezeContract.deserializeBinary(b), value, 'encoding'),
        ),
      };
    case 'WithdrawBalanceContract':
      return {
        type: 'WithdrawBalanceContract',
        owner: owner(canonical((b) => P.WithdrawBalanceContract.deserializeBinary(b), value, 'encoding')),
      };
  }
}

/**
 * Decodes main's `raw_data_hex` with tronweb's protobuf classes. Only a plain transaction with
 * exactly one contract of a type the signer knows, signed by the owner permission (0), with no
 * authorities or scripts, passes; everything the intent check needs comes out of the bytes.
 */
export function decodeRaw(rawDataHex: string): DecodedTronTx {
  // signTransfer's schema makes it a string; @scure's hex reads either case
  if (!/^([0-9a-fA-F]{2})+$/.test(rawDataHex)) throw new AppError('BAD_INPUT', 'unsigned tx is not hex');
  const P = tronProtos();
  const rawBytes = hex.decode(rawDataHex);
  const raw = canonical((b) => P.Transaction.raw.deserializeBinary(b), rawBytes, 'encoding');
  const contracts = raw.getContractList();
  if (contracts.length !== 1) throw mismatch('contract count');
  if (raw.getAuthsList().length > 0 || raw.getScripts_asU8().length > 0) throw mismatch('raw_data');
  const c = contracts[0]!;
  if (c.getPermissionId() !== 0) throw mismatch('permission_id');
  if (c.getProvider_asU8().length > 0 || c.getContractname_asU8().length > 0) throw mismatch('contract');
  const name = TRON_CONTRACTS[c.getType() as keyof typeof TRON_CONTRACTS];
  if (!name) throw mismatch('contract type');
  const any = c.getParameter();
  if (!any || any.getTypeUrl() !== `type.googleapis.com/protocol.${name}`) throw mismatch('type_url');
  return {
    contract: contractOf(P, name, any.getValue_asU8()),
    feeLimit: int64(raw.getFeeLimit(), 'feeLimit'),
    expiration: raw.getExpiration(),
    data: hex.encode(raw.getData_asU8()),
    rawBytes,
  };
}
