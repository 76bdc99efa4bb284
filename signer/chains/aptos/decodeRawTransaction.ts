import {
  AccountAddress,
  Deserializer,
  RawTransaction,
  TransactionPayloadEntryFunction,
  type EntryFunction,
  type TypeTag,
} from '@aptos-labs/ts-sdk';
import { hex } from '@scure/base';
import { APT_COIN_TYPE, COIN_TYPE_PATTERN, type AptosToken } from '../../../shared/chains/aptos/tokens';
import { AppError } from '../../../shared/errors';

/** The entry functions that move one asset from the sender to one recipient, and what each takes. */
export const APTOS_TRANSFER_FUNCTIONS = {
  /** creates the recipient's account when it does not exist yet; the one main builds for APT */
  '0x1::aptos_account::transfer': { typeArgs: 'none', metadata: false },
  /** a coin of type T (APT's AptosCoin, or a token's): the one main builds for a coin token */
  '0x1::aptos_account::transfer_coins': { typeArgs: 'coin', metadata: false },
  /** APT only: it aborts when the recipient has not registered the coin */
  '0x1::coin::transfer': { typeArgs: 'apt', metadata: false },
  /** a fungible asset named by its metadata object (APT's is 0xa): the one main builds for an FA token */
  '0x1::primary_fungible_store::transfer': { typeArgs: 'metadata', metadata: true },
} as const;
export type AptosTransferFunction = keyof typeof APTOS_TRANSFER_FUNCTIONS;

/** APT's fungible-asset metadata object (AIP-63). */
const APT_METADATA = AccountAddress.A.toStringLong();
const FA_METADATA_TYPE = '0x1::fungible_asset::Metadata';

/** A transfer as the signer reads it from the bytes main sent. */
export interface DecodedAptosTx {
  /** 0x and 64 lower-case hex digits */
  sender: string;
  sequenceNumber: bigint;
  function: AptosTransferFunction;
  /** the token moved; null: APT (as a coin or as its fungible asset 0xa) */
  token: AptosToken | null;
  to: string;
  /** base units of what moves: octas for APT */
  amount: bigint;
  maxGasAmount: bigint;
  gasUnitPrice: bigint;
  /** unix seconds */
  expiration: bigint;
  chainId: number;
  raw: RawTransaction;
  bytes: Uint8Array;
}

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);

const isTransfer = (name: string): name is AptosTransferFunction => name in APTOS_TRANSFER_FUNCTIONS;

/** An argument's BCS bytes as an address (32 bytes) or a u64 (8 bytes, little-endian). */
function address(arg: Uint8Array, field: string): string {
  if (arg.length !== 32) throw mismatch(field);
  return `0x${hex.encode(arg)}`;
}
function u64(arg: Uint8Array, field: string): bigint {
  if (arg.length !== 8) throw mismatch(field);
  let v = 0n;
  for (let i = 7; i >= 0; i--) v = (v << 8n) | BigInt(arg[i]!);
  return v;
}

/**
 * The token a transfer's type arguments (and, for a fungible asset, its metadata argument)
 * name: null for APT. A coin's type argument must be one plain struct (no generics, no
 * primitive), in the form the framework writes it, so it compares exactly with the intent's.
 */
function tokenOf(
  kind: (typeof APTOS_TRANSFER_FUNCTIONS)[AptosTransferFunction]['typeArgs'],
  typeArgs: readonly TypeTag[],
  metadata: string | null,
): AptosToken | null {
  const names = typeArgs.map((t) => t.toString());
  if (kind === 'none') {
    if (names.length !== 0) throw mismatch('type arguments');
    return null;
  }
  if (names.length !== 1) throw mismatch('type arguments');
  const name = names[0]!;
  if (kind === 'metadata') {
    if (name !== FA_METADATA_TYPE) throw mismatch('type arguments');
    // (a metadata-taking function always has its metadata argument read)
    return metadata === APT_METADATA ? null : { standard: 'fa', metadata: metadata! };
  }
  // one plain struct: the pattern refuses primitives, vectors and generics alike
  if (!COIN_TYPE_PATTERN.test(name)) throw mismatch('type arguments');
  if (name === APT_COIN_TYPE) return null;
  if (kind === 'apt') throw mismatch('type arguments');
  return { standard: 'coin', coinType: name };
}

function transferOf(ef: EntryFunction): {
  function: AptosTransferFunction;
  token: AptosToken | null;
  to: string;
  amount: bigint;
} {
  const name = `${ef.module_name.address.toString()}::${ef.module_name.name.identifier}::${ef.function_name.identifier}`;
  if (!isTransfer(name)) throw mismatch('function');
  const shape = APTOS_TRANSFER_FUNCTIONS[name];
  // each argument is its value's BCS bytes, deserialized without a type: read here by shape
  const args = ef.args.map((a) => a.bcsToBytes());
  if (args.length !== (shape.metadata ? 3 : 2)) throw mismatch('arguments');
  const metadata = shape.metadata ? address(args[0]!, 'metadata argument') : null;
  const token = tokenOf(shape.typeArgs, ef.type_args, metadata);
  const [to, amount] = shape.metadata ? [args[1]!, args[2]!] : [args[0]!, args[1]!];
  return {
    function: name,
    token,
    to: address(to, 'recipient argument'),
    amount: u64(amount, 'amount argument'),
  };
}

/**
 * Decodes main's unsigned transaction (hex of a BCS RawTransaction) with the SDK's own
 * Deserializer and refuses anything but one transfer of APT or of one token: an entry-function payload (no script,
 * no multisig, no inner payload with a nonce or a multisig address) calling one of the transfer
 * functions above with exactly their arguments, the bytes exactly what the SDK writes for it.
 */
export function decodeRawTransaction(unsignedHex: string): DecodedAptosTx {
  const text = unsignedHex.replace(/^0x/, '');
  if (!/^([0-9a-fA-F]{2})+$/.test(text) || text.length > 8192)
    throw new AppError('BAD_INPUT', 'The unsigned Aptos transaction is not hex');
  // (hex.decode reads either case)
  const bytes = hex.decode(text);
  let raw: RawTransaction;
  try {
    const d = new Deserializer(bytes);
    raw = RawTransaction.deserialize(d);
    d.assertFinished();
  } catch {
    throw mismatch('transaction does not decode');
  }
  // BCS has one encoding per value; a ULEB128 length written long reads the same, so refuse it
  if (hex.encode(raw.bcsToBytes()) !== hex.encode(bytes)) throw mismatch('canonical encoding');
  if (!(raw.payload instanceof TransactionPayloadEntryFunction)) throw mismatch('payload');
  return {
    sender: raw.sender.toStringLong(),
    sequenceNumber: raw.sequence_number,
    ...transferOf(raw.payload.entryFunction),
    maxGasAmount: raw.max_gas_amount,
    gasUnitPrice: raw.gas_unit_price,
    expiration: raw.expiration_timestamp_secs,
    chainId: raw.chain_id.chainId,
    raw,
    bytes,
  };
}
