// The attacks each TON signer check stops, as data: a hostile main (or the toncenter it reads)
// builds the external message and writes the intent, and the real signer entry `signTransfer`
// must refuse with INTENT_MISMATCH naming the field. Honest requests come from @ton/ton's own
// wallet classes (test/ton/offlineTransfer); each vector is built inside its test.
import { mnemonicToSeedSync } from '@scure/bip39';
import {
  Address,
  beginCell,
  Cell,
  comment,
  contractAddress,
  Dictionary,
  loadSimpleLibrary,
  storeSimpleLibrary,
  external,
  internal,
  storeMessage,
  storeMessageRelaxed,
  type MessageRelaxed,
  type SendMode,
  type SimpleLibrary,
} from '@ton/core';
import { describe, expect, it, vi } from 'vitest';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import {
  jettonBody,
  jettonWalletOf,
  rawV4,
  rawV5,
  signingCell,
  tonMessage,
  unsignedTransfer,
  walletContract,
  wrap,
  type JettonTransferBody,
} from '../../../test/ton/offlineTransfer';
import { phraseKeys } from '../keys/walletKeys';
import { signTransfer, type Keys } from '../signing';
import { MAX_VALID_AHEAD_S } from './checkIntent';
import { tonSigner } from './index';
import { signTon } from './transferSigner';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = mnemonicToSeedSync(PHRASE);
const PATH = "m/44'/607'/0'";
const account = (i: number) => tonSigner.deriveFromSeed(seed, `m/44'/607'/${i}'`);
const PUB = Buffer.from(account(0).publicKey, 'hex');
const MALLORY_PUB = Buffer.from(account(2).publicKey, 'hex');
const V4 = walletContract('v4r2', PUB);
const V5 = walletContract('v5r1', PUB);
const ME = V4.address.toString({ bounceable: false });
const ME_V5 = V5.address.toString({ bounceable: false });
const BOB = account(1).address; // UQ… non-bounceable form
const BOB_BOUNCEABLE = Address.parse(BOB).toString();
const MALLORY = account(2).address;
const USDT = 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs';
/** another jetton master the wallet holds (any valid address: the signer never asks a node) */
const SCAM = Address.parse(account(3).address).toString();
const OWN_JETTON = jettonWalletOf(V4.address, Address.parse(USDT));
const STABLECOIN = '8f452d7a4dfd74066b682365177259ed05734435be76b5fd4bd5d8af2b7c3d68';
const boc = (c: Cell) => c.toBoc().toString('base64');
/** an exotic library cell (type 2) naming the code by its hash, as USDT's master hands out */
const libraryCell = (hash: Buffer) =>
  new Cell({ exotic: true, bits: beginCell().storeUint(2, 8).storeBuffer(hash).endCell().bits, refs: [] });
const JETTON_WALLET = OWN_JETTON.address;
const MEMO = 'Transfer from Vault Wallet';
const walletKeys: Keys = phraseKeys(seed);
type TonIntent = SignIntentOf<'ton'>;
const now = () => Math.floor(Date.now() / 1000);

const intent = (over: Partial<TonIntent> = {}): TonIntent => ({
  family: 'ton',
  kind: 'transfer',
  chainName: 'ton',
  from: ME,
  to: BOB,
  amount: '500000000',
  feeCap: '20000000',
  walletVersion: 'v4r2',
  memo: { kind: 'text', value: MEMO },
  ...over,
});
const jettonIntent = (over: Partial<TonIntent> = {}) =>
  intent({
    jettonMaster: USDT,
    jettonWallet: OWN_JETTON.field,
    amount: '7000000',
    feeCap: '210000000',
    ...over,
  });

const ton = (over: { to?: string; value?: bigint; text?: string; bounce?: boolean } = {}) =>
  tonMessage(
    over.to ?? BOB,
    over.value ?? 500_000_000n,
    'text' in over ? over.text : MEMO,
    over.bounce ?? false,
  );
const jettonMsg = (
  body: Partial<JettonTransferBody> = {},
  value = 200_000_000n,
  bounce = true,
  to: string | Address = JETTON_WALLET,
): MessageRelaxed =>
  internal({
    to,
    value,
    bounce,
    body: jettonBody({
      amount: 7_000_000n,
      destination: Address.parse(BOB),
      response: V4.address,
      text: MEMO,
      ...body,
    }),
  });
