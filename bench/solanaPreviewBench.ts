// What the Solana preview (issue 32) costs a dapp's review: previewSolanaTx through the
// WalletConnect namespace's own client against the litesvm facade answering each HTTP request
// after 50 ms (a distant node). A SOL transfer and a TransferChecked (mint named) take one
// round trip (getMultipleAccounts + simulateTransaction in one batch); a plain Transfer, whose
// mint the transaction does not name, takes a second for the mint's decimals. The wallet's own
// SOL send: the family's quote alone, then the quote with its preview beside it as the send
// service asks them (one build shared, the simulation one more round trip).
import { Keypair, PublicKey, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js';
import {
  createTransferCheckedInstruction,
  createTransferInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { previewSolanaTx } from '../main/chains/solana';
import type { CoinRef } from '../main/chains/family';
import { createSolanaWalletFamily } from '../main/chains/solana/walletFamily';
import { createHttp } from '../main/net/http';
import { solanaPreviewNode } from '../main/walletconnect/namespaces/solana/previewNode';
import { startSolanaFacade } from '../test/solana/facade';
import { percentile } from './stats';

const DELAY_MS = 50;
const ROUNDS = 15;

export async function benchSolanaPreview(): Promise<Record<string, number | string>> {
  const f = await startSolanaFacade();
  try {
    const wallet = Keypair.generate().publicKey;
    const W = wallet.toBase58();
    f.airdrop(W, 5_000_000_000n);
    const mint = new PublicKey(await f.createMint(6));
    await f.mintTo(mint.toBase58(), W, 1_000_000_000n);
    const bob = Keypair.generate().publicKey;
    await f.mintTo(mint.toBase58(), bob.toBase58(), 1n);
    const [src, dst] = [
      getAssociatedTokenAddressSync(mint, wallet),
      getAssociatedTokenAddressSync(mint, bob),
    ];
    const wire = (ix: TransactionInstruction) =>
      new Transaction({ feePayer: wallet, recentBlockhash: PublicKey.default.toBase58() })
        .add(ix)
        .serialize({ requireAllSignatures: false, verifySignatures: false })
        .toString('base64');
    const cases: Record<string, string> = {
      'SOL transfer': wire(
        SystemProgram.transfer({ fromPubkey: wallet, toPubkey: bob, lamports: 1_000_000 }),
      ),
      'token TransferChecked': wire(createTransferCheckedInstruction(src, mint, dst, wallet, 5_000_000n, 6)),
      'token Transfer (mint not named)': wire(createTransferInstruction(src, dst, wallet, 5_000_000n)),
    };
    const node = solanaPreviewNode({ rpcUrls: [f.url], ownNodeKey: 'solana' });
    f.hooks.delayMs = DELAY_MS;
    const out: Record<string, number | string> = {};
    for (const [label, transaction] of Object.entries(cases)) {
      await previewSolanaTx(node, { transaction, wallet: W, fee: 5000n }); // warm: the module's first load
      const samples: number[] = [];
      const before = f.requests();
      const httpBefore = new Set(before.map((r) => r.http)).size;
      for (let i = 0; i < ROUNDS; i++) {
        const t = performance.now();
        const p = await previewSolanaTx(node, { transaction, wallet: W, fee: 5000n });
        samples.push(performance.now() - t);
        if (p.status !== 'ok') throw new Error(`${label}: ${JSON.stringify(p)}`);
      }
      const http = new Set(f.requests().map((r) => r.http)).size - httpBefore;
      out[`${label}, median`] = `${Math.round(percentile(samples, 50))} ms`;
      out[`${label}, round trips`] = http / ROUNDS;
    }
    Object.assign(out, await ownSend(f, W, bob.toBase58()));
    return out;
  } finally {
    await f.close();
  }
}

/** The review of the wallet's own SOL send: quote alone, and quote with the preview beside it. */
async function ownSend(
  f: Awaited<ReturnType<typeof startSolanaFacade>>,
  W: string,
  to: string,
): Promise<Record<string, number | string>> {
  const family = createSolanaWalletFamily({
    network: 'local',
    local: { rpcUrl: f.url },
    http: createHttp({ backoffMs: 0, retries: 0 }),
  });
  const coin: CoinRef = {
    walletId: 'w',
    chainName: 'solana',
    symbol: 'SOL',
    decimals: 9,
    address: W,
    path: '',
  };
  // a new amount each round: the family shares one build between calls asked together only
  const params = (i: number) => ({
    to,
    amount: 1_000_000n + BigInt(i),
    sendAll: false,
    feeOption: 'Normal' as const,
  });
  const runs: Record<string, (i: number) => Promise<unknown>> = {
    'own SOL send: quote alone': (i) => family.quote(coin, params(i)),
    'own SOL send: quote + preview': async (i) => {
      const [p] = await Promise.all([family.preview!(coin, params(i)), family.quote(coin, params(i))]);
      if (p.status !== 'ok' || p.mismatch !== null) throw new Error(`own send: ${JSON.stringify(p)}`);
    },
  };
  const out: Record<string, number | string> = {};
  let n = 0;
  for (const [label, run] of Object.entries(runs)) {
    await run(n++); // warm
    const samples: number[] = [];
    const httpBefore = new Set(f.requests().map((r) => r.http)).size;
    for (let i = 0; i < ROUNDS; i++) {
      const t = performance.now();
      await run(n++);
      samples.push(performance.now() - t);
    }
    const http = new Set(f.requests().map((r) => r.http)).size - httpBefore;
    out[`${label}, median`] = `${Math.round(percentile(samples, 50))} ms`;
    out[`${label}, round trips`] = http / ROUNDS;
  }
  return out;
}
