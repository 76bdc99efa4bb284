// Solana refresh and signing benchmark: 10 wallets × (SOL + 20 SPL tokens) against the litesvm
// facade answering each HTTP request after 50 ms (a distant RPC node). The family's refresh
// (main/chains/solana through its descriptor), a naive one-call-per-balance loop and one
// round trip run side by side in the same process; ratios, not absolutes. Signing: a SOL
// transfer the family prepared, decoded, checked and signed by the signer's Solana signer,
// beside an EVM transfer through the EVM signer, both from an imported key.
import { Transaction as EvmTransaction, Wallet } from 'ethers';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { Keypair, PublicKey } from '@solana/web3.js';
import type { CoinRef } from '../main/chains/family';
import { createSolanaWalletFamily } from '../main/chains/solana/walletFamily';
import { createHttp } from '../main/net/http';
import { signEvm } from '../signer/chains/evm/transferSigner';
import { importedKeys, phraseKeys } from '../signer/chains/keys/walletKeys';
import { evmAddressOf } from '../signer/chains/evm/sign';
import { withSlip10Key } from '../signer/chains/slip10/slip10';
import { signSolana } from '../signer/chains/solana/transferSigner';
import type { TransferSignParams } from '../signer/chains/types';
import { ANVIL_KEYS } from '../test/evm/anvil';
import { startSolanaFacade } from '../test/solana/facade';
import { percentile } from './stats';

const WALLETS = 10;
const TOKENS = 20;
const DELAY_MS = 50;
const SIGN_ROUNDS = 200;
const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const ME = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk'; // m/44'/501'/0'/0' of ABANDON

type Out = Record<string, number | string>;

async function rpc(url: string, body: unknown): Promise<unknown> {
  const r = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return r.json();
}

/** the raw secp256k1 key at `path`, for the imported-key case (a copy the caller owns) */
function withNodeKey(seed: Uint8Array, path: string): Uint8Array {
  const key = HDKey.fromMasterSeed(seed).derive(path).privateKey;
  if (!key) throw new Error('no key');
  return key;
}

const signRounds = (sign: () => unknown): number => {
  sign(); // warm-up
  const t0 = performance.now();
  for (let i = 0; i < SIGN_ROUNDS; i++) sign();
  return +((performance.now() - t0) / SIGN_ROUNDS).toFixed(3);
};