const v4 = (
  messages: MessageRelaxed[],
  over: { sendMode?: number; validUntil?: number; deploy?: boolean } = {},
) => unsignedTransfer({ version: 'v4r2', publicKey: PUB, messages, ...over });
const rawMsg = (m: MessageRelaxed, mode = 3) => ({ mode, message: m });
const WALLET_ID_V4 = 698983191;

const sign = (unsigned: string, approved: TonIntent) =>
  signTransfer({
    chainName: 'ton',
    network: 'mainnet',
    unsigned,
    intent: approved,
    activePath: PATH,
    keys: walletKeys,
    replacing: null,
    history: () => [],
  });

interface RefusalVector {
  name: string;
  input: () => Promise<{ unsigned: string; intent: TonIntent }>;
  field: string | RegExp;
}

const TON_REFUSALS: readonly RefusalVector[] = [
  // ── who signs, and for which contract
  {
    name: 'is not a transfer kind',
    input: async () => ({ unsigned: await v4([ton()]), intent: intent({ kind: 'stake' as never }) }),
    field: 'kind',
  },
  {
    name: 'names a sender that is not the key’s wallet',
    input: async () => ({ unsigned: await v4([ton()]), intent: intent({ from: MALLORY }) }),
    field: 'from',
  },
  {
    name: 'names the v4 wallet while asking for a W5 request',
    input: async () => ({ unsigned: await v4([ton()]), intent: intent({ walletVersion: 'v5r1' }) }),
    field: 'from',
  },
  {
    name: 'sends the request to another wallet contract',
    input: async () => ({
      unsigned: wrap(
        await signingCell({ version: 'v4r2', publicKey: PUB, messages: [ton()] }),
        walletContract('v4r2', MALLORY_PUB).address,
      ),
      intent: intent(),
    }),
    field: 'wallet',
  },
  {
    name: 'deploys another contract’s code and data at the wallet',
    input: async () => ({
      unsigned: wrap(
        await signingCell({ version: 'v4r2', publicKey: PUB, messages: [ton()] }),
        V4.address,
        walletContract('v4r2', MALLORY_PUB).init,
      ),
      intent: intent(),
    }),
    field: 'state init',
  },
  {
    name: 'deploys the wallet’s code and data as a tick-tock special contract',
    input: async () => ({
      unsigned: wrap(await signingCell({ version: 'v4r2', publicKey: PUB, messages: [ton()] }), V4.address, {
        ...V4.init,
        special: { tick: true, tock: false },
      }),
      intent: intent(),
    }),
    field: 'state init',
  },
  ...(
    [
      ['with a split depth', { ...V4.init, splitDepth: 4 }],
      ['with a library', { ...V4.init, libraries: oneLibrary() }],
      ['without its code', { data: V4.init.data }],
      ['without its data', { code: V4.init.code }],
    ] as const
  ).map(([how, init]): RefusalVector => ({
    name: `deploys the wallet ${how}`,
    input: async () => ({
      unsigned: wrap(
        await signingCell({ version: 'v4r2', publicKey: PUB, messages: [ton()] }),
        V4.address,
        init,
      ),
      intent: intent(),
    }),
    field: 'state init',
  })),
  {
    name: 'signs for another wallet_id (a subwallet)',
    input: async () => ({
      unsigned: wrap(
        rawV4({ walletId: WALLET_ID_V4 + 1, validUntil: now() + 60, seqno: 0, messages: [rawMsg(ton())] }),
        V4.address,
      ),
      intent: intent(),
    }),
    field: 'wallet_id',
  },
  {
    name: 'has expired',
    input: async () => ({ unsigned: await v4([ton()], { validUntil: now() - 1 }), intent: intent() }),
    field: 'valid_until',
  },
  {
    name: 'stays valid for days (replayable long after)',
    input: async () => ({
      unsigned: await v4([ton()], { validUntil: now() + MAX_VALID_AHEAD_S + 60 }),
      intent: intent(),
    }),
    field: 'valid_until',
  },
  {
    name: 'adds a second message',
    input: async () => ({ unsigned: await v4([ton(), ton({ to: MALLORY })]), intent: intent() }),
    field: 'messages',
  },
  {
    name: 'carries no message',
    input: async () => ({ unsigned: await v4([]), intent: intent() }),
    field: 'messages',
  },
  {
    name: 'sends with mode 128 (the whole balance)',
    input: async () => ({ unsigned: await v4([ton()], { sendMode: 128 }), intent: intent() }),
    field: 'send mode',
  },
  {
    name: 'is an external-out message, not a transfer',
    input: async () => ({
      unsigned: wrap(
        rawV4({
          walletId: WALLET_ID_V4,
          validUntil: now() + 60,
          seqno: 0,
          messages: [
            rawMsg({
              info: { type: 'external-out', dest: null, createdLt: 0n, createdAt: 0 },
              body: comment(MEMO),
            }),
          ],
        }),
        V4.address,
      ),
      intent: intent(),
    }),
    field: 'message type',
  },
  {
    name: 'deploys a contract at the recipient',
    input: async () => ({
      unsigned: await v4([
        internal({
          to: BOB,
          value: 500_000_000n,
          bounce: false,
          init: walletContract('v4r2', MALLORY_PUB).init,
          body: comment(MEMO),
        }),
      ]),
      intent: intent(),
    }),
    field: 'message state init',
  },
  {
    name: 'marks the message as bounced',
    input: async () => {
      const m = ton();
      if (m.info.type === 'internal') m.info.bounced = true;
      return { unsigned: await v4([m]), intent: intent() };
    },
    field: 'flags',
  },
  {
    name: 'allows instant hypercube routing (ihr_disabled off)',
    input: async () => {
      const m = ton();
      if (m.info.type === 'internal') m.info.ihrDisabled = false;
      return { unsigned: await v4([m]), intent: intent() };
    },
    field: 'flags',
  },
  {
    name: 'attaches extra currencies',
    input: async () => ({
      unsigned: await v4([
        internal({
          to: BOB,
          value: 500_000_000n,
          bounce: false,
          extracurrency: { 100: 5n },
          body: comment(MEMO),
        }),
      ]),
      intent: intent(),
    }),
    field: 'extra currencies',
  },
  // ── a TON transfer held to the approved one
  {
    name: 'pays another recipient',
    input: async () => ({ unsigned: await v4([ton({ to: MALLORY })]), intent: intent() }),
    field: 'to',
  },
  {
    name: 'sends another amount',
    input: async () => ({ unsigned: await v4([ton({ value: 500_000_001n })]), intent: intent() }),
    field: 'amount',
  },
  {
    name: 'bounces to an address given as non-bounceable',
    input: async () => ({ unsigned: await v4([ton({ bounce: true })]), intent: intent() }),
    field: 'bounce',
  },
  {
    name: 'changes the comment',
    input: async () => ({ unsigned: await v4([ton({ text: 'pay Mallory' })]), intent: intent() }),
    field: 'memo',
  },
  {
    name: 'drops the approved comment',
    input: async () => ({ unsigned: await v4([ton({ text: undefined })]), intent: intent() }),
    field: 'memo',
  },
  {
    name: 'takes a tag for a comment (same digits)',
    input: async () => ({
      unsigned: await v4([ton({ text: '12345' })]),
      intent: intent({ memo: { kind: 'tag', value: '12345' } }),
    }),
    field: 'memo',
  },
  {
    name: 'carries a body that is not a comment',
    input: async () => ({
      unsigned: await v4([
        internal({
          to: BOB,
          value: 500_000_000n,
          bounce: false,
          body: beginCell().storeUint(7, 32).endCell(),
        }),
      ]),
      intent: intent(),
    }),
    field: 'memo',
  },
  {
    name: 'carries a body of references only where no comment was approved',
    input: async () => ({
      unsigned: await v4([
        internal({
          to: BOB,
          value: 500_000_000n,
          bounce: false,
          body: beginCell().storeRef(comment('x')).endCell(),
        }),
      ]),
      intent: intent({ memo: undefined }),
    }),
    field: 'memo',
  },
  {
    name: 'spells the approved comment without the comment op (its first bytes read as another op)',
    input: async () => ({
      unsigned: await v4([
        internal({
          to: BOB,
          value: 500_000_000n,
          bounce: false,
          body: beginCell().storeStringTail(MEMO).endCell(),
        }),
      ]),
      intent: intent(),
    }),
    field: 'memo',
  },
  {
    name: 'puts another op before the approved comment text',
    input: async () => ({
      unsigned: await v4([
        internal({
          to: BOB,
          value: 500_000_000n,
          bounce: false,
          body: beginCell().storeUint(0x12345678, 32).storeStringTail(MEMO).endCell(),
        }),
      ]),
      intent: intent(),
    }),
    field: 'memo',
  },
  {
    name: 'carries a comment op followed by bits that are no text where no comment was approved',
    input: async () => ({
      unsigned: await v4([
        internal({
          to: BOB,
          value: 500_000_000n,
          bounce: false,
          body: beginCell().storeUint(0, 32).storeUint(5, 4).endCell(),
        }),
      ]),
      intent: intent({ memo: undefined }),
    }),
    field: 'memo',
  },
  // ── a jetton transfer
  {
    name: 'does not bounce the jetton message',
    input: async () => ({ unsigned: await v4([jettonMsg({}, 200_000_000n, false)]), intent: jettonIntent() }),
    field: 'bounce',
  },
  {
    name: 'attaches more TON than the fee cap',
    input: async () => ({ unsigned: await v4([jettonMsg({}, 210_000_001n)]), intent: jettonIntent() }),
    field: 'feeCap',
  },
  {
    name: 'is another jetton operation (a burn)',
    input: async () => ({ unsigned: await v4([jettonMsg({ op: 0x595f07bc })]), intent: jettonIntent() }),
    field: 'jetton op',
  },
  {
    name: 'moves more jettons',
    input: async () => ({ unsigned: await v4([jettonMsg({ amount: 7_000_001n })]), intent: jettonIntent() }),
    field: 'amount',
  },
  {
    name: 'moves the jettons to another owner',
    input: async () => ({
      unsigned: await v4([jettonMsg({ destination: Address.parse(MALLORY) })]),
      intent: jettonIntent(),
    }),
    field: 'to',
  },
  {
    name: 'sends the excess to another address',
    input: async () => ({
      unsigned: await v4([jettonMsg({ response: Address.parse(MALLORY) })]),
      intent: jettonIntent(),
    }),
    field: 'response_destination',
  },
  {
    name: 'sends the excess nowhere',
    input: async () => ({ unsigned: await v4([jettonMsg({ response: null })]), intent: jettonIntent() }),
    field: 'response_destination',
  },
  {
    name: 'adds a custom payload',
    input: async () => ({
      unsigned: await v4([jettonMsg({ customPayload: comment('x') })]),
      intent: jettonIntent(),
    }),
    field: 'custom_payload',
  },
  {
    name: 'forwards TON to the recipient',
    input: async () => ({
      unsigned: await v4([jettonMsg({ forwardTon: 100_000_000n })]),
      intent: jettonIntent(),
    }),
    field: 'forward_ton_amount',
  },
  {
    name: 'changes the jetton comment',
    input: async () => ({ unsigned: await v4([jettonMsg({ text: 'pay Mallory' })]), intent: jettonIntent() }),
    field: 'memo',
  },
  {
    name: 'adds bits after a referenced forward payload',
    input: async () => {
      const body = beginCell()
        .storeSlice(
          jettonBody({
            amount: 7_000_000n,
            destination: Address.parse(BOB),
            response: V4.address,
            text: MEMO,
          }).beginParse(),
        )
        .storeUint(1, 1)
        .endCell();
      return {
        unsigned: await v4([internal({ to: JETTON_WALLET, value: 200_000_000n, bounce: true, body })]),
        intent: jettonIntent(),
      };
    },
    field: 'jetton body',
  },
  {
    name: 'adds a reference after the referenced forward payload',
    input: async () => {
      const body = beginCell()
        .storeSlice(
          jettonBody({
            amount: 7_000_000n,
            destination: Address.parse(BOB),
            response: V4.address,
            text: MEMO,
          }).beginParse(),
        )
        .storeRef(comment('x'))
        .endCell();
      return {
        unsigned: await v4([internal({ to: JETTON_WALLET, value: 200_000_000n, bounce: true, body })]),
        intent: jettonIntent(),
      };
    },
    field: 'jetton body',
  },
  {
    name: 'cuts the jetton body short',
    input: async () => ({
      unsigned: await v4([
        internal({
          to: JETTON_WALLET,
          value: 200_000_000n,
          bounce: true,
          body: beginCell().storeUint(0x0f8a7ea5, 32).endCell(),
        }),
      ]),
      intent: jettonIntent(),
    }),
    field: 'jetton body',
  },
  // ── the decoder
  {
    name: 'is not a BOC',
    input: async () => ({ unsigned: 'bm90IGEgYm9j', intent: intent() }),
    field: 'message: not a BOC',
  },
  {
    name: 'is a BOC that is not a message',
    input: async () => ({
      unsigned: beginCell().storeUint(5, 3).endCell().toBoc().toString('base64'),
      intent: intent(),
    }),
    field: 'message: not a message',
  },
  {
    name: 'cuts the v4 signing message short (a library error, passed on as the reason)',
    input: async () => ({
      unsigned: wrap(beginCell().storeUint(WALLET_ID_V4, 32).endCell(), V4.address),
      intent: intent(),
    }),
    field: /^message: .+/,
  },
  {
    name: 'is an internal message, not an external',
    input: async () => ({
      unsigned: beginCell()
        .store(
          storeMessage({
            ...ton(),
            info: {
              ...(ton().info as Extract<MessageRelaxed['info'], { type: 'internal' }>),
              src: V4.address,
            },
          }),
        )
        .endCell()
        .toBoc()
        .toString('base64'),
      intent: intent(),
    }),
    field: 'message: not an external message',
  },
  {
    name: 'has bits after the external message',
    input: async () => {
      const body = await signingCell({ version: 'v4r2', publicKey: PUB, messages: [ton()] });
      const cell = beginCell()
        .store(storeMessage(external({ to: V4.address, body })))
        .storeUint(1, 1)
        .endCell();
      return { unsigned: cell.toBoc().toString('base64'), intent: intent() };
    },
    field: 'message: trailing bits',
  },
  {
    name: 'writes the external message in another layout than @ton/core’s (body in a ref)',
    input: async () => {
      const body = await signingCell({ version: 'v4r2', publicKey: PUB, messages: [ton()] });
      const cell = beginCell()
        .store(storeMessage(external({ to: V4.address, body }), { forceRef: true }))
        .endCell();
      return { unsigned: cell.toBoc().toString('base64'), intent: intent() };
    },
    field: 'message: not canonical',
  },
  {
    name: 'is a v4 plugin operation, not a simple send',
    input: async () => ({
      unsigned: wrap(
        rawV4({ walletId: WALLET_ID_V4, validUntil: now() + 60, seqno: 0, op: 2, messages: [] }),
        V4.address,
      ),
      intent: intent(),
    }),
    field: 'message: not a simple send',
  },
  {
    name: 'has bits after the v4 messages',
    input: async () => {
      const cell = rawV4({
        walletId: WALLET_ID_V4,
        validUntil: now() + 60,
        seqno: 0,
        messages: [rawMsg(ton())],
      });
      return {
        unsigned: wrap(beginCell().storeSlice(cell.beginParse()).storeUint(3, 2).endCell(), V4.address),
        intent: intent(),
      };
    },
    field: 'message: trailing bits',
  },
  {
    name: 'writes an internal message in another layout (a body that hides bits from the comment check)',
    input: async () => {
      const m = beginCell()
        .store(storeMessageRelaxed(ton(), { forceRef: true }))
        .endCell();
      const cell = beginCell()
        .storeUint(WALLET_ID_V4, 32)
        .storeUint(now() + 60, 32)
        .storeUint(0, 32)
        .storeUint(0, 8)
        .storeUint(3, 8)
        .storeRef(m)
        .endCell();
      return { unsigned: wrap(cell, V4.address), intent: intent() };
    },
    field: 'message: not canonical',
  },
  // ── W5
  {
    name: 'is a W5 request signed for an internal (extension-style) auth',
    input: async () => ({
      unsigned: wrap(
        rawV5({
          op: 0x73696e74,
          walletId: walletIdV5(),
          validUntil: now() + 60,
          seqno: 0,
          actions: [{ type: 'sendMsg', mode: 3 as SendMode, outMsg: ton() }],
        }),
        V5.address,
      ),
      intent: intent({ walletVersion: 'v5r1', from: ME_V5 }),
    }),
    field: 'message: not a signed external request',
  },
  {
    name: 'adds W5 extended actions (an extension that could drain the wallet)',
    input: async () => ({
      unsigned: wrap(
        rawV5({
          walletId: walletIdV5(),
          validUntil: now() + 60,
          seqno: 0,
          actions: [{ type: 'sendMsg', mode: 3 as SendMode, outMsg: ton() }],
          extended: true,
        }),
        V5.address,
      ),
      intent: intent({ walletVersion: 'v5r1', from: ME_V5 }),
    }),
    field: 'message: extended actions',
  },
  {
    name: 'has bits after the W5 request',
    input: async () => ({
      unsigned: wrap(
        rawV5({
          walletId: walletIdV5(),
          validUntil: now() + 60,
          seqno: 0,
          actions: [{ type: 'sendMsg', mode: 3 as SendMode, outMsg: ton() }],
          trailing: true,
        }),
        V5.address,
      ),
      intent: intent({ walletVersion: 'v5r1', from: ME_V5 }),
    }),
    field: 'message: trailing data',
  },
  {
    name: 'has a reference after the W5 request',
    input: async () => {
      const cell = rawV5({
        walletId: walletIdV5(),
        validUntil: now() + 60,
        seqno: 0,
        actions: [{ type: 'sendMsg', mode: 3 as SendMode, outMsg: ton() }],
      });
      return {
        unsigned: wrap(
          beginCell().storeSlice(cell.beginParse()).storeRef(comment('x')).endCell(),
          V5.address,
        ),
        intent: intent({ walletVersion: 'v5r1', from: ME_V5 }),
      };
    },
    field: 'message: trailing data',
  },
  {
    name: 'is a W5 request with no actions',
    input: async () => ({
      unsigned: wrap(
        rawV5({ walletId: walletIdV5(), validUntil: now() + 60, seqno: 0, actions: [] }),
        V5.address,
      ),
      intent: intent({ walletVersion: 'v5r1', from: ME_V5 }),
    }),
    field: 'messages',
  },
  {
    name: 'replaces the W5 code (set_code)',
    input: async () => ({
      unsigned: wrap(
        rawV5({
          walletId: walletIdV5(),
          validUntil: now() + 60,
          seqno: 0,
          actions: [{ type: 'setCode', newCode: comment('x') }],
        }),
        V5.address,
      ),
      intent: intent({ walletVersion: 'v5r1', from: ME_V5 }),
    }),
    field: 'message: out action setCode',
  },
  {
    name: 'signs a W5 request for another wallet_id (testnet’s)',
    input: async () => ({
      unsigned: wrap(
        rawV5({
          walletId: walletIdV5(-3),
          validUntil: now() + 60,
          seqno: 0,
          actions: [{ type: 'sendMsg', mode: 3 as SendMode, outMsg: ton() }],
        }),
        V5.address,
      ),
      intent: intent({ walletVersion: 'v5r1', from: ME_V5 }),
    }),
    field: 'wallet_id',
  },
  // ── where a jetton transfer goes: the signer hashes the jetton wallet's state init itself
  {
    name: 'sends an approved SCAM transfer to the wallet’s USDT jetton wallet (a lying get_wallet_address)',
    input: async () => ({
      unsigned: await v4([jettonMsg()]),
      intent: jettonIntent({
        jettonMaster: SCAM,
        jettonWallet: jettonWalletOf(V4.address, Address.parse(SCAM)).field,
      }),
    }),
    field: 'jetton wallet',
  },
  {
    name: 'sends the jetton transfer (and its TON) to an address that is no jetton wallet',
    input: async () => ({
      unsigned: await v4([jettonMsg({}, 200_000_000n, true, MALLORY)]),
      intent: jettonIntent(),
    }),
    field: 'jetton wallet',
  },
  {
    name: 'approves a jetton transfer without the jetton wallet’s state init',
    input: async () => ({
      unsigned: await v4([jettonMsg()]),
      intent: jettonIntent({ jettonWallet: undefined }),
    }),
    field: 'jetton wallet',
  },
  {
    name: 'hands a state init whose code is no jetton wallet the signer knows (the TON wallet’s own)',
    input: async () => {
      const evil = { code: V4.init.code, data: OWN_JETTON.data };
      return {
        unsigned: await v4([jettonMsg({}, 200_000_000n, true, contractAddress(0, evil))]),
        intent: jettonIntent({ jettonWallet: { ...OWN_JETTON.field, code: boc(V4.init.code) } }),
      };
    },
    field: 'jetton wallet code',
  },
  {
    name: 'hands a library cell naming a code the signer does not know',
    input: async () => ({
      unsigned: await v4([jettonMsg()]),
      intent: jettonIntent({
        jettonWallet: { ...OWN_JETTON.field, code: boc(libraryCell(Buffer.alloc(32, 7))) },
      }),
    }),
    field: 'jetton wallet code',
  },
  {
    name: 'hands a state init whose data names another owner',
    input: async () => {
      const mallorys = jettonWalletOf(Address.parse(MALLORY), Address.parse(USDT));
      return {
        unsigned: await v4([jettonMsg({}, 200_000_000n, true, mallorys.address)]),
        intent: jettonIntent({ jettonWallet: mallorys.field }),
      };
    },
    field: 'jetton wallet data',
  },
  {
    name: 'hands a state init whose data names another master',
    input: async () => {
      const scam = jettonWalletOf(V4.address, Address.parse(SCAM));
      return {
        unsigned: await v4([jettonMsg({}, 200_000_000n, true, scam.address)]),
        intent: jettonIntent({ jettonWallet: scam.field }),
      };
    },
    field: 'jetton wallet data',
  },
  {
    name: 'hands a state init whose data holds a balance (not the wallet’s initial data)',
    input: async () => {
      const data = beginCell()
        .storeCoins(1)
        .storeAddress(V4.address)
        .storeAddress(Address.parse(USDT))
        .storeRef(OWN_JETTON.code)
        .endCell();
      return {
        unsigned: await v4([jettonMsg()]),
        intent: jettonIntent({ jettonWallet: { ...OWN_JETTON.field, data: boc(data) } }),
      };
    },
    field: 'jetton wallet data',
  },
  {
    name: 'hands a jetton wallet code that is no BOC',
    input: async () => ({
      unsigned: await v4([jettonMsg()]),
      intent: jettonIntent({ jettonWallet: { ...OWN_JETTON.field, code: 'AAAA' } }),
    }),
    field: 'jetton wallet',
  },
  {
    name: 'hands jetton wallet data that is no BOC',
    input: async () => ({
      unsigned: await v4([jettonMsg()]),
      intent: jettonIntent({ jettonWallet: { ...OWN_JETTON.field, data: 'AAAA' } }),
    }),
    field: 'jetton wallet',
  },
  {
    name: 'names a jetton master that is no address',
    input: async () => ({
      unsigned: await v4([jettonMsg()]),
      intent: jettonIntent({ jettonMaster: 'not-a-master' }),
    }),
    field: 'jettonMaster',
  },
  {
    name: 'carries a jetton wallet state init with a TON transfer',
    input: async () => ({ unsigned: await v4([ton()]), intent: intent({ jettonWallet: OWN_JETTON.field }) }),
    field: 'jetton wallet',
  },
  // ── bounce follows the address form the user approved, never a node's account state
  {
    name: 'sends to a bounceable address (EQ…) with bounce off',
    input: async () => ({
      unsigned: await v4([ton({ to: BOB_BOUNCEABLE, bounce: false })]),
      intent: intent({ to: BOB_BOUNCEABLE }),
    }),
    field: 'bounce',
  },
  {
    name: 'sends to a raw address with bounce off',
    input: async () => {
      const raw = Address.parse(BOB).toRawString();
      return { unsigned: await v4([ton({ to: raw, bounce: false })]), intent: intent({ to: raw }) };
    },
    field: 'bounce',
  },
  // ── W5's out list re-encoded like v4's messages
  {
    name: 'writes a W5 out-list message in another layout (body in a ref)',
    input: async () => {
      const message = beginCell()
        .store(storeMessageRelaxed(ton(), { forceRef: true }))
        .endCell();
      const outList = beginCell()
        .storeRef(beginCell().endCell())
        .storeUint(0x0ec3c86d, 32)
        .storeUint(3, 8)
        .storeRef(message)
        .endCell();
      const cell = beginCell()
        .storeUint(0x7369676e, 32)
        .storeUint(walletIdV5(), 32)
        .storeUint(now() + 60, 32)
        .storeUint(0, 32)
        .storeMaybeRef(outList)
        .storeBit(false)
        .endCell();
      return { unsigned: wrap(cell, V5.address), intent: intent({ walletVersion: 'v5r1', from: ME_V5 }) };
    },
    field: 'message: not canonical',
  },
];

