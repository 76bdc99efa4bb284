/**
 * The own-server checks of the secondary slots (issue 35): THORChain's Midgard and THORNode,
 * Polkadot's Subscan, Filecoin's Filscan, each against its family fixture (as
 * nodeChecks.test.ts does for the nodes): the honest server is taken, another network's is
 * refused with a sentence naming both, an answer without the identity is refused in words.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { THORCHAIN_SPEC, startCosmosNode } from '../../test/cosmos/cosmosNode';
import { startLotusNode } from '../../test/filecoin/lotusNode';
import { checker, started } from '../../test/nodeCheckHarness';
import { startPolkadotFixture } from '../../test/polkadot/sidecar';
import { nodeKeyOf, nodeSlotsOf } from '../../shared/net/nodeSlots';
import { cosmosNodeSlots } from './cosmos/nodeCheck';
import { filecoinNodeSlots } from './filecoin/nodeCheck';
import { polkadotNodeSlots } from './polkadot/nodeCheck';

/** A server answering every request with `body` (a provider that does not name what is asked). */
async function answering(body: unknown) {
  const s = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(s.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => s.close(() => r())),
  };
}

const HASH16 = '[0-9A-F]{16}…';
const POLKADOT = '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3';
/** Kusama's genesis hash: another network's, only to be refused */
const KUSAMA = '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe';

