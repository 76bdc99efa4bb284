// Tron quote and refresh benchmark against the fixture java-tron node + TronGrid
// (test/tron/tronNode.ts) answering every HTTP request after 50 ms (a distant node), the
// family (main/chains/tron through its descriptor) and one bare round trip side by side in the
// same process; ratios, not absolutes. Issue 13's bounds: a TRC-20 quote (resources, energy
// estimate, recipient check) in ≤ 2 RTT of wall time, and a refresh of TRX + 10 TRC-20 for
// 10 wallets whose request count does not depend on the token count.
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import type { CoinRef, QuoteParams } from '../main/chains/family';
import { createTronWalletFamily } from '../main/chains/tron/walletFamily';
import { createHttp } from '../main/net/http';
import { tronAddressFromPublicKey } from '../shared/chains/tron/validate';
import { startTronNode, type TronNode } from '../test/tron/tronNode';
import { percentile } from './stats';

const WALLETS = 10;
const TOKENS = 10;
const DELAY_MS = 50;
const RUNS = 5;
/** the account cache is 10 s: every timed run reads as if that long had passed */
const PAST_CACHE_MS = 10_001;
const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

type Out = Record<string, number | string>;

export async function benchTron(): Promise<Out> {
  const node = await startTronNode({ delayMs: DELAY_MS });
  try {
    const root = HDKey.fromMasterSeed(mnemonicToSeedSync(ABANDON));
    const addressAt = (i: number) => tronAddressFromPublicKey(root.derive(`m/44'/195'/0'/0/${i}`).publicKey!);
    const wallets = Array.from({ length: WALLETS }, (_, i) => addressAt(i));
    const tokens = Array.from({ length: TOKENS }, (_, t) =>
      node.deployToken({ symbol: `T${t}`, decimals: 6 }),
    );
    for (const w of wallets) {
      node.fund(w, 1_000_000_000n);
      for (const t of tokens) node.mintToken(t, w, 1_000_000n);
    }
    let offset = 0;
    const family = createTronWalletFamily({
      network: 'local',
      local: { nodeUrl: node.url },
      http: createHttp({ retries: 0 }),
      now: () => Date.now() + offset,
    });
    const coinsOf = (perWallet: number): CoinRef[] =>
      wallets.flatMap((address, w) => [
        { walletId: `w${w}`, chainName: 'tron', symbol: 'TRX', decimals: 6, address, path: '' },
        ...tokens.slice(0, perWallet).map((contractAddress, t) => ({
          walletId: `w${w}`,
          chainName: 'tron',
          symbol: `T${t}`,
          decimals: 6,
          contractAddress,
          address,
          path: '',
        })),
      ]);

    const out: Out = { wallets: WALLETS, tokensPerWallet: TOKENS, delayMs: DELAY_MS };
    const timedOn = async (on: TronNode, label: string, run: (i: number) => Promise<unknown>) => {
      await run(-1); // warm-up: chain parameters are read once and kept 10 minutes
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        offset += PAST_CACHE_MS;
        const before = on.requests().length;
        const t0 = performance.now();
        await run(i);
        samples.push(performance.now() - t0);
        out[`${label}.httpRequests`] = on.requests().length - before;
      }
      out[`${label}.ms`] = Math.round(percentile(samples, 50));
    };
    const timed = (label: string, run: (i: number) => Promise<unknown>) => timedOn(node, label, run);

    await timed('oneRoundTrip', () =>
      fetch(`${node.url}/wallet/getnowblock`, { method: 'POST', body: '{}' }).then((r) => r.json()),
    );
    const usdt: CoinRef = { ...coinsOf(1)[1]!, address: wallets[0]! };
    // a new recipient each time: the recipient check and the energy estimate are never cached
    const quoteTo = (i: number): QuoteParams => ({
      to: addressAt(100 + i + 1),
      amount: 1_000n,
      sendAll: false,
      feeOption: 'Recommended',
    });
    await timed('quote.trc20', async (i) => {
      const q = await family.quote(usdt, quoteTo(i));
      // the Resources row names energy only when the call's estimate used some
      const usage = q.costs?.find((r) => r.kind === 'usage');
      if (!usage || usage.kind !== 'usage' || !usage.text.includes('Energy'))
        throw new Error('the quote has no energy estimate');
    });
    await timed('refresh.family', async () => {
      const coins = coinsOf(TOKENS);
      const got = await family.balances!(coins);
      if (got.size !== coins.length) throw new Error(`family read ${got.size} of ${coins.length} balances`);
      if (got.get(coins[1]!) !== 1_000_000n) throw new Error('family read a wrong token balance');
    });
    await timed('refresh.family1Token', () => family.balances!(coinsOf(1)));

    // the same quote against a node answering at once: the fixture's own work (tronweb builds,
    // the constant call) and the family's, which is not network time
    const quick = await startTronNode();
    try {
      quick.fund(wallets[0]!, 1_000_000_000n);
      const token = quick.deployToken({ symbol: 'T0', decimals: 6 });
      quick.mintToken(token, wallets[0]!, 1_000_000n);
      const direct = createTronWalletFamily({
        network: 'local',
        local: { nodeUrl: quick.url },
        http: createHttp({ retries: 0 }),
        now: () => Date.now() + offset,
      });
      await timedOn(quick, 'nodeOnly.quote.trc20', (i) =>
        direct.quote({ ...usdt, contractAddress: token }, quoteTo(i)),
      );
    } finally {
      await quick.close();
    }

    const ms = (k: string) => out[`${k}.ms`] as number;
    out['ratio.trc20QuoteMinusNodeOverOneRoundTrip.ms'] = +(
      (ms('quote.trc20') - ms('nodeOnly.quote.trc20')) /
      ms('oneRoundTrip')
    ).toFixed(2);
    out['ratio.trc20QuoteOverOneRoundTrip.ms'] = +(ms('quote.trc20') / ms('oneRoundTrip')).toFixed(2);
    out['ratio.refreshOverOneRoundTrip.ms'] = +(ms('refresh.family') / ms('oneRoundTrip')).toFixed(2);
    out['bound.trc20QuoteWithin2Rtt'] = ms('quote.trc20') <= 2 * ms('oneRoundTrip') ? 'yes' : 'NO';
    out['bound.trc20QuoteNetworkWithin2Rtt'] =
      ms('quote.trc20') - ms('nodeOnly.quote.trc20') <= 2 * ms('oneRoundTrip') ? 'yes' : 'NO';
    out['bound.refreshRequestsIndependentOfTokens'] =
      out['refresh.family.httpRequests'] === out['refresh.family1Token.httpRequests'] ? 'yes' : 'NO';
    return out;
  } finally {
    await node.close();
  }
}