/** a public library cell in the state init: code the wallet would run that is not its own */
function oneLibrary() {
  const libs = Dictionary.empty(Dictionary.Keys.BigUint(256), {
    serialize: (src: SimpleLibrary, b) => b.store(storeSimpleLibrary(src)),
    parse: (sl) => loadSimpleLibrary(sl),
  });
  const root = comment('library');
  libs.set(BigInt(`0x${root.hash().toString('hex')}`), { public: true, root });
  return libs;
}

function walletIdV5(networkGlobalId = -239): bigint {
  const w = walletContract('v5r1', PUB, networkGlobalId === -239 ? 'mainnet' : 'testnet');
  const s = w.init.data.beginParse();
  s.skip(33);
  return s.loadUintBig(32);
}

describe('TON signer refuses what the user did not approve', () => {
  it('signs the honest requests the vectors are edits of', async () => {
    expect(sign(await v4([ton()]), intent()).hash).toMatch(/^[0-9a-f]{64}$/);
    expect(sign(await v4([jettonMsg()]), jettonIntent()).fee).toBe(200_000_000n);
    expect(
      sign(await v4([ton({ to: BOB_BOUNCEABLE, bounce: true })]), intent({ to: BOB_BOUNCEABLE })).signed,
    ).toBeTruthy();
    expect(sign(await v4([ton({ text: undefined })]), intent({ memo: undefined })).signed).toBeTruthy();
    expect(sign(await v4([jettonMsg({ inline: true })]), jettonIntent()).signed).toBeTruthy();
    // a comment is snake data: its text may start in the next cell, right after the op
    const textInRef = beginCell().storeUint(0, 32).storeRef(beginCell().storeStringTail(MEMO)).endCell();
    expect(
      sign(await v4([internal({ to: BOB, value: 500_000_000n, bounce: false, body: textInRef })]), intent())
        .signed,
    ).toBeTruthy();
    expect(sign(await v4([ton()], { deploy: true }), intent()).detail).toMatchObject({ deploys: true });
    const w5 = await unsignedTransfer({ version: 'v5r1', publicKey: PUB, messages: [ton()], deploy: true });
    expect(sign(w5, intent({ walletVersion: 'v5r1', from: ME_V5 })).detail).toMatchObject({
      walletVersion: 'v5r1',
    });
  });

  for (const v of TON_REFUSALS)
    it(`refuses a request that ${v.name}`, async () => {
      const { unsigned, intent: approved } = await v.input();
      let err: unknown;
      try {
        sign(unsigned, approved);
      } catch (e) {
        err = e;
      }
      expect(err).toMatchObject({ code: 'INTENT_MISMATCH' });
      if (typeof v.field === 'string') expect((err as Error).message).toBe(v.field);
      else expect((err as Error).message).toMatch(v.field);
    });

  it('valid until exactly now: refused; exactly ten minutes ahead: signed (the signer’s clock)', async () => {
    const at = now();
    const first = await v4([ton()], { validUntil: at });
    const last = await v4([ton()], { validUntil: at + MAX_VALID_AHEAD_S });
    const past = await v4([ton()], { validUntil: at + MAX_VALID_AHEAD_S + 1 });
    vi.useFakeTimers({ now: at * 1000, toFake: ['Date'] });
    try {
      expect(() => sign(first, intent())).toThrow(expect.objectContaining({ message: 'valid_until' }));
      expect(sign(last, intent()).hash).toMatch(/^[0-9a-f]{64}$/);
      expect(() => sign(past, intent())).toThrow(expect.objectContaining({ message: 'valid_until' }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('signs a jetton transfer attaching exactly the fee cap, and a bounceable send to a raw address', async () => {
    expect(sign(await v4([jettonMsg({}, 210_000_000n)]), jettonIntent()).fee).toBe(210_000_000n);
    // USDT's wallet: the stablecoin code as a library cell, storage status + balance + owner + master
    const usdt = jettonWalletOf(V4.address, Address.parse(USDT), libraryCell(Buffer.from(STABLECOIN, 'hex')));
    expect(
      sign(
        await v4([jettonMsg({}, 200_000_000n, true, usdt.address)]),
        jettonIntent({ jettonWallet: usdt.field }),
      ).signed,
    ).toBeTruthy();
    const raw = Address.parse(BOB).toRawString();
    expect(sign(await v4([ton({ to: raw, bounce: true })]), intent({ to: raw })).signed).toBeTruthy();
  });

  it('refuses without a sending path, and from a TON-native phrase for now', async () => {
    const unsigned = await v4([ton()]);
    const base = {
      chainName: 'ton',
      network: 'mainnet' as const,
      unsigned,
      intent: intent(),
      keys: walletKeys,
      replacing: null,
      history: () => [],
    };
    const noAddress = expect.objectContaining({ code: 'BAD_INPUT', message: 'no sending address' });
    expect(() => signTon(base)).toThrow(noAddress);
    // '' is an imported key's path: a phrase wallet handed it has no sending address either
    expect(() => signTon({ ...base, activePath: '' })).toThrow(noAddress);
    expect(() => signTon({ ...base, activePath: 'ton-native' })).toThrow(
      expect.objectContaining({
        code: 'BAD_INPUT',
        message: 'Sending from a TON recovery phrase is not available yet',
      }),
    );
    expect(() =>
      signTon({
        ...base,
        activePath: PATH,
        intent: { ...intent(), family: 'solana' } as unknown as TonIntent,
      }),
    ).toThrow(expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'family' }));
  });
});
