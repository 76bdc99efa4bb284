// Unsigned TON wallet requests built the way wallets build them: the signing message comes from
// @ton/ton's own WalletContractV4 / WalletContractV5R1 `createTransfer` (its signer callback hands
// us the cell it would sign), wrapped in the external message main sends the signer. Hostile
// edits build the same shapes with other values.
import type { Address } from '@ton/core';
import {
  beginCell,
  comment,
  external,
  internal,
  SendMode,
  storeMessage,
  storeMessageRelaxed,
  storeOutList,
  type Cell,
  type OutAction,
  type StateInit,
  type MessageRelaxed,
} from '@ton/core';
import { JettonWallet } from '@ton-community/assets-sdk/dist/jetton/JettonWallet';
import { WalletContractV4 } from '@ton/ton/dist/wallets/v4/WalletContractV4';
import { WalletContractV5R1 } from '@ton/ton/dist/wallets/v5r1/WalletContractV5R1';

import { jettonWalletInit } from '../../shared/chains/ton/jettonWallets';

export type Version = 'v4r2' | 'v5r1';

export function walletContract(version: Version, publicKey: Uint8Array, network = 'mainnet') {
  const key = Buffer.from(publicKey);
  return version === 'v4r2'
    ? WalletContractV4.create({ workchain: 0, publicKey: key })
    : WalletContractV5R1.create({
        publicKey: key,
        walletId: { networkGlobalId: network === 'mainnet' ? -239 : -3 },
      });
}

export interface Request {
  version: Version;
  publicKey: Uint8Array;
  seqno?: number;
  /** unix seconds */
  validUntil?: number;
  messages: MessageRelaxed[];
  sendMode?: SendMode;
  deploy?: boolean;
  network?: string;
}

/** The signing message @ton/ton would have signed for this request. */
export async function signingCell(r: Request): Promise<Cell> {
  const w = walletContract(r.version, r.publicKey, r.network);
  let captured: Cell | null = null;
  const signer = (cell: Cell) => {
    captured = cell;
    return Promise.resolve(Buffer.alloc(64));
  };
  const args = {
    seqno: r.seqno ?? 0,
    signer,
    messages: r.messages,
    sendMode: r.sendMode ?? SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS,
    timeout: r.validUntil ?? Math.floor(Date.now() / 1000) + 60,
  };
  if (w instanceof WalletContractV4) await w.createTransfer(args);
  else await w.createTransfer(args);
  return captured!;
}

/** The external message main sends the signer: to `to` (the wallet), with the wallet's init when deploying. */
export function wrap(body: Cell, to: Address, init?: StateInit | null): string {
  const m = external({ to, body, ...(init ? { init } : {}) });
  return beginCell().store(storeMessage(m)).endCell().toBoc().toString('base64');
}

export async function unsignedTransfer(r: Request): Promise<string> {
  const w = walletContract(r.version, r.publicKey, r.network);
  return wrap(await signingCell(r), w.address, r.deploy ? w.init : null);
}

export const tonMessage = (to: string | Address, value: bigint, text?: string, bounce = false) =>
  internal({ to, value, bounce, ...(text !== undefined ? { body: comment(text) } : {}) });

export interface JettonTransferBody {
  amount: bigint;
  destination: Address;
  response: Address | null;
  forwardTon?: bigint;
  text?: string;
  customPayload?: Cell;
  op?: number;
  /** the comment inline instead of in a ref */
  inline?: boolean;
}

/** TEP-74 transfer body. */
export function jettonBody(b: JettonTransferBody): Cell {
  const payload = b.text !== undefined ? comment(b.text) : null;
  const c = beginCell()
    .storeUint(b.op ?? 0x0f8a7ea5, 32)
    .storeUint(0, 64)
    .storeCoins(b.amount)
    .storeAddress(b.destination)
    .storeAddress(b.response)
    .storeMaybeRef(b.customPayload ?? null)
    .storeCoins(b.forwardTon ?? 1n);
  if (b.inline && payload) c.storeBit(0).storeSlice(payload.beginParse());
  else c.storeMaybeRef(payload);
  return c.endCell();
}

/** A v4 signing message written by hand, for fields createTransfer will not write wrong. */
export function rawV4(f: {
  walletId: number;
  validUntil: number;
  seqno: number;
  op?: number;
  messages: { mode: number; message: MessageRelaxed }[];
}): Cell {
  const b = beginCell()
    .storeUint(f.walletId, 32)
    .storeUint(f.validUntil, 32)
    .storeUint(f.seqno, 32)
    .storeUint(f.op ?? 0, 8);
  for (const m of f.messages)
    b.storeUint(m.mode, 8).storeRef(beginCell().store(storeMessageRelaxed(m.message)));
  return b.endCell();
}

/** A W5 signing message written by hand (opcode, extended-action bit, trailing bits). */
export function rawV5(f: {
  op?: number;
  walletId: bigint;
  validUntil: number;
  seqno: number;
  actions: OutAction[];
  extended?: boolean;
  trailing?: boolean;
}): Cell {
  const b = beginCell()
    .storeUint(f.op ?? 0x7369676e, 32)
    .storeUint(f.walletId, 32)
    .storeUint(f.validUntil, 32)
    .storeUint(f.seqno, 32)
    .storeMaybeRef(f.actions.length ? beginCell().store(storeOutList(f.actions)).endCell() : null)
    .storeBit(f.extended ?? false);
  if (f.trailing) b.storeUint(1, 1);
  return b.endCell();
}

/**
 * The owner's jetton wallet of `master` as an honest main hands it to the signer: the TEP-74
 * wallet code @ton-community/assets-sdk deploys in the sandbox (or `code`), its initial data,
 * the address they hash to, and the intent's `jettonWallet` field.
 */
export function jettonWalletOf(owner: Address, master: Address, code: Cell = JettonWallet.code) {
  const init = jettonWalletInit(code, owner, master);
  if (!init) throw new Error('not a known jetton wallet code');
  return {
    ...init,
    field: { code: init.code.toBoc().toString('base64'), data: init.data.toBoc().toString('base64') },
  };
}
