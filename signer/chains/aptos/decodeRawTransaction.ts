import {
  AccountAddress,
  Deserializer,
  RawTransaction,
  TransactionPayloadEntryFunction,
  type EntryFunction,
} from '@aptos-labs/ts-sdk';
import { hex } from '@scure/base';
import { AppError } from '../../../shared/errors';

/** The entry functions that move APT from the sender to one recipient, and what each takes. */
export const APTOS_TRANSFER_FUNCTIONS = {
  /** creates the recipient's account when it does not exist yet; the one main builds */
  '0x1::aptos_account::transfer': { typeArgs: [], metadata: false },
  '0x1::aptos_account::transfer_coins': { typeArgs: ['0x1::aptos_coin::AptosCoin'], metadata: false },
  '0x1::coin::transfer': { typeArgs: ['0x1::aptos_coin::AptosCoin'], metadata: false },
  /** APT as a fungible asset: its metadata object is 0xa */
  '0x1::primary_fungible_store::transfer': { typeArgs: ['0x1::fungible_asset::Metadata'], metadata: true },
} as const;
export type AptosTransferFunction = keyof typeof APTOS_TRANSFER_FUNCTIONS;

/** APT's fungible-asset metadata object (AIP-63). */
const APT_METADATA = AccountAddress.A;

/** An APT transfer as the signer reads it from the bytes main sent. */
export interface DecodedAptosTx {
  /** 0x and 64 lower-case hex digits */
  sender: string;
  sequenceNumber: bigint;
  function: AptosTransferFunction;
  to: string;
  /** octas */
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

function transferOf(ef: EntryFunction): { function: AptosTransferFunction; to: string; amount: bigint } {
  const name = `${ef.module_name.address.toString()}::${ef.module_name.name.identifier}::${ef.function_name.identifier}`;
  if (!isTransfer(name)) throw mismatch('function');
  const shape = APTOS_TRANSFER_FUNCTIONS[name];
  const typeArgs = ef.type_args.map((t) => t.toString());
  if (JSON.stringify(typeArgs) !== JSON.stringify(shape.typeArgs)) throw mismatch('type arguments');
  // each argument is its value's BCS bytes, deserialized without a type: read here by shape
  const args = ef.args.map((a) => a.bcsToBytes());
  if (args.length !== (shape.metadata ? 3 : 2)) throw mismatch('arguments');
  // the fungible-asset transfer names the asset first: only APT's own metadata object
  if (shape.metadata && address(args[0]!, 'metadata argument') !== APT_METADATA.toStringLong())
    throw mismatch('metadata');
  const [to, amount] = shape.metadata ? [args[1]!, args[2]!] : [args[0]!, args[1]!];
  return { function: name, to: address(to, 'recipient argument'), amount: u64(amount, 'amount argument') };
}

/**
 * Decodes main's unsigned transaction (hex of a BCS RawTransaction) with the SDK's own
 * Deserializer and refuses anything but one APT transfer: an entry-function payload (no script,
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