export async function benchSolana(): Promise<Out> {
  const f = await startSolanaFacade({ delayMs: DELAY_MS });
  try {
    const wallets = Array.from({ length: WALLETS }, () => Keypair.generate().publicKey.toBase58());
    const mints: string[] = [];
    for (let i = 0; i < TOKENS; i++) mints.push(await f.createMint(6));
    for (const w of wallets) {
      f.airdrop(w, 1_000_000_000n);
      for (const m of mints) await f.mintTo(m, w, 1_000_000n);
    }
    const family = createSolanaWalletFamily({
      network: 'local',
      local: { rpcUrl: f.url },
      http: createHttp({ retries: 0 }),
    });
    const coins: CoinRef[] = wallets.flatMap((address, w) => [
      { walletId: `w${w}`, chainName: 'solana', symbol: 'SOL', decimals: 9, address, path: '' },
      ...mints.map((contractAddress, t) => ({
        walletId: `w${w}`,
        chainName: 'solana',
        symbol: `T${t}`,
        decimals: 6,
        contractAddress,
        address,
        path: '',
      })),
    ]);

    const out: Out = { wallets: WALLETS, tokensPerWallet: TOKENS, delayMs: DELAY_MS };
    const timed = async (label: string, run: () => Promise<unknown>, runs = 5) => {
      await run(); // warm-up
      const samples: number[] = [];
      for (let i = 0; i < runs; i++) {
        const before = f.requests().length;
        const t0 = performance.now();
        await run();
        samples.push(performance.now() - t0);
        const made = f.requests().slice(before);
        out[`${label}.httpRequests`] = new Set(made.map((r) => r.http)).size;
        out[`${label}.rpcCalls`] = made.length;
      }
      out[`${label}.ms`] = Math.round(percentile(samples, 50));
    };

    await timed('oneRoundTrip', () => rpc(f.url, { jsonrpc: '2.0', id: 1, method: 'getSlot' }));
    await timed('refresh.family', async () => {
      const got = await family.balances!(coins);
      if (got.size !== coins.length) throw new Error(`family read ${got.size} of ${coins.length} balances`);
      if (got.get(coins[1]!) !== 1_000_000n) throw new Error('family read a wrong token balance');
    });
    // the facade's own work (litesvm scans, JSON), without the added latency: not network time
    f.hooks.delayMs = 0;
    await timed('nodeOnly.family', () => family.balances!(coins));
    f.hooks.delayMs = undefined;
    // the same refresh with 1 token per wallet: the family's cost must not grow with tokens
    const fewer = coins.filter((_, i) => i % (TOKENS + 1) <= 1);
    await timed('refresh.family1Token', () => family.balances!(fewer));
    await timed(
      'refresh.naiveLoop',
      async () => {
        for (const w of wallets) {
          await rpc(f.url, { jsonrpc: '2.0', id: 1, method: 'getBalance', params: [w] });
          for (const m of mints) {
            const ata = getAssociatedTokenAddressSync(new PublicKey(m), new PublicKey(w)).toBase58();
            await rpc(f.url, { jsonrpc: '2.0', id: 1, method: 'getTokenAccountBalance', params: [ata] });
          }
        }
      },
      1,
    );
    const ms = (k: string) => out[`${k}.ms`] as number;
    out['ratio.familyOverOneRoundTrip.ms'] = +(ms('refresh.family') / ms('oneRoundTrip')).toFixed(2);
    out['ratio.family1TokenOverOneRoundTrip.ms'] = +(ms('refresh.family1Token') / ms('oneRoundTrip')).toFixed(
      2,
    );
    out['ratio.familyMinusNodeOverOneRoundTrip.ms'] = +(
      (ms('refresh.family') - ms('nodeOnly.family')) /
      ms('oneRoundTrip')
    ).toFixed(2);
    out['ratio.naiveOverFamily.ms'] = +(ms('refresh.naiveLoop') / ms('refresh.family')).toFixed(1);

    // ── signing: a transfer the family prepared, through each family's TransferSigner
    f.airdrop(ME, 10_000_000_000n);
    const me: CoinRef = {
      walletId: 'me',
      chainName: 'solana',
      symbol: 'SOL',
      decimals: 9,
      address: ME,
      path: "m/44'/501'/0'/0'",
    };
    const prepared = await family.prepare(me, {
      to: wallets[0]!,
      amount: 1_000_000n,
      sendAll: false,
      feeOption: 'Recommended',
    });
    const solParams: TransferSignParams = {
      chainName: 'solana',
      network: 'regtest',
      unsigned: prepared.unsigned,
      intent: prepared.intent,
      activePath: me.path,
      keys: phraseKeys(mnemonicToSeedSync(ABANDON)),
      replacing: null,
      history: () => [],
    };
    const signed = signSolana(solParams);
    // the signed bytes are a real transaction: it lands
    const sent = await family.broadcast(me, signed.signed);
    if ((await family.status(me, sent.hash, sent.pending)) !== 'confirmed')
      throw new Error('signed SOL transfer did not land');
    const seed = mnemonicToSeedSync(ABANDON);
    const solSeed = withSlip10Key(seed, me.path, (k) => k.slice());
    const solImported: TransferSignParams = {
      ...solParams,
      activePath: '',
      keys: importedKeys('solana', () => ({ curve: 'ed25519', privateKey: solSeed.slice() })),
    };

    const evmPath = "m/44'/60'/0'/0/0";
    const evmPhrase = phraseKeys(seed);
    const evmFrom = evmAddressOf(evmPhrase.secp, evmPath);
    const evmTo = new Wallet(ANVIL_KEYS[1]).address;
    const evmUnsigned = EvmTransaction.from({
      type: 2,
      chainId: 1n,
      nonce: 0,
      to: evmTo,
      value: 1n,
      gasLimit: 21000n,
      maxFeePerGas: 10n ** 10n,
      maxPriorityFeePerGas: 10n ** 9n,
    }).unsignedSerialized;
    const evmParams: TransferSignParams = {
      chainName: 'ethereum',
      network: 'mainnet',
      unsigned: evmUnsigned,
      intent: {
        family: 'evm',
        kind: 'transfer',
        chainName: 'ethereum',
        from: evmFrom,
        to: evmTo,
        amount: '1',
        feeCap: (21000n * 10n ** 10n).toString(),
      },
      activePath: evmPath,
      keys: evmPhrase,
      replacing: null,
      history: () => [],
    };
    const evmKey = withNodeKey(seed, evmPath);
    const evmImported: TransferSignParams = {
      ...evmParams,
      activePath: '',
      keys: importedKeys('ethereum', () => ({
        curve: 'secp256k1',
        privateKey: evmKey.slice(),
        compressed: true,
      })),
    };

    out['sign.solana.phraseKey.msPerTx'] = signRounds(() => signSolana(solParams));
    out['sign.evm.phraseKey.msPerTx'] = signRounds(() => signEvm(evmParams));
    out['sign.solana.importedKey.msPerTx'] = signRounds(() => signSolana(solImported));
    out['sign.evm.importedKey.msPerTx'] = signRounds(() => signEvm(evmImported));
    const n = (k: string) => out[k] as number;
    out['ratio.solanaOverEvm.phraseKey.sign'] = +(
      n('sign.solana.phraseKey.msPerTx') / n('sign.evm.phraseKey.msPerTx')
    ).toFixed(2);
    out['ratio.solanaOverEvm.importedKey.sign'] = +(
      n('sign.solana.importedKey.msPerTx') / n('sign.evm.importedKey.msPerTx')
    ).toFixed(2);
    return out;
  } finally {
    await f.close();
  }
}
