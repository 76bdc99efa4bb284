/**
 * Each family's own-node check (Settings → Networks) against the family's own fixture server:
 * the fixture's network is taken, another network is refused with a sentence naming both. On
 * the local profile a fixture chain has no table value, so the profile's own server is asked
 * the same question: a second fixture of another network must be refused.
 */
import { describe, expect, it } from 'vitest';
import { startAptosNode } from '../../test/aptos/aptosNode';
import { COSMOS_SPEC, THORCHAIN_SPEC, startCosmosNode } from '../../test/cosmos/cosmosNode';
import { startLotusNode } from '../../test/filecoin/lotusNode';
import { startHederaNetwork } from '../../test/hedera/hederaNetwork';
import { startPolkadotFixture } from '../../test/polkadot/sidecar';
import { startRippled } from '../../test/ripple/rippled';
import { startSolanaFacade } from '../../test/solana/facade';
import { startHorizon } from '../../test/stellar/horizon';
import { startTonNode } from '../../test/ton/tonNode';
import { checker, started } from '../../test/nodeCheckHarness';
import { aptosNodeSlots } from './aptos/nodeCheck';
import { cosmosNodeSlots } from './cosmos/nodeCheck';
import { filecoinNodeSlots } from './filecoin/nodeCheck';
import { hederaNodeSlots } from './hedera/nodeCheck';
import { polkadotNodeSlots } from './polkadot/nodeCheck';
import { rippleNodeSlots } from './ripple/nodeCheck';
import { solanaNodeSlots } from './solana/nodeCheck';
import { stellarNodeSlots } from './stellar/nodeCheck';
import { tonNodeSlots } from './ton/nodeCheck';

describe('own-node checks against each family fixture', () => {
  it('Solana: getGenesisHash', async () => {
    const node = await started(startSolanaFacade());
    const check = checker(solanaNodeSlots.rpc, 'solana', { rpcUrl: node.url });
    expect(await check('local', node.url)).toBeTypeOf('bigint');
    await expect(check('mainnet', node.url)).rejects.toThrow(
      'This node is on genesis hash 4k3Dyjzvzp8eMZWU…, not Solana (genesis hash 5eykt4UsFv8P8NJd…)',
    );
  }, 60_000);

  it('Cosmos and THORChain: status node_info.network', async () => {
    const [hub, thor] = await Promise.all([
      started(startCosmosNode(COSMOS_SPEC)),
      started(startCosmosNode(THORCHAIN_SPEC)),
    ]);
    const local = { cosmos: { rpcUrl: hub.url }, thorchain: { rpcUrl: thor.url } };
    const cosmos = checker(cosmosNodeSlots.rpc, 'cosmos', local as never);
    expect(await cosmos('local', hub.url)).toBeGreaterThanOrEqual(0n);
    await expect(cosmos('local', thor.url)).rejects.toThrow(
      /^This node is on chain id thorchain-local-1, not Cosmos Hub \(chain id cosmos-local-1\)$/,
    );
    await expect(cosmos('mainnet', hub.url)).rejects.toThrow(/not Cosmos Hub \(chain id cosmoshub-4\)/);
    const thorchain = checker(cosmosNodeSlots.rpc, 'thorchain', local as never);
    await expect(thorchain('mainnet', thor.url)).rejects.toThrow(/chain id thorchain-local-1, not THORChain/);
  });

  it('Stellar: the Horizon root names its network passphrase', async () => {
    const horizon = await started(startHorizon());
    const check = checker(stellarNodeSlots.horizon, 'stellar', { horizonUrl: horizon.url });
    expect(await check('local', horizon.url)).toBeGreaterThan(0n);
    await expect(check('mainnet', horizon.url)).rejects.toThrow(
      'This node is on network passphrase Standalone Network ; February 2017, not Stellar (network passphrase Public Global Stellar Network ; September 2015)',
    );
  });

  it('XRP: server_info network id (mainnet 0 when left out)', async () => {
    const rippled = await started(startRippled());
    const check = checker(rippleNodeSlots.rpc, 'ripple', { rpcUrl: rippled.url });
    expect(await check('local', rippled.url)).toBeGreaterThan(0n);
    expect(await check('mainnet', rippled.url)).toBeGreaterThan(0n);
    await expect(check('testnet', rippled.url)).rejects.toThrow(
      /^This node is on network id 0, not XRP.* \(network id 1\)$/,
    );
  });

  it('Polkadot: the Sidecar genesis hash', async () => {
    const sidecar = await started(startPolkadotFixture());
    const check = checker(polkadotNodeSlots.sidecar, 'polkadot', { sidecarUrl: sidecar.url });
    expect(await check('local', sidecar.url)).toBeGreaterThanOrEqual(0n);
    await expect(check('mainnet', sidecar.url)).rejects.toThrow(
      /not Polkadot \(genesis hash 0x91b171bb158e2d…\)/,
    );
  });

  it('TON: the zero state of getMasterchainInfo', async () => {
    const ton = await started(startTonNode());
    const check = checker(tonNodeSlots.toncenter, 'ton', { toncenterUrl: ton.url });
    expect(await check('local', ton.url)).toBeGreaterThan(0n);
    await expect(check('mainnet', ton.url)).rejects.toThrow(/not TON.* \(zero state F6OpKZKqvqeFp6CQ…\)/);
  }, 60_000);

  it('Hedera: a mirror block hash, compared with the profile mirror', async () => {
    const [mine, other] = await Promise.all([started(startHederaNetwork()), started(startHederaNetwork())]);
    const local = { mirrorUrl: mine.mirrorUrl, nodeUrl: 'http://127.0.0.1:9' };
    const check = checker(hederaNodeSlots.mirror, 'hedera', local);
    expect(await check('local', mine.mirrorUrl)).toBe(100n);
    await expect(check('local', other.mirrorUrl)).rejects.toThrow(
      /^This node is on block 80 0x.{14}…, not Hedera \(block 80 0x/,
    );
  });

  it('Filecoin: Filecoin.StateNetworkName', async () => {
    const lotus = await started(startLotusNode('testnet'));
    const check = checker(filecoinNodeSlots.rpc, 'filecoin', {
      rpcUrl: lotus.rpcUrl,
      scanUrl: lotus.scanUrl,
    });
    expect(await check('testnet', lotus.rpcUrl)).toBeGreaterThanOrEqual(0n);
    await expect(check('mainnet', lotus.rpcUrl)).rejects.toThrow(
      'This node is on network calibrationnet, not Filecoin (network mainnet)',
    );
  });

  it('Aptos: the /v1 root chain id', async () => {
    const node = await started(startAptosNode());
    const check = checker(aptosNodeSlots.node, 'aptos', { nodeUrl: node.url });
    expect(await check('local', node.url)).toBeGreaterThanOrEqual(0n);
    await expect(check('mainnet', node.url)).rejects.toThrow(
      'This node is on chain id 4, not Aptos (chain id 1)',
    );
  });

  it('a server that does not answer the question is refused as such', async () => {
    const horizon = await started(startHorizon());
    const check = checker(aptosNodeSlots.node, 'aptos', { nodeUrl: horizon.url });
    await expect(check('mainnet', horizon.url)).rejects.toThrow(/^The node's answer has no chain id$/);
    await expect(check('mainnet', 'http://127.0.0.1:9')).rejects.toThrow(/^The node did not answer: /);
  });
});
