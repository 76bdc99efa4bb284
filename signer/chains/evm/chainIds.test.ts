import { describe, expect, it } from 'vitest';
import { chainsOfFamily } from '../../../shared/chains/registry';
import { createEvmConfig } from '../../../test/evm/chainIdSources';
import { EVM_TESTNET_CHAIN_IDS, evmChainIdFor } from './chainIds';

describe('EVM chain ids the signer accepts', () => {
  it('match the ids main builds transactions with, on mainnet and testnet', () => {
    for (const profile of ['mainnet', 'testnet'] as const) {
      const config = createEvmConfig({ profile });
      const network = profile;
      for (const [name, cfg] of Object.entries(config.chains))
        expect([name, evmChainIdFor(name, network)]).toEqual([name, cfg.chainId]);
      expect(Object.keys(config.chains).sort()).toEqual(
        (profile === 'testnet'
          ? Object.keys(EVM_TESTNET_CHAIN_IDS)
          : chainsOfFamily('evm').map((c) => c.name)
        ).sort(),
      );
    }
  });

  it('use the mainnet id on a local node and refuse a chain without that network', () => {
    expect(evmChainIdFor('ethereum', 'regtest')).toBe(1);
    expect(evmChainIdFor('ethereum', 'testnet')).toBe(11155111);
    expect(() => evmChainIdFor('ethereum_pow', 'testnet')).toThrow('has no testnet network');
  });
});
