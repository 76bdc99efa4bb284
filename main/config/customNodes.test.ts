import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeUrlProblem } from '../../shared/net/customNode';
import { createHttp } from '../net/http';
import { probeNode } from './checkNode';
import { setCustomNodes, withCustomNode } from './customNodes';
import { nodeIdentityOf, type NodeIdentity } from './nodeIdentity';

const LTC_REGTEST = '530827f38f93b43ed12af0b3ad25a288dc02ed74d6d7857862df51fc56c416f9';

/** An Esplora-format fake: genesis and tip height, as /block-height/0 and /blocks/tip/height answer. */
let genesis = LTC_REGTEST;
let server: http.Server;
let url: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/api/block-height/0') return res.end(genesis);
    if (req.url === '/api/blocks/tip/height') return res.end('150');
    res.statusCode = 404;
    res.end('not found');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise((r) => server.close(r)));

const http0 = createHttp({ retries: 0 });
const idOf = (chain: string, net: 'mainnet' | 'testnet' | 'regtest') => {
  const id = nodeIdentityOf(chain, net);
  if ('refused' in id) throw new Error(id.refused);
  return id;
};

describe('custom nodes', () => {
  it('come first; the defaults follow only when the user allows it', () => {
    const defaults = ['https://a.example', 'https://b.example'];
    setCustomNodes({ ethereum: { url: 'https://mine.example', fallback: false, allowLocalHttp: false } });
    expect(withCustomNode('ethereum', defaults)).toEqual(['https://mine.example']);
    expect(withCustomNode('polygon', defaults)).toEqual(defaults);
    setCustomNodes({ ethereum: { url: 'https://b.example', fallback: true, allowLocalHttp: false } });
    expect(withCustomNode('ethereum', defaults)).toEqual(['https://b.example', 'https://a.example']);
    setCustomNodes({});
    expect(withCustomNode('ethereum', defaults)).toEqual(defaults);
  });

  it('take https, or http on this computer only behind the switch', () => {
    expect(nodeUrlProblem('https://node.example/rpc', false)).toBeNull();
    expect(nodeUrlProblem('http://node.example', true)).toMatch(/only for a node on this computer/);
    expect(nodeUrlProblem('http://127.0.0.1:8545', false)).toMatch(/Allow http/);
    expect(nodeUrlProblem('http://localhost:8545', true)).toBeNull();
    expect(nodeUrlProblem('ws://127.0.0.1:8545', true)).toMatch(/Only https/);
    expect(nodeUrlProblem('https://u:p@node.example', false)).toMatch(/user name/);
  });

  it('know what each chain must answer, and say when they cannot tell', () => {
    expect(idOf('ethereum', 'mainnet')).toMatchObject({ family: 'evm', chainId: 1n });
    expect(idOf('polygon', 'regtest')).toMatchObject({ chainId: 137n });
    expect(idOf('litecoin', 'regtest')).toMatchObject({ family: 'utxo', genesis: LTC_REGTEST });
    expect(nodeIdentityOf('ethereum', 'testnet')).toEqual({ refused: expect.stringMatching(/testnet/) });
    expect(nodeIdentityOf('dogecoin', 'regtest')).toEqual({ refused: expect.stringMatching(/genesis/) });
    expect(nodeIdentityOf('solana', 'mainnet')).toEqual({ refused: expect.stringMatching(/not supported/) });
  });

  it('a Bitcoin-family node is taken when its genesis matches, refused with both hashes when not', async () => {
    const ltc: NodeIdentity = idOf('litecoin', 'regtest');
    expect(await probeNode(ltc, url, http0)).toMatchObject({ height: 150n });
    genesis = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206';
    await expect(probeNode(ltc, url, http0)).rejects.toThrow(
      "This node's genesis block is 0f9188f13cb7b2c7…, not Litecoin's 530827f38f93b43e…",
    );
    genesis = LTC_REGTEST;
    await expect(probeNode(ltc, `${url}/missing`, http0)).rejects.toThrow(/did not answer: HTTP 404/);
  });
});
