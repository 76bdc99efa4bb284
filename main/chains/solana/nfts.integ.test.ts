/**
 * Solana NFTs (issue 28) against litesvm behind the JSON-RPC facade: 0-decimal mints of
 * supply 1 held by the abandon wallet, their Metaplex metadata accounts written in the
 * program's layout (test/solana/metaplexLayout.ts). The facade serves no DAS, so the list takes
 * the plain RPC path; the send is signed by the real signer code and lands on litesvm.
 */
import { Keypair, PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors';
import { startSolanaFacade, type SolanaFacade } from '../../../test/solana/facade';
import { putMetadata } from '../../../test/solana/metaplexLayout';
import { signSolanaWithRealSigner } from '../../../test/solana/realSigner';
import { abandonKey, type TestKey } from '../../../test/solana/testWallet';
import { createHttp } from '../../net/http';
import type { CoinRef, NftSendParams, WalletFamily } from '../family';
import { SOLANA_ERRORS } from './errors';
import { createSolanaWalletFamily } from './walletFamily';

const SOL = 1_000_000_000n;
let f: SolanaFacade;
let family: WalletFamily;
let wallet: TestKey;
let coin: CoinRef;
let ape: string;
let pnft: string;
let bare: string;
const collection = Keypair.generate().publicKey;

const send = (mint: string, to: string, over: Partial<NftSendParams> = {}): NftSendParams => ({
  contractAddress: mint,
  standard: 'splNft',
  tokenId: 0n,
  to,
  amount: 1n,
  feeOption: 'Recommended',
  ...over,
});

async function refusal(p: Promise<unknown>): Promise<string> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  return (e as AppError).message;
}

beforeAll(async () => {
  f = await startSolanaFacade();
  wallet = abandonKey(0);
  f.airdrop(wallet.address, 2n * SOL);
  ape = await f.createMint(0);
  pnft = await f.createMint(0);
  bare = await f.createMint(0);
  const twice = await f.createMint(0);
  const fungible = await f.createMint(6);
  for (const m of [ape, pnft, bare]) await f.mintTo(m, wallet.address, 1n);
  await f.mintTo(twice, wallet.address, 2n); // 2 units: not an NFT
  await f.mintTo(fungible, wallet.address, 1n); // 1 base unit of a 6-decimal token: not an NFT
  putMetadata(f.svm, {
    mint: new PublicKey(ape),
    name: 'Wallet Test Ape #7',
    symbol: 'WTA',
    uri: 'https://example.test/7.json',
    tokenStandard: 0,
    collection: { verified: true, key: collection },
  });
  putMetadata(f.svm, {
    mint: new PublicKey(pnft),
    name: 'Ruled #1',
    symbol: 'RUL',
    uri: 'u',
    tokenStandard: 4,
  });
  family = createSolanaWalletFamily({
    network: 'local',
    local: { rpcUrl: f.url },
    http: createHttp({ backoffMs: 0, retries: 0 }),
  });
  coin = {
    walletId: 'w',
    chainName: 'solana',
    symbol: 'SOL',
    decimals: 9,
    address: wallet.address,
    path: "m/44'/501'/0'/0'",
  };
});

afterAll(async () => {
  await f?.close();
});

