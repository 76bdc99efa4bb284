/**
 * The Solana family against litesvm behind the JSON-RPC facade (test/solana/facade.ts): real
 * System, Token, Token-2022 and associated-token programs. Transactions are signed by the real
 * signer code (signer/chains/solana through test/solana/realSigner.ts) with the abandon wallet,
 * so every prepared transaction also passes the signer's decode and intent checks.
 */
import { base58 } from '@scure/base';
import { ComputeBudgetInstruction, Keypair, Message, SystemInstruction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSolanaFacade, type SolanaFacade } from '../../../test/solana/facade';
import { signSolanaWithRealSigner } from '../../../test/solana/realSigner';
import { startTokenListServer, type TokenListServer } from '../../../test/solana/tokenListServer';
import { AppError } from '../../../shared/errors';
import { createHttp } from '../../net/http';
import type { CoinRef, Quote, WalletFamily } from '../family';
import { SOLANA_ERRORS } from './errors';
import { abandonKey, type TestKey } from '../../../test/solana/testWallet';
import { createSolanaWalletFamily } from './walletFamily';

/** the rent a quote pays besides its fee to open the recipient's token account */
function rentOf(q: Quote): bigint | undefined {
  const row = q.costs?.find((r) => r.kind === 'rent');
  return row?.kind === 'rent' ? row.amount : undefined;
}

const SOL = 1_000_000_000n;
const RENT_0 = 890_880n; // getMinimumBalanceForRentExemption(0)

let f: SolanaFacade;
let list: TokenListServer;
let family: WalletFamily;
let wallet: TestKey;
let mint: string;
let mint22: string;

const coin = (address: string, token?: { mint: string; symbol: string; decimals: number }): CoinRef => ({
  walletId: 'w',
  chainName: 'solana',
  symbol: token?.symbol ?? 'SOL',
  decimals: token?.decimals ?? 9,
  address,
  path: "m/44'/501'/0'/0'",
  ...(token ? { contractAddress: token.mint } : {}),
});

async function refusal(p: Promise<unknown>): Promise<string> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  return (e as AppError).message;
}

/** prepare → sign → broadcast → one status look */
async function send(from: TestKey, c: CoinRef, to: string, amount: bigint, sendAll = false) {
  const prepared = await family.prepare(c, { to, amount, sendAll, feeOption: 'Recommended' });
  const { hash, pending } = await family.broadcast(
    c,
    signSolanaWithRealSigner(prepared.unsigned, prepared.intent, from.index),
  );
  return { prepared, hash, pending, status: await family.status(c, hash, pending) };
}

const balanceOf = async (c: CoinRef) => (await family.snapshot(c)).balance;
const fresh = () => Keypair.generate().publicKey.toBase58();

beforeAll(async () => {
  f = await startSolanaFacade();
  wallet = abandonKey(0);
  f.airdrop(wallet.address, 10n * SOL);
  mint = await f.createMint(6);
  mint22 = await f.createMint(9, { token2022: true });
  await f.mintTo(mint, wallet.address, 5_000_000n);
  await f.mintTo(mint22, wallet.address, 7n * SOL);
  list = await startTokenListServer([
    { address: mint, name: 'Test Dollar', symbol: 'TUSD', decimals: 6, holders: 10 },
  ]);
  family = createSolanaWalletFamily({
    network: 'local',
    local: { rpcUrl: f.url, tokenListUrl: list.url },
    http: createHttp({ backoffMs: 0, retries: 0 }),
  });
});

afterAll(async () => {
  await f?.close();
  await list?.close();
});

