/**
 * What the fixture node does with a BCS SignedTransaction: deserializes it with the SDK, checks
 * it the way a node's prologue does (ed25519 signature over the signing message, the public
 * key's authentication key against the sender's, chain id, expiration, sequence number, gas
 * price bound, max gas × price covered), then executes the APT transfer against the ledger:
 * gas charged, the amount moved, the recipient's account created when it does not exist; a
 * token transfer (fungible asset or coin) moves that token's ledger and pays gas in APT.
 */
import {
  AccountAddress,
  Deserializer,
  RAW_TRANSACTION_SALT,
  SignedTransaction,
  TransactionAuthenticatorEd25519,
  TransactionPayloadEntryFunction,
  generateSigningMessage,
  type RawTransaction,
} from '@aptos-labs/ts-sdk';
import { sha3_256 } from '@noble/hashes/sha3.js';
import { hex } from '@scure/base';
import type { AptosLedger, TxJson } from './ledger';
import { faTransferEvents } from './faEvents';

/** The node's refusal: HTTP status and the REST error body. */
export class NodeRefusal extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly vmErrorCode: number | null = null,
  ) {
    super(message);
  }
  body() {
    return { message: this.message, error_code: this.errorCode, vm_error_code: this.vmErrorCode };
  }
}

/** VM validation status codes (aptos-core StatusCode) the fixture can answer. */
const VM = {
  INVALID_SIGNATURE: 1,
  SEQUENCE_NUMBER_TOO_OLD: 3,
  SEQUENCE_NUMBER_TOO_NEW: 4,
  INSUFFICIENT_BALANCE_FOR_TRANSACTION_FEE: 5,
  TRANSACTION_EXPIRED: 6,
  INVALID_AUTH_KEY: 8,
  GAS_UNIT_PRICE_BELOW_MIN_BOUND: 16,
  BAD_CHAIN_ID: 25,
} as const;

const vmError = (name: keyof typeof VM) =>
  new NodeRefusal(400, 'vm_error', `Invalid transaction: Type: Validation Code: ${name}`, VM[name]);

const TRANSACTION_PREFIX = sha3_256(new TextEncoder().encode('APTOS::Transaction'));

export function userTransactionHash(signedBytes: Uint8Array): string {
  return `0x${hex.encode(sha3_256(new Uint8Array([...TRANSACTION_PREFIX, 0, ...signedBytes])))}`;
}

export interface Transfer {
  to: string;
  amount: bigint;
  /** null: APT; else the token's id in the ledger (FA metadata address, or coin type) */
  token: string | null;
  /** the entry function and its type arguments as the REST API writes them */
  function: string;
  typeArgs: string[];
}

const APT_COIN = '0x1::aptos_coin::AptosCoin';
const APT_METADATA = AccountAddress.A.toStringLong();

function u64Of(bytes: Uint8Array): bigint {
  let v = 0n;
  for (let i = 7; i >= 0; i--) v = (v << 8n) | BigInt(bytes[i]!);
  return v;
}

/**
 * The transfer a payload makes: APT (aptos_account::transfer, transfer_coins<AptosCoin>,
 * primary_fungible_store::transfer of 0xa), a coin token (aptos_account::transfer_coins<T>) or
 * a fungible asset (primary_fungible_store::transfer<Metadata>). A node runs anything; this
 * fixture only these, and a token it does not know aborts as the framework would.
 */