describe('own servers for the secondary slots', () => {
  it('THORChain offers Midgard and THORNode; Cosmos Hub does not', () => {
    expect(nodeSlotsOf('thorchain')?.slots.map((s) => s.label)).toEqual([
      'CometBFT RPC',
      'Midgard (THORChain history)',
      'THORNode API (swap quotes, fees)',
    ]);
    expect(nodeSlotsOf('cosmos')?.slots.map((s) => s.slot)).toEqual(['rpc']);
    expect(nodeKeyOf('thorchain', 'midgard')).toBe('thorchain.midgard');
    expect(nodeKeyOf('cosmos', 'midgard')).toBeUndefined();
    expect(nodeSlotsOf('polkadot')?.slots.map((s) => s.label)).toContain('Subscan API (history)');
    expect(nodeSlotsOf('filecoin')?.slots.map((s) => s.label)).toContain('Filscan API (history)');
  });

  it("Midgard: /v2/health's genesis block, held to the profile's own Midgard", async () => {
    const [thor, other] = await Promise.all([
      started(startCosmosNode(THORCHAIN_SPEC)),
      started(startCosmosNode({ ...THORCHAIN_SPEC, chainId: 'thorchain-stagenet-2' })),
    ]);
    const local = { thorchain: { rpcUrl: thor.url, midgardUrl: thor.url, thornodeUrl: thor.url } };
    const check = checker(cosmosNodeSlots.midgard, 'thorchain', local);
    expect(await check('local', thor.url)).toBe(BigInt(thor.ledger.height));
    const refused = check('local', other.url);
    await expect(refused).rejects.toThrow(
      new RegExp(
        `^This node is on Midgard genesis block ${HASH16}, not THORChain \\(Midgard genesis block ${HASH16}\\)$`,
      ),
    );
    const [, mine, theirs] = /block (\w+)…, not .* block (\w+)…/.exec(
      ((await refused.catch((e: Error) => e)) as Error).message,
    )!;
    expect(mine).not.toBe(theirs);
    // a THORChain node without Midgard on it (Cosmos Hub's fixture has no /v2) does not answer
    await expect(check('local', 'http://127.0.0.1:9')).rejects.toThrow(/^The node did not answer: /);
    const bare = await started(answering({ database: true, inSync: true }));
    await expect(check('local', bare.url)).rejects.toThrow(
      /^The node's answer has no genesis block \(genesisInfo\)$/,
    );
    // the profile has no Midgard to compare with: refused, never taken on trust
    const noMidgard = checker(cosmosNodeSlots.midgard, 'thorchain', {});
    await expect(noMidgard('local', thor.url)).rejects.toThrow(
      /^The app cannot tell which Midgard genesis block THORChain has on this network$/,
    );
  });

  it("THORNode: the latest block's chain id, thorchain-1 on mainnet", async () => {
    const [thor, other] = await Promise.all([
      started(startCosmosNode(THORCHAIN_SPEC)),
      started(startCosmosNode({ ...THORCHAIN_SPEC, chainId: 'thorchain-stagenet-2' })),
    ]);
    const local = { thorchain: { rpcUrl: thor.url, midgardUrl: thor.url, thornodeUrl: thor.url } };
    const check = checker(cosmosNodeSlots.thornode, 'thorchain', local);
    expect(await check('local', thor.url)).toBe(BigInt(thor.ledger.height));
    await expect(check('local', other.url)).rejects.toThrow(
      'This node is on chain id thorchain-stagenet-2, not THORChain (chain id thorchain-local-1)',
    );
    await expect(check('mainnet', thor.url)).rejects.toThrow(
      'This node is on chain id thorchain-local-1, not THORChain (chain id thorchain-1)',
    );
    const honest = await started(
      answering({ block: { header: { chain_id: 'thorchain-1', height: '20000001' } } }),
    );
    expect(await check('mainnet', honest.url)).toBe(20_000_001n);
    const bare = await started(answering({ block: { header: { height: '5' } } }));
    await expect(check('mainnet', bare.url)).rejects.toThrow(/^The node's answer has no chain id$/);
  });

  it("Subscan: block 0's hash (the genesis hash), Polkadot's on mainnet", async () => {
    const [dot, other, real] = await Promise.all([
      started(startPolkadotFixture()),
      started(startPolkadotFixture({ scanGenesis: KUSAMA })),
      started(startPolkadotFixture({ scanGenesis: POLKADOT })),
    ]);
    const check = checker(polkadotNodeSlots.subscan, 'polkadot', { sidecarUrl: dot.url, scanUrl: dot.url });
    expect(await check('local', dot.url)).toBe(1000n);
    await expect(check('local', other.url)).rejects.toThrow(
      /^This node is on genesis hash 0xb0a8d493285c2d…, not Polkadot \(genesis hash 0x[0-9a-f]{14}…\)$/,
    );
    expect(await check('mainnet', real.url)).toBe(1000n);
    await expect(check('mainnet', dot.url)).rejects.toThrow(
      /not Polkadot \(genesis hash 0x91b171bb158e2d…\)$/,
    );
    await expect(check('testnet', real.url)).rejects.toThrow(
      'This node is on genesis hash 0x91b171bb158e2d…, not Polkadot (genesis hash 0xe143f23803ac50…)',
    );
    const refusing = await started(answering({ code: 10005, message: 'Too Many Requests' }));
    await expect(check('mainnet', refusing.url)).rejects.toThrow(
      /^Subscan refused the block 0 call: Too Many Requests$/,
    );
    const bare = await started(answering({ code: 0, data: { blockNum: '7' } }));
    await expect(check('mainnet', bare.url)).rejects.toThrow(
      /^The node's answer has no genesis hash \(block 0\)$/,
    );
    const noData = await started(answering({ code: 0, data: null }));
    await expect(check('mainnet', noData.url)).rejects.toThrow(/^The node's answer has no block 0$/);
    // a URL with no Subscan behind it (the fixture's Sidecar answers 404 there)
    await expect(check('mainnet', `${dot.url}/transaction`)).rejects.toThrow(/^The node did not answer: /);
  });

  it('Filscan: the genesis time its latest tipset implies (time − height × 30 s)', async () => {
    const lotus = await started(startLotusNode('testnet'));
    const check = checker(filecoinNodeSlots.filscan, 'filecoin', {
      rpcUrl: lotus.rpcUrl,
      scanUrl: lotus.scanUrl,
    });
    expect(await check('local', lotus.scanUrl)).toBeGreaterThanOrEqual(0n);
    await expect(check('mainnet', lotus.scanUrl)).rejects.toThrow(
      'This node is on genesis time 2026-01-01T00:00:00Z, not Filecoin (genesis time 2020-08-24T22:00:00Z)',
    );
    await expect(check('testnet', lotus.scanUrl)).rejects.toThrow(
      /not Filecoin \(genesis time 2022-11-01T18:13:00Z\)$/,
    );
    // a mainnet Filscan: height 5,000,000 stamped 5,000,000 epochs after mainnet's genesis
    const mainnet = await started(
      answering({
        result: { height: 5_000_000, block_time: 1_598_306_400 + 5_000_000 * 30, base_fee: '100' },
      }),
    );
    expect(await check('mainnet', mainnet.url)).toBe(5_000_000n);
    // one epoch off is another network's clock
    const skewed = await started(
      answering({ result: { height: 5_000_000, block_time: 1_598_306_400 + 5_000_000 * 30 + 30 } }),
    );
    await expect(check('mainnet', skewed.url)).rejects.toThrow(
      /^This node is on genesis time 2020-08-24T22:00:30Z, not/,
    );
    const bare = await started(answering({ result: { height: 5 } }));
    await expect(check('mainnet', bare.url)).rejects.toThrow(/^The node's answer has no block time$/);
    const early = await started(answering({ result: { height: 5, block_time: 60 } }));
    await expect(check('mainnet', early.url)).rejects.toThrow(
      /^The node's block time is before its height allows$/,
    );
  });
});
