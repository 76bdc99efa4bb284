import { afterEach, describe, expect, it } from 'vitest';
import { setCustomNodes } from '../../../config/customNodes';
import { wcChainsFor } from './chains';

const DEFAULT = 'http://127.0.0.1:8545';
const OWN = 'http://127.0.0.1:9545';
afterEach(() => setCustomNodes({}));

describe("WalletConnect's EVM chains", () => {
  it("use the user's own node, saved after the session opened; the default only when allowed", () => {
    const chains = wcChainsFor({ network: 'local', local: { evm: { rpcUrl: DEFAULT } } });
    const eth = chains.get('eip155:1')!;
    expect(eth.rpcUrls).toEqual([DEFAULT]);
    setCustomNodes({ ethereum: { url: OWN, fallback: false, allowLocalHttp: true } });
    expect(eth.rpcUrls).toEqual([OWN]);
    // another chain keeps its default
    expect(chains.get('eip155:56')?.rpcUrls).toEqual([DEFAULT]);
    setCustomNodes({ ethereum: { url: OWN, fallback: true, allowLocalHttp: true } });
    expect(eth.rpcUrls).toEqual([OWN, DEFAULT]);
    setCustomNodes({});
    expect(eth.rpcUrls).toEqual([DEFAULT]);
  });

  it('on mainnet too: the own node replaces the public ones', () => {
    const eth = wcChainsFor({ network: 'mainnet', local: {} }).get('eip155:1')!;
    expect(eth.rpcUrls.length).toBeGreaterThan(0);
    expect(eth.rpcUrls).not.toContain(OWN);
    setCustomNodes({ ethereum: { url: 'https://node.example', fallback: false, allowLocalHttp: false } });
    expect(eth.rpcUrls).toEqual(['https://node.example']);
  });
});
