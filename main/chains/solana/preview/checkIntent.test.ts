/**
 * The intent check of the wallet's own Solana sends, from account bytes before and after: each
 * difference it names, and the honest sends it lets through.
 */
import { base58 } from '@scure/base';
import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import type { PreviewPermission } from '../../../../shared/preview/txPreview';
import { checkSolanaIntent, type CheckIntentParams, type SolanaPreviewIntent } from './checkIntent';
import type { RawAccount } from './types';

const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const SYSTEM = '11111111111111111111111111111111';
const key = () => Keypair.generate().publicKey.toBase58();
const [ME, BOB, EVE, MINT, OTHER_MINT] = [key(), key(), key(), key(), key()];
const [MY_ATA, BOB_ATA, EVE_ATA, MY_OTHER] = [key(), key(), key(), key()];
const FEE = 5000n;

const sol = (lamports: bigint): RawAccount => ({ lamports, owner: SYSTEM, data: new Uint8Array() });
function tokenAccount(mint: string, owner: string, amount: bigint): RawAccount {
  const data = new Uint8Array(165);
  data.set(base58.decode(mint), 0);
  data.set(base58.decode(owner), 32);
  new DataView(data.buffer).setBigUint64(64, amount, true);
  return { lamports: 2_039_280n, owner: TOKEN, data };
}

type State = Record<string, RawAccount | null>;
function params(
  intent: SolanaPreviewIntent,
  pre: State,
  post: State,
  permissions: PreviewPermission[] = [],
): CheckIntentParams {
  const keys = [...new Set([...Object.keys(pre), ...Object.keys(post)])];
  const map = (s: State) => new Map(keys.map((k) => [k, s[k] ?? null]));
  return {
    intent,
    wallet: ME,
    keys,
    pre: map(pre),
    post: map(post),
    fee: FEE,
    permissions,
    decimalsOf: (m) => (m === OTHER_MINT ? 3 : null),
  };
}

const SOL_INTENT: SolanaPreviewIntent = {
  asset: 'native',
  symbol: 'SOL',
  decimals: 9,
  amount: 250_000_000n,
  to: BOB,
  rent: 0n,
};
const TKN_INTENT: SolanaPreviewIntent = {
  asset: MINT,
  symbol: 'TKN',
  decimals: 6,
  amount: 10_000_000n,
  to: BOB,
  rent: 0n,
};

/** SOL: ME pays `sent` + fee, BOB gets `got`. */
const solSend = (sent: bigint, got: bigint, extra: { pre?: State; post?: State } = {}) =>
  [
    { [ME]: sol(5_000_000_000n), [BOB]: sol(1_000_000_000n), ...extra.pre },
    { [ME]: sol(5_000_000_000n - sent - FEE), [BOB]: sol(1_000_000_000n + got), ...extra.post },
  ] as const;

/** SPL: my account gives `sent`, Bob's account gets `got`, ME's SOL pays the fee and `spent`. */
const tokenSend = (sent: bigint, got: bigint, spent = 0n, extra: { pre?: State; post?: State } = {}) =>
  [
    {
      [ME]: sol(5_000_000_000n),
      [MY_ATA]: tokenAccount(MINT, ME, 50_000_000n),
      [BOB_ATA]: tokenAccount(MINT, BOB, 3n),
      ...extra.pre,
    },
    {
      [ME]: sol(5_000_000_000n - FEE - spent),
      [MY_ATA]: tokenAccount(MINT, ME, 50_000_000n - sent),
      [BOB_ATA]: tokenAccount(MINT, BOB, 3n + got),
      ...extra.post,
    },
  ] as const;