function transferOf(ledger: AptosLedger, raw: RawTransaction): Transfer {
  const p = raw.payload;
  if (!(p instanceof TransactionPayloadEntryFunction))
    throw new NodeRefusal(400, 'invalid_input', 'The fixture node runs entry functions only');
  const ef = p.entryFunction;
  const fn = `${ef.module_name.address.toString()}::${ef.module_name.name.identifier}::${ef.function_name.identifier}`;
  const typeArgs = ef.type_args.map((t) => t.toString());
  const args = ef.args.map((a) => a.bcsToBytes());
  const bad = () =>
    new NodeRefusal(400, 'invalid_input', `The fixture node does not run ${fn}<${typeArgs.join(',')}>`);
  let token: string | null;
  let rest: Uint8Array[];
  if (fn === '0x1::aptos_account::transfer' && typeArgs.length === 0) [token, rest] = [null, args];
  else if (fn === '0x1::aptos_account::transfer_coins' && typeArgs.length === 1)
    [token, rest] = [typeArgs[0] === APT_COIN ? null : typeArgs[0]!, args];
  else if (
    fn === '0x1::primary_fungible_store::transfer' &&
    typeArgs.length === 1 &&
    typeArgs[0] === '0x1::fungible_asset::Metadata' &&
    args.length === 3 &&
    args[0]!.length === 32
  ) {
    const meta = `0x${hex.encode(args[0]!)}`;
    [token, rest] = [meta === APT_METADATA ? null : meta, args.slice(1)];
  } else throw bad();
  if (rest.length !== 2) throw bad();
  const [to, amount] = rest as [Uint8Array, Uint8Array];
  if (to.length !== 32 || amount.length !== 8)
    throw new NodeRefusal(400, 'invalid_input', 'Failed to deserialize the transfer arguments');
  if (token !== null && ledger.tokens.get(token)?.standard !== (typeArgs[0] === token ? 'coin' : 'fa'))
    throw new NodeRefusal(400, 'invalid_input', `Unknown token ${token}`);
  return { to: `0x${hex.encode(to)}`, amount: u64Of(amount), token, function: fn, typeArgs };
}

export interface Checked {
  signed: SignedTransaction;
  bytes: Uint8Array;
  hash: string;
  sender: string;
  transfer: Transfer;
}

/**
 * Reads and validates a submitted (mode 'submit': the signature must verify) or simulated
 * (mode 'simulate': it must not, the node's rule) transaction. `pendingFromSender` counts the
 * sender's transactions already in the mempool, which the next sequence number follows.
 */
export function checkSigned(
  ledger: AptosLedger,
  bytes: Uint8Array,
  mode: 'submit' | 'simulate',
  nowS: bigint,
  pendingFromSender: (sender: string) => number,
): Checked {
  let signed: SignedTransaction;
  try {
    const d = new Deserializer(bytes);
    signed = SignedTransaction.deserialize(d);
    d.assertFinished();
  } catch (e) {
    throw new NodeRefusal(
      400,
      'invalid_input',
      `Failed to deserialize input into SignedTransaction: ${String(e)}`,
    );
  }
  const raw = signed.raw_txn;
  const auth = signed.authenticator;
  if (!(auth instanceof TransactionAuthenticatorEd25519))
    throw new NodeRefusal(400, 'invalid_input', 'The fixture node takes single ed25519 authenticators only');
  const message = generateSigningMessage(raw.bcsToBytes(), RAW_TRANSACTION_SALT);
  const valid = auth.public_key.verifySignature({ message, signature: auth.signature });
  if (mode === 'submit' && !valid) throw vmError('INVALID_SIGNATURE');
  if (mode === 'simulate' && valid)
    throw new NodeRefusal(400, 'invalid_input', 'Simulated transactions must not have a valid signature');
  const sender = raw.sender.toStringLong();
  const account = ledger.account(sender);
  // the key must be the account's: its authentication key (the address itself until rotated)
  if (auth.public_key.authKey().derivedAddress().toStringLong() !== (account?.authKey ?? sender))
    throw vmError('INVALID_AUTH_KEY');
  if (raw.chain_id.chainId !== ledger.chainId) throw vmError('BAD_CHAIN_ID');
  if (raw.expiration_timestamp_secs <= nowS) throw vmError('TRANSACTION_EXPIRED');
  const expected = (account?.sequenceNumber ?? 0n) + BigInt(pendingFromSender(sender));
  if (raw.sequence_number < expected) throw vmError('SEQUENCE_NUMBER_TOO_OLD');
  if (raw.sequence_number > expected) throw vmError('SEQUENCE_NUMBER_TOO_NEW');
  if (raw.gas_unit_price < ledger.gas.minGasUnitPrice) throw vmError('GAS_UNIT_PRICE_BELOW_MIN_BOUND');
  if (raw.max_gas_amount * raw.gas_unit_price > (account?.balance ?? 0n))
    throw vmError('INSUFFICIENT_BALANCE_FOR_TRANSACTION_FEE');
  return { signed, bytes, hash: userTransactionHash(bytes), sender, transfer: transferOf(ledger, raw) };
}