describe('solana family on litesvm', () => {
  it('derives the abandon wallet address of the published vector', () => {
    expect(wallet.address).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk');
  });

  it('reads SOL, Token and Token-2022 balances of many coins in one HTTP request', async () => {
    const other = fresh();
    f.airdrop(other, 3n * SOL);
    const coins = [
      coin(wallet.address),
      coin(wallet.address, { mint, symbol: 'TUSD', decimals: 6 }),
      coin(wallet.address, { mint: mint22, symbol: 'T22', decimals: 9 }),
      coin(other),
      coin(other, { mint, symbol: 'TUSD', decimals: 6 }),
    ];
    const before = f.requests().length;
    const got = await family.balances!(coins);
    const calls = f.requests().slice(before);
    expect(new Set(calls.map((c) => c.http)).size).toBe(1);
    expect(calls.map((c) => c.method).sort()).toEqual([
      'getBalance',
      'getBalance',
      'getTokenAccountsByOwner',
      'getTokenAccountsByOwner',
      'getTokenAccountsByOwner',
      'getTokenAccountsByOwner',
    ]);
    expect(coins.map((c) => got.get(c))).toEqual([10n * SOL, 5_000_000n, 7n * SOL, 3n * SOL, 0n]);
  });

  it('lists history with direction, status and the sender (airdrop in)', async () => {
    const snap = await family.snapshot(coin(wallet.address));
    const airdrop = snap.history.at(-1)!;
    expect(airdrop.amount).toBe((10n * SOL).toString());
    // the faucet's token mints name the wallet but move none of its SOL: token history only
    expect(snap.history.map((h) => h.amount)).toEqual([(10n * SOL).toString()]);
    expect(airdrop.status).toBe('success');
    expect(airdrop.to).toBe(wallet.address);
    const tokenSnap = await family.snapshot(coin(wallet.address, { mint, symbol: 'TUSD', decimals: 6 }));
    expect(tokenSnap.balance).toBe(5_000_000n);
    expect(tokenSnap.history[0]).toMatchObject({
      amount: '5000000',
      status: 'success',
      to: wallet.address,
      contractAddress: mint,
    });
  });

  it('sends SOL: the balance drops by exactly amount + quoted fee, and history shows it out', async () => {
    const to = fresh();
    const c = coin(wallet.address);
    const before = await balanceOf(c);
    const { prepared, hash, status } = await send(wallet, c, to, SOL);
    expect(status).toBe('confirmed');
    expect(prepared.intent).toMatchObject({ family: 'solana', kind: 'transfer', to, amount: SOL.toString() });
    expect(prepared.intent.feeCap).toBe(prepared.quote.fee.toString());
    expect(await balanceOf(c)).toBe(before - SOL - prepared.quote.fee);
    expect(await balanceOf(coin(to))).toBe(SOL);
    const snap = await family.snapshot(c);
    const item = snap.history[0]!;
    expect(item).toMatchObject({
      hash,
      amount: (-SOL).toString(),
      from: wallet.address,
      to,
      status: 'success',
      // the fee the wallet paid, as the node's meta.fee says: what the quote promised
      fee: prepared.quote.fee.toString(),
    });

    // one transaction the node answers oddly is skipped and counted; the rest still show
    let odd = 0;
    f.hooks.lie = (method, result) =>
      method === 'getTransaction' && odd++ === 0 ? { ...(result as object), meta: { fee: 'free' } } : result;
    try {
      const lied = await family.snapshot(c);
      expect(lied.historySkipped).toBe(1);
      expect(lied.history).toEqual(snap.history.slice(1));
    } finally {
      f.hooks.lie = undefined;
    }
  });

  it('sends the whole balance (20,000-lamport rule lets the max send simulate) down to exactly 0', async () => {
    const k = abandonKey(1);
    f.airdrop(k.address, SOL / 2n);
    const c = coin(k.address);
    const bodies: unknown[] = [];
    const base = createHttp({ backoffMs: 0, retries: 0 });
    const recording = createSolanaWalletFamily({
      network: 'local',
      local: { rpcUrl: f.url },
      http: { ...base, json: (url, opts) => (bodies.push(opts?.json), base.json(url, opts)) },
    });
    const quote = await recording.quote(c, {
      to: wallet.address,
      amount: 0n,
      sendAll: true,
      feeOption: 'Normal',
    });
    const sim = bodies.flat().find((b) => (b as { method: string }).method === 'simulateTransaction') as {
      params: [string];
    };
    const simulated = Message.from(Buffer.from(sim.params[0], 'base64').subarray(65));
    const ix = (i: number) => ({
      programId: simulated.accountKeys[simulated.instructions[i]!.programIdIndex]!,
      keys: simulated.instructions[i]!.accounts.map((a) => ({
        pubkey: simulated.accountKeys[a]!,
        isSigner: a === 0,
        isWritable: true,
      })),
      data: Buffer.from(base58.decode(simulated.instructions[i]!.data)),
    });
    // spec §5: the estimate moves 20,000 lamports less, at the spec's 1,400,000-unit limit
    expect(SystemInstruction.decodeTransfer(ix(2)).lamports).toBe(SOL / 2n - 20_000n);
    expect(ComputeBudgetInstruction.decodeSetComputeUnitLimit(ix(0)).units).toBe(1_400_000);
    expect(quote.isMax).toBe(true);
    expect(quote.amount + quote.fee).toBe(SOL / 2n);
    const { status } = await send(k, c, wallet.address, 0n, true);
    expect(status).toBe('confirmed');
    expect(await balanceOf(c)).toBe(0n);
  });

  it('refuses a send that leaves less than the rent-exempt minimum, and one that opens an account with less', async () => {
    const c = coin(wallet.address);
    const bal = await balanceOf(c);
    const dust = await refusal(
      family.quote(c, { to: fresh(), amount: bal - 100_000n, sendAll: false, feeOption: 'Normal' }),
    );
    expect(dust).toBe(SOLANA_ERRORS.leavesDust('0.00089088'));
    const small = await refusal(
      family.quote(c, { to: fresh(), amount: RENT_0 - 1n, sendAll: false, feeOption: 'Normal' }),
    );
    expect(small).toBe(SOLANA_ERRORS.newAccountTooSmall('0.00089088'));
    // an account that exists takes less than the minimum (account 1 was emptied, hence closed, above)
    expect(
      await refusal(
        family.quote(c, { to: abandonKey(1).address, amount: 1_000n, sendAll: false, feeOption: 'Normal' }),
      ),
    ).toBe(SOLANA_ERRORS.newAccountTooSmall('0.00089088'));
    f.airdrop(abandonKey(2).address, SOL);
    const q = await family.quote(c, {
      to: abandonKey(2).address,
      amount: 1_000n,
      sendAll: false,
      feeOption: 'Normal',
    });
    expect(q.amount).toBe(1_000n);
    expect(
      await refusal(family.quote(c, { to: fresh(), amount: bal + 1n, sendAll: false, feeOption: 'Normal' })),
    ).toBe(SOLANA_ERRORS.insufficient('SOL'));
  });

  it('sends an SPL token to a wallet without a token account: creates it, quote shows the rent apart', async () => {
    const to = fresh();
    const c = coin(wallet.address, { mint, symbol: 'TUSD', decimals: 6 });
    const solBefore = await balanceOf(coin(wallet.address));
    const { prepared, status } = await send(wallet, c, to, 1_250_000n);
    expect(status).toBe('confirmed');
    expect(rentOf(prepared.quote)).toBe(2_039_280n); // getMinimumBalanceForRentExemption(165)
    expect(prepared.intent).toMatchObject({ mint, decimals: 6, createsAccount: true, amount: '1250000', to });
    expect(await balanceOf(coin(to, { mint, symbol: 'TUSD', decimals: 6 }))).toBe(1_250_000n);
    expect(await balanceOf(c)).toBe(5_000_000n - 1_250_000n);
    // both sides' token history, owners (not token accounts) as from and to
    const theirs = (await family.snapshot(coin(to, { mint, symbol: 'TUSD', decimals: 6 }))).history[0];
    expect(theirs).toMatchObject({ amount: '1250000', from: wallet.address, to, contractAddress: mint });
    const mine = (await family.snapshot(c)).history[0];
    expect(mine).toMatchObject({ amount: '-1250000', from: wallet.address, to, status: 'success' });
    expect(await balanceOf(coin(wallet.address))).toBe(solBefore - prepared.quote.fee - 2_039_280n);
    // the second send finds the account: no creation, no rent
    const again = await family.quote(c, { to, amount: 1n, sendAll: false, feeOption: 'Normal' });
    expect(rentOf(again)).toBeUndefined();
  });

  it('sends a Token-2022 token (its own program, read from the mint)', async () => {
    const to = fresh();
    const c = coin(wallet.address, { mint: mint22, symbol: 'T22', decimals: 9 });
    const { status, prepared } = await send(wallet, c, to, SOL);
    expect(status).toBe('confirmed');
    expect(rentOf(prepared.quote)).toBeGreaterThan(2_039_280n);
    expect(await balanceOf(coin(to, { mint: mint22, symbol: 'T22', decimals: 9 }))).toBe(SOL);
  });

  it('reports a dropped transaction failed once its blockhash expired, pending before', async () => {
    const c = coin(wallet.address);
    const prepared = await family.prepare(c, {
      to: fresh(),
      amount: SOL,
      sendAll: false,
      feeOption: 'Normal',
    });
    f.hooks.dropSends = true;
    const { hash, pending } = await family.broadcast(
      c,
      signSolanaWithRealSigner(prepared.unsigned, prepared.intent),
    );
    f.hooks.dropSends = false;
    expect(await family.status(c, hash, pending)).toBe('pending');
    f.expireBlockhashes();
    expect(await family.status(c, hash, pending)).toBe('failed');
    expect(family.confirmPolicy).toEqual({ intervalMs: 3000, tries: 5 });
  });

  it('names a custom token from the token list, decimals from the mint; unknown mints by a short form', async () => {
    expect(await family.tokenInfo!('solana', mint)).toEqual({
      contractAddress: mint,
      name: 'Test Dollar',
      symbol: 'TUSD',
      decimals: 6,
    });
    const other = await family.tokenInfo!('solana', mint22);
    expect(other).toMatchObject({
      contractAddress: mint22,
      decimals: 9,
      name: `${mint22.slice(0, 4)}…${mint22.slice(-4)}`,
    });
    expect(await refusal(family.tokenInfo!('solana', wallet.address))).toBe(SOLANA_ERRORS.notMint);
    expect(await refusal(family.tokenInfo!('solana', '0xdAC17F958D2ee523a2206206994597C13D831ec7'))).toBe(
      SOLANA_ERRORS.badMint,
    );
    const hits = await family.searchTokens!('solana', 'dollar', 0, 10);
    expect(hits).toEqual([
      { chainName: 'solana', contractAddress: mint, name: 'Test Dollar', symbol: 'TUSD', decimals: 6 },
    ]);
  });

  it('a lying node: a float lamport balance leaves the coin out, another signature from sendTransaction is refused', async () => {
    const c = coin(wallet.address);
    f.hooks.lie = (method, result) =>
      method === 'getBalance' ? { ...(result as object), value: 1.5 } : result;
    const got = await family.balances!([c]);
    expect(got.has(c)).toBe(false);
    f.hooks.lie = (method, result) =>
      method === 'sendTransaction' ? base58.encode(new Uint8Array(64).fill(7)) : result;
    const prepared = await family.prepare(c, {
      to: fresh(),
      amount: SOL,
      sendAll: false,
      feeOption: 'Normal',
    });
    const err = await family
      .broadcast(c, signSolanaWithRealSigner(prepared.unsigned, prepared.intent))
      .catch((e: unknown) => e);
    f.hooks.lie = undefined;
    expect((err as AppError).message).toBe('The Solana node answered with another transaction signature');
  });
});
