/**
 * The own-server checks of the second slots of Tezos (TzKT), Tron (TronGrid v1) and Aptos (the
 * indexer's GraphQL) against their family fixtures: the fixture's network is taken with its
 * height, another network's refused with a sentence naming both, an answer without the
 * identity refused in words.
 */
import { utils } from 'tronweb';
import { describe, expect, it } from 'vitest';
import { startAptosNode } from '../../test/aptos/aptosNode';
import { checker, started } from '../../test/nodeCheckHarness';
import { startTezosNode } from '../../test/tezos/tezosNode';
import { startTronNode } from '../../test/tron/tronNode';
import { aptosNodeSlots } from './aptos/nodeCheck';
import { tezosNodeSlots } from './tezos/nodeCheck';
import { PROBE_ACCOUNT, tronNodeSlots } from './tron/nodeCheck';

describe('own TzKT, TronGrid v1 and Aptos indexer checks', () => {
  it('TzKT: /v1/head chainId held to the Octez chain id, its level the height', async () => {
    const node = await started(startTezosNode());
    const check = checker(tezosNodeSlots.tzkt, 'tezos', { rpcUrl: node.url, tzktUrl: node.url });
    const level = BigInt(((await (await fetch(`${node.url}/v1/head`)).json()) as { level: number }).level);
    // the fixture indexes a chain under mainnet's chain id
    expect(await check('mainnet', node.url)).toBe(level);
    expect(await check('local', `${node.url}/`)).toBe(level);
    await expect(check('testnet', node.url)).rejects.toThrow(
      /^This node is on chain id NetXdQprcVkpaWU, not Tezos \(chain id NetXnHfVqm9iesp\)$/,
    );
  });

  it('TzKT: an Octez node (no /v1/head) or a head without chainId is refused in words', async () => {
    const node = await started(startTezosNode());
    const check = checker(tezosNodeSlots.tzkt, 'tezos', { rpcUrl: node.url });
    await expect(check('mainnet', 'http://127.0.0.1:9')).rejects.toThrow(/^The node did not answer: /);
    node.lie((path, body) => (path === '/v1/head' ? { ...(body as object), chainId: undefined } : undefined));
    await expect(check('mainnet', node.url)).rejects.toThrow(/^The node's answer has no chain id$/);
    node.lie((path, body) => (path === '/v1/head' ? { ...(body as object), level: 'soon' } : undefined));
    await expect(check('mainnet', node.url)).rejects.toThrow(/^The node's height is not a number$/);
  });

  it('TronGrid v1: the v1 API answers, its host’s genesis block is the network’s', async () => {
    const [mine, other] = await Promise.all([started(startTronNode()), started(startTronNode())]);
    const check = checker(tronNodeSlots.trongrid, 'tron', { nodeUrl: mine.url, gridUrl: mine.url });
    expect(await check('local', mine.url)).toBeGreaterThanOrEqual(0n);
    // another fixture answers the same genesis: agreeing with the profile's server is the test
    expect(await check('local', other.url)).toBeGreaterThanOrEqual(0n);
    await expect(check('mainnet', mine.url)).rejects.toThrow(
      /^This node is on genesis block 0000000000000000…, not Tron \(genesis block 0000000000000000…\)$/,
    );
    const asked = mine.requests().map((r) => r.path);
    expect(asked).toContain(`/v1/accounts/${PROBE_ACCOUNT}`);
  });

  it('TronGrid v1: a bare java-tron (no v1) or an answer without success is refused in words', async () => {
    const node = await started(startTronNode());
    const check = checker(tronNodeSlots.trongrid, 'tron', { nodeUrl: node.url });
    node.lie((path) => (path.startsWith('/v1/') ? { success: false, error: 'no v1 here' } : undefined));
    await expect(check('local', node.url)).rejects.toThrow(
      /^The server's \/v1\/accounts answer is not TronGrid's \(no success and data list\)$/,
    );
    node.lie((path) => (path.startsWith('/v1/') ? { data: [] } : undefined));
    await expect(check('local', node.url)).rejects.toThrow(/^The node's answer has no success flag$/);
    node.lie(null);
    expect(await check('local', node.url)).toBeGreaterThanOrEqual(0n);
  });

  it('TronGrid v1: the probe account is the black hole, 0x41 and twenty zero bytes', () => {
    expect(utils.address.toHex(PROBE_ACCOUNT).toLowerCase()).toBe(`41${'00'.repeat(20)}`);
  });

  it('Aptos indexer: ledger_infos chain_id, the fungible-asset processor’s version the height', async () => {
    const node = await started(startAptosNode());
    const indexer = `${node.url}/graphql`;
    const check = checker(aptosNodeSlots.indexer, 'aptos', { nodeUrl: node.url, indexerUrl: indexer });
    expect(await check('local', indexer)).toBe(node.ledger.version);
    await expect(check('mainnet', indexer)).rejects.toThrow(
      /^This node is on chain id 4, not Aptos \(chain id 1\)$/,
    );
    await expect(check('testnet', indexer)).rejects.toThrow(/not Aptos \(chain id 2\)$/);
  });

  it('Aptos indexer: GraphQL errors, a node REST API or rows without versions are refused in words', async () => {
    const node = await started(startAptosNode());
    const indexer = `${node.url}/graphql`;
    const check = checker(aptosNodeSlots.indexer, 'aptos', { nodeUrl: node.url });
    node.lie((path) =>
      path === '/graphql' ? { errors: [{ message: "field 'ledger_infos' not found" }] } : undefined,
    );
    await expect(check('local', indexer)).rejects.toThrow(
      /^The indexer refused the query: field 'ledger_infos' not found$/,
    );
    node.lie((path) =>
      path === '/graphql' ? { data: { ledger_infos: [], processor_status: [] } } : undefined,
    );
    await expect(check('local', indexer)).rejects.toThrow(/^The node's answer has no chain id$/);
    node.lie((path) =>
      path === '/graphql' ? { data: { ledger_infos: [{ chain_id: 4 }], processor_status: [] } } : undefined,
    );
    await expect(check('local', indexer)).rejects.toThrow(/^The node's answer has no processor status$/);
    // without a processor named fungible_asset_processor: the furthest one's version
    node.lie((path) =>
      path === '/graphql'
        ? {
            data: {
              ledger_infos: [{ chain_id: 4 }],
              processor_status: [
                { processor: 'a', last_success_version: 7 },
                { processor: 'b', last_success_version: 9 },
              ],
            },
          }
        : undefined,
    );
    expect(await check('local', indexer)).toBe(9n);
    node.lie(null);
    // the node's REST root is not an indexer: POST / is not served
    await expect(check('local', node.url)).rejects.toThrow(/^The node did not answer: /);
  });
});