export interface Outcome {
  success: boolean;
  vmStatus: string;
  gasUsed: bigint;
}

/** What executing the transfer now would do, without doing it. */
export function outcomeOf(ledger: AptosLedger, c: Checked): Outcome {
  const raw = c.signed.raw_txn;
  const balance = ledger.balance(c.sender);
  const gasUsed = ledger.account(c.transfer.to) ? ledger.gas.transferGas : ledger.gas.createAccountGas;
  if (raw.max_gas_amount < gasUsed)
    return { success: false, vmStatus: 'Out of gas', gasUsed: raw.max_gas_amount };
  const token = c.transfer.token;
  const short =
    token === null
      ? c.transfer.amount + gasUsed * raw.gas_unit_price > balance
      : ledger.tokenBalance(c.sender, token) < c.transfer.amount || gasUsed * raw.gas_unit_price > balance;
  if (short)
    return {
      success: false,
      vmStatus:
        'Move abort in 0x1::coin: EINSUFFICIENT_BALANCE(0x10006): Not enough coins to complete transaction',
      gasUsed: ledger.gas.transferGas,
    };
  return { success: true, vmStatus: 'Executed successfully', gasUsed };
}

/** The REST API's JSON of a user transaction (committed when `version` is given, else simulated). */
export function transactionJson(c: Checked, o: Outcome, version: bigint, timestampUs: bigint): TxJson {
  const raw = c.signed.raw_txn;
  const auth = c.signed.authenticator as TransactionAuthenticatorEd25519;
  return {
    type: 'user_transaction',
    version: version.toString(),
    hash: c.hash,
    state_change_hash: `0x${'00'.repeat(32)}`,
    event_root_hash: `0x${'00'.repeat(32)}`,
    accumulator_root_hash: `0x${'00'.repeat(32)}`,
    gas_used: o.gasUsed.toString(),
    success: o.success,
    vm_status: o.vmStatus,
    changes: [],
    sender: raw.sender.toString(),
    sequence_number: raw.sequence_number.toString(),
    max_gas_amount: raw.max_gas_amount.toString(),
    gas_unit_price: raw.gas_unit_price.toString(),
    expiration_timestamp_secs: raw.expiration_timestamp_secs.toString(),
    payload: {
      type: 'entry_function_payload',
      function: c.transfer.function,
      type_arguments: c.transfer.typeArgs,
      arguments: [
        // the REST API writes an Object<Metadata> argument as { inner: address }
        ...(c.transfer.function === '0x1::primary_fungible_store::transfer'
          ? [{ inner: c.transfer.token ?? APT_METADATA }]
          : []),
        AccountAddress.from(c.transfer.to).toString(),
        c.transfer.amount.toString(),
      ],
    },
    signature: {
      type: 'ed25519_signature',
      public_key: auth.public_key.toString(),
      signature: auth.signature.toString(),
    },
    events: [],
    timestamp: timestampUs.toString(),
  };
}

/** Executes the transfer against the ledger: gas always, the amount and the recipient on success. */
export function apply(ledger: AptosLedger, c: Checked, timestampUs: bigint): TxJson {
  const o = outcomeOf(ledger, c);
  const raw = c.signed.raw_txn;
  const sender = ledger.ensure(c.sender);
  sender.sequenceNumber += 1n;
  sender.balance -= o.gasUsed * raw.gas_unit_price;
  ledger.version += 1n;
  let events: unknown[] = [];
  if (o.success && c.transfer.token !== null) {
    ledger.ensure(c.transfer.to);
    ledger.moveToken(c.transfer.token, c.sender, c.transfer.to, c.transfer.amount);
    if (ledger.tokens.get(c.transfer.token)?.standard === 'fa')
      events = faTransferEvents(c.transfer.token, c.sender, c.transfer.to, c.transfer.amount);
  } else if (o.success) {
    sender.balance -= c.transfer.amount;
    ledger.ensure(c.transfer.to).balance += c.transfer.amount;
    ledger.deposit(c.transfer.to, c.transfer.amount);
  }
  return { ...transactionJson(c, o, ledger.version, timestampUs), events };
}
