/**
 * Issue 26's attack, end to end on @ton/sandbox: the user approves "20 SCAM to Bob" and the
 * toncenter stand-in answers SCAM's `get_wallet_address` with the user's USDT jetton wallet.
 * Main's real TON family refuses before anything is signed; a main that believes the node
 * anyway (built here from main's own request builders, as the family was before the fix) is
 * refused by the real signer code. Both jetton balances stay where they were, and the honest
 * SCAM send still lands.
 */
import { JettonWallet } from '@ton-community/assets-sdk/dist/jetton/JettonWallet';
import { Address, beginCell } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jettonWalletInit } from '../../../shared/chains/ton/jettonWallets';
import { AppError } from '../../../shared/errors';
import type { SignIntent } from '../../../shared/signer/protocol';
import { abandonTonAccount, signTonWithRealSigner } from '../../../test/ton/realSigner';
import { startTonNode, type TonNode } from '../../../test/ton/tonNode';
import { createHttp } from '../../net/http';
import type { CoinRef, WalletFamily } from '../family';
import { tonConfig } from './config';
import { JETTON_ATTACH, VALID_FOR_S } from './constants';
import type { TonCtx } from './ctx';
import { TON_ERRORS } from './errors';
import { jettonWalletOf, parseAddress, sendingWallet } from './logic';
import { jettonTransferMessage, signingMessage, unsignedExternal } from './logic/request';
import { createTonWalletFamily } from './walletFamily';

const TON = 1_000_000_000n;
const me = abandonTonAccount(0);
const bob = abandonTonAccount(1);
const MINE = Address.parse(me.address);

let node: TonNode;
let family: WalletFamily;
let ctx: TonCtx;
let usdt: string;
let scam: string;

const coin = (jetton: string, symbol: string): CoinRef => ({
  walletId: 'w',
  chainName: 'ton',
  symbol,
  decimals: 6,
  address: me.address,
  publicKey: me.publicKey,
  path: `m/44'/607'/0'`,
  contractAddress: jetton,
});

/** the user's own jetton wallet of `master`, as the minter computes it */
const ownWallet = (master: string) => jettonWalletInit(JettonWallet.code, MINE, Address.parse(master))!;

/** toncenter answering SCAM's get_wallet_address with the user's USDT wallet */
function lieAboutScam(): void {
  const usdtWallet = beginCell().storeAddress(ownWallet(usdt).address).endCell();
  node.lie((path, body, params) => {
    if (path !== '/api/v2/runGetMethod' || params.method !== 'get_wallet_address') return undefined;
    if (!Address.parse(String(params.address)).equals(Address.parse(scam))) return undefined;
    const answer = body as { result: Record<string, unknown> };
    return {
      ...answer,
      result: { ...answer.result, stack: [['slice', { bytes: usdtWallet.toBoc().toString('base64') }]] },
    };
  });
}

async function balances() {
  return Promise.all([
    node.jettonBalance(usdt, me.address),
    node.jettonBalance(scam, me.address),
    node.jettonBalance(usdt, bob.address),
    node.jettonBalance(scam, bob.address),
  ]);
}

/** What main built before the fix: the transfer goes wherever toncenter's get_wallet_address says. */
async function believingMainRequest(intentWallet: { code: string; data: string }) {
  const wallet = await sendingWallet(ctx, { address: me.address, publicKey: me.publicKey });
  const w = wallet.contract;
  const seqno = wallet.deployed ? wallet.seqno : 0;
  const message = jettonTransferMessage({
    jettonWallet: await jettonWalletOf(ctx, parseAddress(scam)!, w.address),
    attach: JETTON_ATTACH,
    amount: 20_000_000n,
    to: parseAddress(bob.address)!,
    wallet: w.address,
    text: 'rent',
    queryId: 1n,
  });
  const signing = signingMessage(w, seqno, Math.floor(Date.now() / 1000) + VALID_FOR_S, message);
  const intent: SignIntent = {
    family: 'ton',
    kind: 'transfer',
    chainName: 'ton',
    from: me.address,
    to: bob.address,
    amount: '20000000',
    feeCap: (JETTON_ATTACH + TON / 10n).toString(),
    walletVersion: 'v4r2',
    memo: { kind: 'text', value: 'rent' },
    jettonMaster: scam,
    jettonWallet: intentWallet,
  };
  return { unsigned: unsignedExternal(w, !wallet.deployed, signing), intent };
}

const field = (init: ReturnType<typeof ownWallet>) => ({
  code: init.code.toBoc().toString('base64'),
  data: init.data.toBoc().toString('base64'),
});

beforeAll(async () => {
  node = await startTonNode();
  await node.fund(me.address, 5n * TON);
  usdt = await node.deployJetton({ name: 'Tether USD', symbol: 'USDT', decimals: 6 });
  scam = await node.deployJetton({ name: 'Scam', symbol: 'SCAM', decimals: 6 });
  await node.mintJetton(usdt, me.address, 50_000_000n);
  await node.mintJetton(scam, me.address, 50_000_000n);
  const http = createHttp({ backoffMs: 0, retries: 0 });
  family = createTonWalletFamily({ network: 'local', local: { toncenterUrl: node.url }, http });
  ctx = { http, config: tonConfig('local', { toncenterUrl: node.url })!, now: Date.now };
}, 120_000);

afterAll(() => node.close());

describe('a toncenter that names the wrong jetton wallet', () => {
  it('main’s TON family refuses to build the transfer; nothing moves', async () => {
    const before = await balances();
    lieAboutScam();
    try {
      const e = await family
        .prepare(coin(scam, 'SCAM'), {
          to: bob.address,
          amount: 20_000_000n,
          sendAll: false,
          feeOption: 'Recommended',
        })
        .then(
          () => null,
          (err: unknown) => err,
        );
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).message).toBe(TON_ERRORS.jettonWalletMismatch);
    } finally {
      node.lie(null);
    }
    expect(await balances()).toEqual(before);
  });

  it('a main that believes it anyway is refused by the signer, whichever state init it hands over', async () => {
    const before = await balances();
    lieAboutScam();
    try {
      // the honest SCAM state init, the message routed to the USDT wallet
      const routed = await believingMainRequest(field(ownWallet(scam)));
      expect(() => signTonWithRealSigner(routed.unsigned, routed.intent)).toThrow(
        expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'jetton wallet' }),
      );
      // the USDT state init passed off as SCAM's, so the hash would match the destination
      const passedOff = await believingMainRequest(field(ownWallet(usdt)));
      expect(() => signTonWithRealSigner(passedOff.unsigned, passedOff.intent)).toThrow(
        expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'jetton wallet data' }),
      );
    } finally {
      node.lie(null);
    }
    expect(await balances()).toEqual(before);
  });

  it('with the honest node, 20 SCAM reach Bob and the USDT stay', async () => {
    const [usdtBefore, scamBefore] = await balances();
    const c = coin(scam, 'SCAM');
    const prepared = await family.prepare(c, {
      to: bob.address,
      amount: 20_000_000n,
      sendAll: false,
      feeOption: 'Recommended',
    });
    const { hash, pending } = await family.broadcast(
      c,
      signTonWithRealSigner(prepared.unsigned, prepared.intent),
    );
    expect(await family.status(c, hash, pending)).toBe('confirmed');
    expect(await balances()).toEqual([usdtBefore, scamBefore! - 20_000_000n, 0n, 20_000_000n]);
  });
});
