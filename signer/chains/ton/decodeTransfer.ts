import {
  beginCell,
  Cell,
  loadMessage,
  loadMessageRelaxed,
  loadOutList,
  storeMessage,
  storeMessageRelaxed,
  storeOutList,
  type Address,
  type MessageRelaxed,
  type StateInit,
} from '@ton/core';
import { AppError } from '../../../shared/errors';
import type { TonWalletVersion } from './walletContracts';

/** W5's opcode of a message signed for an external (the ASCII 'sign'). */
export const V5R1_AUTH_SIGNED_EXTERNAL = 0x7369676e;
/** v4's "simple send" operation: the messages follow as (mode, ^message) pairs. */
const V4_OP_SEND = 0;

/** The external message main built, its body the wallet's signing message, read by the signer itself. */
export interface DecodedTonTransfer {
  /** the wallet contract the external message goes to */
  wallet: Address;
  /** present on the first send: the code and data that deploy the wallet */
  init: StateInit | null;
  /** the cell whose hash is signed */
  signing: Cell;
  walletId: bigint;
  /** unix seconds */
  validUntil: number;
  seqno: number;
  messages: { mode: number; message: MessageRelaxed }[];
}

const malformed = (why: string) => new AppError('INTENT_MISMATCH', `message: ${why}`);

function readV4(cell: Cell): Omit<DecodedTonTransfer, 'wallet' | 'init' | 'signing'> {
  const s = cell.beginParse();
  const walletId = s.loadUintBig(32);
  const validUntil = s.loadUint(32);
  const seqno = s.loadUint(32);
  if (s.loadUint(8) !== V4_OP_SEND) throw malformed('not a simple send');
  const messages: DecodedTonTransfer['messages'] = [];
  while (s.remainingRefs > 0) {
    const mode = s.loadUint(8);
    messages.push({ mode, message: loadRelaxed(s.loadRef()) });
  }
  if (s.remainingBits !== 0) throw malformed('trailing bits');
  return { walletId, validUntil, seqno, messages };
}

function readV5(cell: Cell): Omit<DecodedTonTransfer, 'wallet' | 'init' | 'signing'> {
  const s = cell.beginParse();
  if (s.loadUint(32) !== V5R1_AUTH_SIGNED_EXTERNAL) throw malformed('not a signed external request');
  const walletId = s.loadUintBig(32);
  const validUntil = s.loadUint(32);
  const seqno = s.loadUint(32);
  const outList = s.loadMaybeRef();
  // extended actions (add or remove an extension, signature mode) are never part of a transfer
  if (s.loadBit()) throw malformed('extended actions');
  if (s.remainingBits !== 0 || s.remainingRefs !== 0) throw malformed('trailing data');
  const actions = outList ? loadOutList(outList.beginParse()) : [];
  // as v4's messages: a cell read leniently (an inline body swallows what follows) must be the
  // very cell @ton/core writes back, or the bytes signed are not the ones checked
  if (outList && !beginCell().store(storeOutList(actions)).endCell().equals(outList))
    throw malformed('not canonical');
  const messages: DecodedTonTransfer['messages'] = [];
  for (const a of actions) {
    if (a.type !== 'sendMsg') throw malformed(`out action ${a.type}`);
    messages.push({ mode: a.mode, message: a.outMsg });
  }
  return { walletId, validUntil, seqno, messages };
}

/**
 * One internal message in the canonical form @ton/core writes: an inline body swallows whatever
 * follows it, so "nothing after it" is checked by writing the message again.
 */
function loadRelaxed(cell: Cell): MessageRelaxed {
  const m = loadMessageRelaxed(cell.beginParse());
  if (!beginCell().store(storeMessageRelaxed(m)).endCell().equals(cell)) throw malformed('not canonical');
  return m;
}

/**
 * Reads main's base64 BOC: one external-in message to the wallet, optionally with the state
 * init, whose body is the unsigned signing message of wallet `version`. Anything else is refused.
 */
export function decodeTonTransfer(unsigned: string, version: TonWalletVersion): DecodedTonTransfer {
  let root: Cell;
  try {
    root = Cell.fromBase64(unsigned);
  } catch {
    throw malformed('not a BOC');
  }
  let ext: ReturnType<typeof loadMessage>;
  try {
    ext = loadMessage(root.beginParse());
  } catch {
    // @ton/core's reader: whatever it throws, these bytes are no message
    throw malformed('not a message');
  }
  if (ext.info.type !== 'external-in') throw malformed('not an external message');
  if (!beginCell().store(storeMessage(ext)).endCell().equals(root)) throw malformed('not canonical');
  try {
    const fields = version === 'v4r2' ? readV4(ext.body) : readV5(ext.body);
    return { wallet: ext.info.dest, init: ext.init ?? null, signing: ext.body, ...fields };
  } catch (e) {
    throw e instanceof AppError ? e : malformed((e as Error).message);
  }
}
