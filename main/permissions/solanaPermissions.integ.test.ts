// Solana delegates on the permissions page, against litesvm behind the JSON-RPC facade (real
// Token and Token-2022 programs): a delegate approved from the wallet's own key is listed with
// its amount, its Revoke is prepared by the family, passes the real signer's checks, lands, and
// the delegate is gone from the list and from the chain.
import {
  createApproveInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID,
} from '@solana/spl-token';
import { Keypair, PublicKey, Transaction } from '@solana/web3.js';
import { mnemonicToSeedSync } from '@scure/bip39';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSolanaFacade, type SolanaFacade } from '../../test/solana/facade';
import { signSolanaWithRealSigner } from '../../test/solana/realSigner';
import { ABANDON, abandonKey, slip10Ed25519, type TestKey } from '../../test/solana/testWallet';
import type { CoinRef, WalletFamily } from '../chains/family';
import { createSolanaWalletFamily } from '../chains/solana/walletFamily';
import { createHttp } from '../net/http';

const SOL = 1_000_000_000n;
let f: SolanaFacade;
let family: WalletFamily;
let wallet: TestKey;
let owner: Keypair;
let mint: string;
let mint22: string;
const DELEGATE = Keypair.generate().publicKey;
const OTHER = Keypair.generate().publicKey;

const coin = (): CoinRef => ({
  walletId: 'w',
  chainName: 'solana',
  symbol: 'SOL',
  decimals: 9,
  address: wallet.address,
  path: "m/44'/501'/0'/0'",
});

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const r = await fetch(f.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await r.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result as T;
}

/** The dapp's grant: Approve signed by the wallet's own key, landed through the node. */
async function approve(account: PublicKey, delegate: PublicKey, amount: bigint, program?: PublicKey) {
  const { value } = await rpc<{ value: { blockhash: string } }>('getLatestBlockhash', [{}]);
  const tx = new Transaction({ feePayer: owner.publicKey, recentBlockhash: value.blockhash }).add(
    createApproveInstruction(account, delegate, owner.publicKey, amount, [], program),
  );
  tx.sign(owner);
  await rpc('sendTransaction', [tx.serialize().toString('base64'), { encoding: 'base64' }]);
}

beforeAll(async () => {
  f = await startSolanaFacade();
  wallet = abandonKey(0);
  owner = Keypair.fromSeed(slip10Ed25519(mnemonicToSeedSync(ABANDON), [44, 501, 0, 0]));
  expect(owner.publicKey.toBase58()).toBe(wallet.address);
  f.airdrop(wallet.address, 10n * SOL);
  mint = await f.createMint(6);
  mint22 = await f.createMint(9, { token2022: true });
  await f.mintTo(mint, wallet.address, 5_000_000n);
  await f.mintTo(mint22, wallet.address, 7n * SOL);
  family = createSolanaWalletFamily({
    network: 'local',
    local: { rpcUrl: f.url },
    http: createHttp({ backoffMs: 0, retries: 0 }),
  });
  const me = new PublicKey(wallet.address);
  await approve(getAssociatedTokenAddressSync(new PublicKey(mint), me), DELEGATE, 1_250_000n);
  await approve(
    getAssociatedTokenAddressSync(new PublicKey(mint22), me, false, TOKEN_2022_PROGRAM_ID),
    OTHER,
    2n * SOL,
    TOKEN_2022_PROGRAM_ID,
  );
}, 60_000);

afterAll(async () => {
  await f?.close();
});

describe('Solana delegates', () => {
  it('lists each delegated token account with its mint, delegate and amount', async () => {
    const grants = await family.permissions!.list(coin());
    expect(grants).toHaveLength(2);
    expect(grants).toContainEqual(
      expect.objectContaining({
        kind: 'delegate',
        asset: getAssociatedTokenAddressSync(new PublicKey(mint), new PublicKey(wallet.address)).toBase58(),
        token: mint,
        decimals: 6,
        spender: DELEGATE.toBase58(),
        amount: 1_250_000n,
        revocable: true,
      }),
    );
    expect(grants).toContainEqual(
      expect.objectContaining({ token: mint22, spender: OTHER.toBase58(), amount: 2n * SOL }),
    );
  });

  it('revokes both: each Revoke passes the real signer, lands, and the list is empty', async () => {
    const grants = (await family.permissions!.list(coin())) ?? [];
    const targets = grants.map((g) => ({
      chainName: 'solana',
      kind: 'delegate' as const,
      asset: g.asset,
      spender: g.spender,
    }));
    const prepared = await family.permissions!.prepareRevokes(coin(), targets);
    expect(prepared.map((p) => p.intent)).toEqual(
      grants.map((g) =>
        expect.objectContaining({ kind: 'revokeDelegate', to: g.asset, amount: '0', mint: g.token }),
      ),
    );
    for (const p of prepared) {
      const signed = signSolanaWithRealSigner(p.unsigned, p.intent, wallet.index);
      const { hash, pending } = await family.broadcast(coin(), signed);
      expect(await family.status(coin(), hash, pending)).toBe('confirmed');
    }
    expect(await family.permissions!.list(coin())).toEqual([]);
  });

  it('refuses a revoke of a delegate that is no longer set', async () => {
    const account = getAssociatedTokenAddressSync(
      new PublicKey(mint),
      new PublicKey(wallet.address),
    ).toBase58();
    await expect(
      family.permissions!.prepareRevokes(coin(), [
        { chainName: 'solana', kind: 'delegate', asset: account, spender: DELEGATE.toBase58() },
      ]),
    ).rejects.toMatchObject({ code: 'RULE' });
  });
});