describe('Solana NFTs on litesvm', () => {
  it('lists the 0-decimal, amount-1 holdings with their Metaplex metadata: two round trips, the metadata in one getMultipleAccounts', async () => {
    const before = f.requests().length;
    const page = await family.nfts!.list(coin, null);
    const calls = f.requests().slice(before);
    // DAS and the token accounts in one request; the facade has no DAS, so one more: the metadata
    expect(calls.map((c) => c.method)).toEqual([
      'getAssetsByOwner',
      'getTokenAccountsByOwner',
      'getMultipleAccounts',
    ]);
    expect(new Set(calls.map((c) => c.http)).size).toBe(2);
    expect(page!.cursor).toBeNull();
    const byMint = new Map(page!.items.map((i) => [i.contractAddress, i]));
    expect([...byMint.keys()].sort()).toEqual([ape, bare, pnft].sort());
    expect(byMint.get(ape)).toMatchObject({
      standard: 'splNft',
      name: 'Wallet Test Ape #7',
      collection: 'WTA',
      attributes: [
        { trait: 'Symbol', value: 'WTA' },
        { trait: 'Collection (verified)', value: collection.toBase58() },
      ],
      amount: 1n,
      tokenId: 0n,
    });
    expect(byMint.get(pnft)).toMatchObject({ standard: 'programmableNft', name: 'Ruled #1' });
    expect(byMint.get(bare)).toMatchObject({ standard: 'splNft', name: 'Unnamed NFT' });
  });

  it('previews an NFT send on the node: the one item and the new account’s rent leave, nothing else (issue 32)', async () => {
    const to = Keypair.generate().publicKey.toBase58();
    const preview = await family.nfts!.preview!(coin, send(ape, to));
    if (preview.status !== 'ok') throw new Error(`no preview: ${JSON.stringify(preview)}`);
    expect(preview.mismatch).toBeNull();
    expect(preview.send.map((m) => [m.symbol, m.amount])).toEqual([
      ['SOL', '0.00203928'],
      ['NFT', '1'],
    ]);
    expect(preview.receive).toEqual([]);
    expect(preview.permissions).toEqual([]);
    // simulated, not sent: the wallet still holds it
    const still = await family.nfts!.list(coin, null);
    expect(still!.items.map((i) => i.contractAddress)).toContain(ape);
    // what the quote refuses has nothing to simulate, in the quote's words
    expect(await family.nfts!.preview!(coin, send(bare, to, { standard: 'compressedNft' }))).toMatchObject({
      status: 'unavailable',
    });
  });

  it("sends an NFT: TransferChecked of 1 with decimals 0, the recipient's account created (its rent a cost row); it leaves the list", async () => {
    const to = Keypair.generate().publicKey.toBase58();
    const quote = await family.nfts!.quote(coin, send(ape, to));
    const rent = quote.costs?.find((r) => r.kind === 'rent');
    expect(rent).toMatchObject({ kind: 'rent', label: 'Account rent', amount: 2_039_280n });
    const prepared = await family.nfts!.prepare(coin, send(ape, to));
    expect(prepared.intent).toMatchObject({
      kind: 'nftTransfer',
      mint: ape,
      amount: '1',
      decimals: 0,
      createsAccount: true,
      to,
    });
    const signed = signSolanaWithRealSigner(prepared.unsigned, prepared.intent);
    const { hash, pending } = await family.broadcast(coin, signed);
    expect(await family.status(coin, hash, pending)).toBe('confirmed');
    const after = await family.nfts!.list(coin, null);
    expect(after!.items.map((i) => i.contractAddress)).not.toContain(ape);
    const theirs = await family.nfts!.list({ ...coin, address: to }, null);
    expect(theirs!.items.map((i) => [i.contractAddress, i.name])).toEqual([[ape, 'Wallet Test Ape #7']]);
  });

  it('refuses what it cannot send, in words: a programmable NFT (read on chain), a compressed one, one not held', async () => {
    const to = Keypair.generate().publicKey.toBase58();
    // the form says splNft: the family reads the metadata's token standard itself
    expect(await refusal(family.nfts!.quote(coin, send(pnft, to)))).toBe(SOLANA_ERRORS.programmableNft);
    expect(await refusal(family.nfts!.quote(coin, send(bare, to, { standard: 'compressedNft' })))).toBe(
      SOLANA_ERRORS.compressedNft,
    );
    expect(await refusal(family.nfts!.quote(coin, send(ape, to)))).toBe(SOLANA_ERRORS.nftNotHeld);
    expect(await refusal(family.nfts!.quote(coin, send(bare, to, { amount: 2n })))).toBe(
      'An NFT is sent whole',
    );
    expect(await refusal(family.nfts!.quote(coin, send(bare, to, { standard: 'erc721' })))).toBe(
      'A erc721 token is not on Solana',
    );
  });

  it("the real signer refuses main's NFT message under an intent for another recipient, mint or amount", async () => {
    const to = Keypair.generate().publicKey.toBase58();
    const prepared = await family.nfts!.prepare(coin, send(bare, to));
    const other = Keypair.generate().publicKey.toBase58();
    for (const [over, why] of [
      [{ to: other }, "The token transfer pays another account than the recipient's token account"],
      [{ mint: pnft }, 'The token transfer moves another token than the approved one'],
      [{ amount: '2' }, 'An NFT transfer sends exactly 1'],
    ] as const)
      expect(() => signSolanaWithRealSigner(prepared.unsigned, { ...prepared.intent, ...over })).toThrow(why);
  });

  it('sends to a recipient who already has the account: no rent row, no create instruction', async () => {
    const other = abandonKey(1).address;
    f.airdrop(other, SOL);
    // the recipient's associated account for the mint exists already (opened with 0 in it)
    await f.mintTo(bare, other, 0n);
    const prepared = await family.nfts!.prepare(coin, send(bare, other));
    expect(prepared.quote.costs).toBeUndefined();
    expect(prepared.intent).not.toHaveProperty('createsAccount');
    const { hash, pending } = await family.broadcast(
      coin,
      signSolanaWithRealSigner(prepared.unsigned, prepared.intent),
    );
    expect(await family.status(coin, hash, pending)).toBe('confirmed');
  });
});
