import { Address, Cell, type MessageRelaxed, type Slice } from '@ton/core';
import { jettonWalletInit } from '../../../shared/chains/ton/jettonWallets';
import { bounceFor } from '../../../shared/chains/ton/bounce';
import { AppError } from '../../../shared/errors';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import type { DecodedTonTransfer } from './decodeTransfer';
import { sameTonAddress, type TonWallet } from './walletContracts';

export type TonIntent = SignIntentOf<'ton'>;

/** TEP-74 transfer: the op a jetton wallet moves jettons on. */
export const JETTON_TRANSFER_OP = 0x0f8a7ea5;
/** pay the fees apart from the value (1) and skip a failing action rather than the whole request (2) */
export const SEND_MODE = 3;
/**
 * How far ahead a request may stay valid. A signed external can be replayed by whoever holds it
 * until valid_until (the seqno stops only a second landing): main builds 60 s ahead; ten minutes
 * covers building, the user's review and clock skew.
 */
export const MAX_VALID_AHEAD_S = 10 * 60;
/** what a jetton transfer may forward to the recipient's wallet with the notification: 1 nanoton */
export const MAX_FORWARD_TON = 1n;

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);

/** A text comment: op 0 and the UTF-8 tail; an empty cell is no comment; null when it is anything else. */
function commentOf(cell: Slice): string | null | undefined {
  if (cell.remainingBits === 0 && cell.remainingRefs === 0) return undefined;
  if (cell.remainingBits < 32 || cell.loadUint(32) !== 0) return null;
  try {
    return cell.loadStringTail();
  } catch {
    return null;
  }
}

function checkComment(body: Slice, intent: TonIntent): void {
  const memo = intent.memo;
  if (memo && memo.kind !== 'text') throw mismatch('memo');
  if (commentOf(body) !== memo?.value) throw mismatch('memo');
}

function checkTonTransfer(m: MessageRelaxed & { info: { type: 'internal' } }, intent: TonIntent): void {
  if (!sameTonAddress(m.info.dest, intent.to)) throw mismatch('to');
  if (m.info.value.coins !== BigInt(intent.amount)) throw mismatch('amount');
  // `to` parsed above, so its form is known
  if (m.info.bounce !== bounceFor(intent.to)) throw mismatch('bounce');
  checkComment(m.body.beginParse(), intent);
}

/** The root cell of the state init's base64 BOC. */
function initCell(boc: string): Cell {
  try {
    return Cell.fromBase64(boc);
  } catch {
    throw mismatch('jetton wallet');
  }
}

/**
 * The wallet's own jetton wallet of the approved master, from the state init main handed over:
 * a code the signer knows, the data it would write itself for this owner and master, hashed
 * to an address here. A node's `get_wallet_address` is never asked: naming the user's USDT
 * wallet for an approved SCAM transfer would move USDT.
 */
function ownJettonWallet(intent: TonIntent, wallet: Address): Address {
  const init = intent.jettonWallet;
  if (!init) throw mismatch('jetton wallet');
  let master: Address;
  try {
    master = Address.parse(intent.jettonMaster!);
  } catch {
    throw mismatch('jettonMaster');
  }
  const code = initCell(init.code);
  const data = initCell(init.data);
  const own = jettonWalletInit(code, wallet, master);
  if (!own) throw mismatch('jetton wallet code');
  if (!own.data.equals(data)) throw mismatch('jetton wallet data');
  return own.address;
}

/**
 * A jetton transfer goes to the wallet's own jetton wallet of the approved master (the signer
 * hashes its state init itself), moves exactly the approved jettons to the approved owner,
 * returns the excess to the wallet, and attaches no more TON than the approved fee cap.
 */
function checkJettonTransfer(
  m: MessageRelaxed & { info: { type: 'internal' } },
  intent: TonIntent,
  wallet: Address,
): void {
  if (!m.info.dest.equals(ownJettonWallet(intent, wallet))) throw mismatch('jetton wallet');
  if (!m.info.bounce) throw mismatch('bounce');
  if (m.info.value.coins > BigInt(intent.feeCap)) throw mismatch('feeCap');
  const b = m.body.beginParse();
  try {
    if (b.loadUint(32) !== JETTON_TRANSFER_OP) throw mismatch('jetton op');
    b.loadUintBig(64);
    if (b.loadCoins() !== BigInt(intent.amount)) throw mismatch('amount');
    const destination = b.loadAddress();
    if (!sameTonAddress(destination, intent.to)) throw mismatch('to');
    const response = b.loadMaybeAddress();
    if (!response?.equals(wallet)) throw mismatch('response_destination');
    if (b.loadMaybeRef()) throw mismatch('custom_payload');
    const forward = b.loadCoins();
    if (forward > MAX_FORWARD_TON) throw mismatch('forward_ton_amount');
    const payload: Slice = b.loadBit() ? b.loadRef().beginParse() : b;
    checkComment(payload, intent);
    // a comment that passed was read to its end: anything left in the body follows a referenced one
    if (b.remainingBits !== 0 || b.remainingRefs !== 0) throw mismatch('jetton body');
  } catch (e) {
    throw e instanceof AppError ? e : mismatch('jetton body');
  }
}

/**
 * Throws INTENT_MISMATCH naming the first field where main's request differs from what the user
 * approved; returns when it is exactly that, with the TON its one internal message carries.
 * `own` is the key's wallet contract of the intent's version (the signer built it from the key),
 * `now` unix seconds.
 */
export function checkTonIntent(
  tx: DecodedTonTransfer,
  intent: TonIntent,
  own: TonWallet,
  now: number,
): bigint {
  if (intent.kind !== 'transfer') throw mismatch('kind');
  // the sender (`from`) is checked by the caller before decoding: it picks the layout read
  if (!tx.wallet.equals(own.address)) throw mismatch('wallet');
  if (tx.init && !sameInit(tx.init, own.init)) throw mismatch('state init');
  if (tx.walletId !== own.walletId) throw mismatch('wallet_id');
  if (tx.validUntil <= now || tx.validUntil > now + MAX_VALID_AHEAD_S) throw mismatch('valid_until');
  if (tx.messages.length !== 1) throw mismatch('messages');
  const { mode, message } = tx.messages[0]!;
  if (mode !== SEND_MODE) throw mismatch('send mode');
  const info = message.info;
  if (info.type !== 'internal') throw mismatch('message type');
  if (message.init) throw mismatch('message state init');
  if (info.bounced || !info.ihrDisabled) throw mismatch('flags');
  // @ton/core reads an empty extra-currency dictionary as no `other` at all
  if (info.value.other) throw mismatch('extra currencies');
  const m = message as MessageRelaxed & { info: typeof info };
  if (intent.jettonMaster === undefined) {
    if (intent.jettonWallet) throw mismatch('jetton wallet');
    checkTonTransfer(m, intent);
  } else checkJettonTransfer(m, intent, own.address);
  return info.value.coins;
}

/**
 * Exactly the wallet's own code and data: no libraries, no special flags, no other contract.
 * @ton/core's loadStateInit leaves an absent split depth or tick-tock, and an empty library
 * dictionary, undefined.
 */
function sameInit(init: NonNullable<DecodedTonTransfer['init']>, own: { code: Cell; data: Cell }): boolean {
  const plain = init.splitDepth === undefined && init.special === undefined && init.libraries === undefined;
  return plain && !!init.code?.equals(own.code) && !!init.data?.equals(own.data);
}
