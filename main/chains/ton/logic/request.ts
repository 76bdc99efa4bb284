import {
  beginCell,
  comment,
  external,
  internal,
  storeMessage,
  storeMessageRelaxed,
  storeOutList,
  type Address,
  type Cell,
  type MessageRelaxed,
  type SendMode,
} from '@ton/core';
import { JETTON_FORWARD_TON, SEND_MODE } from '../constants';
import type { TonWallet } from './walletContracts';

/** W5's opcode of a request signed for an external message ('sign'). */
const V5R1_AUTH_SIGNED_EXTERNAL = 0x7369676e;
/** TEP-74 transfer */
const JETTON_TRANSFER_OP = 0x0f8a7ea5;

/** A TON transfer with its comment. */
export const tonTransferMessage = (
  to: Address,
  value: bigint,
  bounce: boolean,
  text: string,
): MessageRelaxed => internal({ to, value, bounce, body: comment(text) });

/**
 * A jetton transfer: to the wallet's own jetton wallet, `attach` TON for its gas, the jettons to
 * `to`'s owner, the excess back to the wallet, and 1 nanoton forwarded so the recipient's
 * wallet is notified with the comment.
 */
export function jettonTransferMessage(p: {
  jettonWallet: Address;
  attach: bigint;
  amount: bigint;
  to: Address;
  wallet: Address;
  text: string;
  queryId: bigint;
}): MessageRelaxed {
  const body = beginCell()
    .storeUint(JETTON_TRANSFER_OP, 32)
    .storeUint(p.queryId, 64)
    .storeCoins(p.amount)
    .storeAddress(p.to)
    .storeAddress(p.wallet)
    .storeMaybeRef(null)
    .storeCoins(JETTON_FORWARD_TON)
    .storeMaybeRef(comment(p.text))
    .endCell();
  return internal({ to: p.jettonWallet, value: p.attach, bounce: true, body });
}

/** The wallet's signing message for one internal message (v4r2 simple send, or W5's signed external). */
export function signingMessage(
  w: TonWallet,
  seqno: number,
  validUntil: number,
  message: MessageRelaxed,
): Cell {
  const b = beginCell();
  if (w.version === 'v4r2')
    return b
      .storeUint(w.walletId, 32)
      .storeUint(validUntil, 32)
      .storeUint(seqno, 32)
      .storeUint(0, 8)
      .storeUint(SEND_MODE, 8)
      .storeRef(beginCell().store(storeMessageRelaxed(message)))
      .endCell();
  const actions = beginCell()
    .store(storeOutList([{ type: 'sendMsg', mode: SEND_MODE as SendMode, outMsg: message }]))
    .endCell();
  return b
    .storeUint(V5R1_AUTH_SIGNED_EXTERNAL, 32)
    .storeUint(w.walletId, 32)
    .storeUint(validUntil, 32)
    .storeUint(seqno, 32)
    .storeMaybeRef(actions)
    .storeBit(0)
    .endCell();
}

/** The body with a signature of zeros where the wallet expects one: what fee emulation runs. */
export function withBlankSignature(w: TonWallet, signing: Cell): Cell {
  const zero = Buffer.alloc(64);
  const b = beginCell();
  return w.version === 'v4r2'
    ? b.storeBuffer(zero).storeSlice(signing.beginParse()).endCell()
    : b.storeSlice(signing.beginParse()).storeBuffer(zero).endCell();
}

/** What main hands the signer: the external message to the wallet (with its init on the first send), body unsigned. */
export function unsignedExternal(w: TonWallet, deploy: boolean, signing: Cell): string {
  const m = external({ to: w.address, body: signing, ...(deploy ? { init: w.init } : {}) });
  return beginCell().store(storeMessage(m)).endCell().toBoc().toString('base64');
}