describe('checkSolanaIntent', () => {
  it('an honest SOL send, and an honest token send, agree', () => {
    expect(checkSolanaIntent(params(SOL_INTENT, ...solSend(250_000_000n, 250_000_000n)))).toBeNull();
    expect(checkSolanaIntent(params(TKN_INTENT, ...tokenSend(10_000_000n, 10_000_000n)))).toBeNull();
    // another token account of the wallet named and left as it was is no difference
    const still = { [MY_OTHER]: tokenAccount(OTHER_MINT, ME, 5_000n) };
    const [pre, post] = tokenSend(10_000_000n, 10_000_000n, 0n, { pre: still, post: still });
    expect(checkSolanaIntent(params(TKN_INTENT, pre, post))).toBeNull();
  });

  it('SOL to a new account agrees; a recipient the message does not name gets nothing', () => {
    const [pre, post] = solSend(250_000_000n, 250_000_000n, {
      pre: { [BOB]: null },
      post: { [BOB]: sol(250_000_000n) },
    });
    expect(checkSolanaIntent(params(SOL_INTENT, pre, post))).toBeNull();
    expect(
      checkSolanaIntent(params({ ...SOL_INTENT, to: EVE }, ...solSend(250_000_000n, 250_000_000n))),
    ).toBe('the recipient gets nothing, you asked to send 0.25 SOL');
  });

  it('the recipient gaining another mint is not the recipient getting this one', () => {
    const [pre, post] = tokenSend(10_000_000n, 0n, 0n, {
      pre: { [EVE_ATA]: tokenAccount(OTHER_MINT, BOB, 0n) },
      post: { [EVE_ATA]: tokenAccount(OTHER_MINT, BOB, 10_000_000n) },
    });
    expect(checkSolanaIntent(params(TKN_INTENT, pre, post))).toBe(
      'the recipient gets nothing, you asked to send 10 TKN',
    );
  });

  it('a token send that opens no account though the review said it would', () => {
    const intent = { ...TKN_INTENT, rent: 2_039_280n };
    expect(checkSolanaIntent(params(intent, ...tokenSend(10_000_000n, 10_000_000n)))).toBe(
      'it spends 0 SOL besides the fee, the review says 0.00203928 SOL',
    );
  });

  it('a token send that opens the recipient’s account agrees when it spends exactly the quoted rent', () => {
    const intent = { ...TKN_INTENT, rent: 2_039_280n };
    const [pre, post] = tokenSend(10_000_000n, 10_000_000n, 2_039_280n, {
      pre: { [BOB_ATA]: null },
      post: { [BOB_ATA]: tokenAccount(MINT, BOB, 10_000_000n) },
    });
    expect(checkSolanaIntent(params(intent, pre, post))).toBeNull();
    const [pre2, post2] = tokenSend(10_000_000n, 10_000_000n, 2_039_281n, {
      pre: { [BOB_ATA]: null },
      post: { [BOB_ATA]: tokenAccount(MINT, BOB, 10_000_000n) },
    });
    expect(checkSolanaIntent(params(intent, pre2, post2))).toBe(
      'it spends 0.002039281 SOL besides the fee, the review says 0.00203928 SOL',
    );
  });

  it('SOL: more than asked leaves the wallet, and the recipient gets less', () => {
    expect(checkSolanaIntent(params(SOL_INTENT, ...solSend(250_000_001n, 250_000_000n)))).toBe(
      'it sends 0.250000001 SOL, you asked to send 0.25 SOL',
    );
    expect(checkSolanaIntent(params(SOL_INTENT, ...solSend(250_000_000n, 249_999_999n)))).toBe(
      'the recipient gets 0.249999999 SOL, you asked to send 0.25 SOL',
    );
  });

  it('nothing sent, or the wallet receiving, is named as such', () => {
    expect(checkSolanaIntent(params(SOL_INTENT, ...solSend(0n, 0n)))).toBe(
      'it sends nothing, you asked to send 0.25 SOL; the recipient gets nothing, you asked to send 0.25 SOL',
    );
    expect(checkSolanaIntent(params(SOL_INTENT, ...solSend(-1_000_000n, 0n)))).toBe(
      'it sends nothing (it receives 0.001 SOL), you asked to send 0.25 SOL; the recipient gets nothing, you asked to send 0.25 SOL',
    );
  });

  it('a token that delivers less than it takes (a transfer fee), or takes more', () => {
    expect(checkSolanaIntent(params(TKN_INTENT, ...tokenSend(10_000_000n, 9_900_000n)))).toBe(
      'the recipient gets 9.9 TKN, you asked to send 10 TKN',
    );
    expect(checkSolanaIntent(params(TKN_INTENT, ...tokenSend(10_100_000n, 10_000_000n)))).toBe(
      'it sends 10.1 TKN, you asked to send 10 TKN',
    );
  });

  it('the recipient’s share going to someone else’s account is not the recipient getting it', () => {
    const [pre, post] = tokenSend(10_000_000n, 0n, 0n, {
      pre: { [EVE_ATA]: tokenAccount(MINT, EVE, 0n) },
      post: { [EVE_ATA]: tokenAccount(MINT, EVE, 10_000_000n) },
    });
    expect(checkSolanaIntent(params(TKN_INTENT, pre, post))).toBe(
      'the recipient gets nothing, you asked to send 10 TKN',
    );
  });

  it('another asset of the wallet moving, out or in, is named (SOL from a token send too)', () => {
    const [pre, post] = tokenSend(10_000_000n, 10_000_000n, 0n, {
      pre: { [MY_OTHER]: tokenAccount(OTHER_MINT, ME, 5_000n) },
      post: { [MY_OTHER]: tokenAccount(OTHER_MINT, ME, 0n) },
    });
    expect(checkSolanaIntent(params(TKN_INTENT, pre, post))).toBe(`it also sends 5 of token ${OTHER_MINT}`);
    const [pre2, post2] = solSend(250_000_000n, 250_000_000n, {
      pre: { [MY_ATA]: tokenAccount(MINT, ME, 1n) },
      post: { [MY_ATA]: tokenAccount(MINT, ME, 8n) },
    });
    expect(checkSolanaIntent(params(SOL_INTENT, pre2, post2))).toBe(
      `it also receives 7 base units of token ${MINT}`,
    );
    const [pre3, post3] = tokenSend(10_000_000n, 10_000_000n, -7n);
    expect(checkSolanaIntent(params(TKN_INTENT, pre3, post3))).toBe('it also receives 0.000000007 SOL');
    const [pre4, post4] = tokenSend(10_000_000n, 10_000_000n, 1_000n);
    expect(checkSolanaIntent(params(TKN_INTENT, pre4, post4))).toBe(
      'it spends 0.000001 SOL besides the fee, the review says 0 SOL',
    );
  });

  it('a permission given is named', () => {
    const grant: PreviewPermission = {
      kind: 'approve',
      asset: MINT,
      symbol: null,
      spender: EVE,
      amount: null,
      unlimited: true,
      text: 'x',
    };
    expect(checkSolanaIntent(params(TKN_INTENT, ...tokenSend(10_000_000n, 10_000_000n), [grant]))).toBe(
      `it gives ${EVE} a permission over ${MINT}`,
    );
  });

  it('a send to the wallet itself moves nothing and agrees; the recipient check does not apply', () => {
    const self = { ...SOL_INTENT, to: ME };
    const pre = { [ME]: sol(5_000_000_000n) };
    const post = { [ME]: sol(5_000_000_000n - FEE) };
    expect(checkSolanaIntent(params(self, pre, post))).toBeNull();
    expect(checkSolanaIntent(params(self, pre, { [ME]: sol(5_000_000_000n - FEE - 1n) }))).toBe(
      'it sends 0.000000001 SOL, you asked to send 0.25 SOL',
    );
  });
});
