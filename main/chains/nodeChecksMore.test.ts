/**
 * The own-node checks of Tron, Tezos and Cardano against their family fixtures (as
 * nodeChecks.test.ts does for the others): the fixture's network is taken, another refused
 * with a sentence naming both.
 */
import { describe, expect, it } from 'vitest';
import { startBlockfrostFixture } from '../../test/cardano/blockfrost';
import { startTezosNode } from '../../test/tezos/tezosNode';
import { startTronNode } from '../../test/tron/tronNode';
import { cardanoNodeSlots } from './cardano/nodeCheck';
import { checker, started } from '../../test/nodeCheckHarness';
import { tezosNodeSlots } from './tezos/nodeCheck';
import { tronNodeSlots } from './tron/nodeCheck';

describe('own-node checks against each family fixture (continued)', () => {
  it('Tron: the genesis block', async () => {
    const node = await started(startTronNode());
    const check = checker(tronNodeSlots.node, 'tron', { nodeUrl: node.url } as never);
    expect(await check('local', node.url)).toBeGreaterThanOrEqual(0n);
    await expect(check('mainnet', node.url)).rejects.toThrow(/not Tron \(genesis block 0000000000000000…\)/);
  });

  it('Tezos: /chains/main/chain_id', async () => {
    const node = await started(startTezosNode());
    const check = checker(tezosNodeSlots.rpc, 'tezos', { rpcUrl: node.url } as never);
    // the fixture signs under mainnet's chain id
    expect(await check('mainnet', node.url)).toBeGreaterThanOrEqual(0n);
    await expect(check('testnet', node.url)).rejects.toThrow(
      'This node is on chain id NetXdQprcVkpaWU, not Tezos (chain id NetXnHfVqm9iesp)',
    );
  });

  it('Cardano: /genesis network magic', async () => {
    const bf = await started(startBlockfrostFixture());
    const check = checker(cardanoNodeSlots.blockfrost, 'cardano', { blockfrostUrl: bf.url });
    expect(await check('local', bf.url)).toBeGreaterThanOrEqual(0n);
    await expect(check('mainnet', bf.url)).rejects.toThrow(
      'This node is on network magic 42, not Cardano (network magic 764824073)',
    );
    await expect(check('testnet', bf.url)).rejects.toThrow(/not Cardano \(network magic 1\)$/);
  });
});
