import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeUrlProblem } from '../../shared/net/customNode';
import { nodeKeyOf } from '../../shared/net/nodeSlots';
import { evmNodeSlots, expectedEvmChainId } from '../chains/evm/nodeCheck';
import { utxoNodeSlots } from '../chains/utxo/nodeCheck';
import type { AppNetwork } from '../chains/descriptor';
import { createHttp } from '../net/http';
import { setCustomNodes, withCustomNode } from './customNodes';

const LTC_REGTEST = '530827f38f93b43ed12af0b3ad25a288dc02ed74d6d7857862df51fc56c416f9';

/**
 * An Esplora-format fake (genesis and tip height, as /block-height/0 and /blocks/tip/height
 * answer) and a JSON-RPC one (eth_chainId, eth_blockNumber, also as Blockscout's /api/eth-rpc).
 */
let genesis = LTC_REGTEST;
let chainId = '0xaa36a7';
let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/api/block-height/0') return res.end(genesis);
    if (req.url === '/api/blocks/tip/height') return res.end('150');
    if (req.method === 'POST' && (req.url === '/rpc' || req.url === '/explorer/api/eth-rpc')) {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const { id, method } = JSON.parse(body) as { id: number; method: string };
        const result = method === 'eth_chainId' ? chainId : method === 'eth_blockNumber' ? '0x2a' : undefined;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ jsonrpc: '2.0', id, result }));
      });
      return;
    }
    res.statusCode = 404;
    res.end('not found');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

const http0 = createHttp({ retries: 0 });
const esplora = (chain: string, network: AppNetwork, url = `${base}/api`) =>
  utxoNodeSlots.esplora!.check({ http: http0, url, chain, network });
const evm = (slot: 'rpc' | 'explorer', chain: string, network: AppNetwork, url: string) =>
  evmNodeSlots[slot]!.check({ http: http0, url, chain, network });

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

  it('are kept under the chain for its node, under chain.slot for its other slots', () => {
    expect(nodeKeyOf('ethereum')).toBe('ethereum');
    expect(nodeKeyOf('ethereum', 'rpc')).toBe('ethereum');
    expect(nodeKeyOf('ethereum', 'explorer')).toBe('ethereum.explorer');
    expect(nodeKeyOf('solana')).toBe('solana');
    expect(nodeKeyOf('solana', 'explorer')).toBeUndefined();
    expect(nodeKeyOf('no_such_chain')).toBeUndefined();
  });

  it('an EVM node must answer the chain id of the profile: mainnet, or the test network', async () => {
    expect(expectedEvmChainId('ethereum', 'mainnet')).toBe(1n);
    expect(expectedEvmChainId('ethereum', 'testnet')).toBe(11155111n);
    expect(expectedEvmChainId('polygon', 'testnet')).toBe(80002n);
    expect(expectedEvmChainId('polygon', 'local')).toBe(137n);
    chainId = '0xaa36a7'; // Sepolia
    expect(await evm('rpc', 'ethereum', 'testnet', `${base}/rpc`)).toBe(42n);
    await expect(evm('rpc', 'ethereum', 'mainnet', `${base}/rpc`)).rejects.toThrow(
      'This node is on chain id 11155111, not Ethereum (chain id 1)',
    );
    chainId = '0x1';
    await expect(evm('rpc', 'ethereum', 'testnet', `${base}/rpc`)).rejects.toThrow(
      'This node is on chain id 1, not Ethereum (chain id 11155111)',
    );
  });

  it('an EVM explorer (Blockscout) is asked on its /api/eth-rpc', async () => {
    chainId = '0x1';
    expect(await evm('explorer', 'ethereum', 'mainnet', `${base}/explorer`)).toBe(42n);
    await expect(evm('explorer', 'base', 'mainnet', `${base}/explorer/`)).rejects.toThrow(
      'This node is on chain id 1, not Base (chain id 8453)',
    );
    await expect(evm('explorer', 'ethereum', 'mainnet', `${base}/none`)).rejects.toThrow(
      /^The node did not answer: HTTP 404/,
    );
  });

  it('a Bitcoin-family node is taken when its genesis matches, refused with both hashes when not', async () => {
    expect(await esplora('litecoin', 'local')).toBe(150n);
    genesis = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206';
    await expect(esplora('litecoin', 'local')).rejects.toThrow(
      'This node is on genesis block 0f9188f13cb7b2c7…, not Litecoin (genesis block 530827f38f93b43e…)',
    );
    await expect(esplora('dogecoin', 'local')).rejects.toThrow(
      'The app cannot tell which genesis block Dogecoin has on this network',
    );
    genesis = '<html>';
    await expect(esplora('litecoin', 'local')).rejects.toThrow('The node did not answer a block hash');
    genesis = LTC_REGTEST;
    await expect(esplora('litecoin', 'local', `${base}/api/missing`)).rejects.toThrow(
      /did not answer: HTTP 404/,
    );
  });
});
