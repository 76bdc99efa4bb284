import { HDNodeWallet } from 'ethers';
import { CHAIN_NAMES } from '../shared/chains/registry';
import { signerFor } from '../signer/chains';
import { DerivedRoots } from '../signer/wallets/derivedRoots';
import { phraseToSeed } from '../signer/wallets/phrase';
import { summarize } from './stats';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

function time<T>(fn: () => T): [number, T] {
  const t0 = performance.now();
  const r = fn();
  return [performance.now() - t0, r];
}

/**
 * 'Add 50 more' as the signer runs it (account node once, then one public child step per
 * address) against ethers' HDNodeWallet deriving each address from the root path, the way
 * most wallet code does. Same machine, same run, interleaved rounds; the ratio is the figure.
 */
export async function benchKeys(rounds = 7): Promise<Record<string, string>> {
  const seed = phraseToSeed(PHRASE, '');
  const batchTimes: number[] = [];
  const evmBatch: number[] = [];
  const ethersTimes: number[] = [];
  let checked = false;
  for (let r = 0; r < rounds; r++) {
    const start = 1 + r * 50; // a fresh batch each round, as the user would get
    const [tEvm, evm] = time(() =>
      signerFor('ethereum').deriveBatch(seed, 'ethereum', start, 50, { chain: 'ethereum' }),
    );
    const [tAll] = time(() => {
      signerFor('tron').deriveBatch(seed, 'tron', start, 50, { chain: 'tron' });
      signerFor('solana').deriveBatch(seed, 'solana', start, 50, { chain: 'solana' });
    });
    batchTimes.push(tEvm + tAll);
    evmBatch.push(tEvm);
    const [tEthers, viaEthers] = time(() =>
      Array.from(
        { length: 50 },
        (_, k) => HDNodeWallet.fromPhrase(PHRASE, undefined, `m/44'/60'/0'/0/${start + k}`).address,
      ),
    );
    ethersTimes.push(tEthers);
    if (!checked) {
      // The comparison is only fair if both produce the same addresses.
      if (viaEthers.some((a, k) => a !== evm[k]!.address)) throw new Error('batch and ethers disagree');
      checked = true;
    }
  }
  // One address per chain the way the unlocked signer makes it: the session's root cache
  // already holds what a first address computed (the seed, Cardano's Icarus root), so the
  // figure is a median over 9 fresh indexes after that first one, which is reported apart.
  const perChain: { chain: string; first: number; next: number }[] = [];
  const roots = new DerivedRoots();
  for (const chain of CHAIN_NAMES) {
    const s = signerFor(chain);
    const opts = { chain, mnemonic: PHRASE, passphrase: '', roots };
    const [first] = time(() => s.deriveFromSeed(seed, s.defaultPath(chain, 0, opts), opts));
    const next = Array.from(
      { length: 9 },
      (_, k) => time(() => s.deriveFromSeed(seed, s.defaultPath(chain, k + 1, opts), opts))[0],
    );
    perChain.push({ chain, first, next: summarize(next).p50 });
  }
  roots.wipe();
  const slowest = [...perChain].sort((a, b) => b.next - a.next)[0]!;
  const over = perChain.filter((c) => c.next >= 3);
  const b = summarize(batchTimes);
  const e = summarize(evmBatch);
  const x = summarize(ethersTimes);
  const verdict = (ms: number, aim: number) => (ms < aim ? 'met' : 'missed');
  const cardano = perChain.find((c) => c.chain === 'cardano');
  return {
    "'Add 50 more' EVM+Tron+Solana (150 addresses), median": `${b.p50.toFixed(1)} ms (aim < 15 ms, ${verdict(b.p50, 15)}; before issue 20: 33.8 ms)`,
    "'Add 50 more' EVM only (50), median": `${e.p50.toFixed(1)} ms`,
    'ethers HDNodeWallet, same 50 EVM from the root, median': `${x.p50.toFixed(1)} ms`,
    'speed-up EVM batch vs ethers (median ratio)': `${(x.p50 / e.p50).toFixed(1)}×`,
    'one address, slowest chain (median of 9 after the first)': `${slowest.chain} ${slowest.next.toFixed(2)} ms (aim < 3 ms, ${verdict(slowest.next, 3)}; before issue 20: Cardano 21.7 ms)`,
    'one Cardano address (median of 9 after the first)': `${cardano?.next.toFixed(2)} ms (aim < 3 ms; before issue 20: 21.7 ms)`,
    'chains at or over 3 ms': over.length
      ? over.map((c) => `${c.chain} ${c.next.toFixed(2)}`).join(', ')
      : 'none',
    'one address per chain, ms (median of 9)': perChain
      .map((c) => `${c.chain} ${c.next.toFixed(2)}`)
      .join(', '),
    'first address per chain, ms (warm-up, roots computed)': perChain
      .map((c) => `${c.chain} ${c.first.toFixed(1)}`)
      .join(', '),
    rounds: String(rounds),
  };
}
