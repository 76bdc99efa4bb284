import { describe, expect, it } from 'vitest';
import { getChain } from '../../../shared/chains/registry';
import { examplePath } from './examplePath';

describe('examplePath', () => {
  it('suggests the second account on the chain’s own scheme', () => {
    expect(examplePath(getChain('ethereum'))).toBe("m/44'/60'/1'/0/0");
    expect(examplePath(getChain('polygon'))).toBe("m/44'/60'/1'/0/0");
    expect(examplePath(getChain('tron'))).toBe("m/44'/195'/1'/0/0");
    expect(examplePath(getChain('solana'))).toBe("m/44'/501'/1'/0'");
  });

  it('never suggests the index-0 default path', () => {
    for (const name of ['ethereum', 'tron', 'solana', 'bitcoin', 'stellar', 'cardano']) {
      const chain = getChain(name);
      expect(examplePath(chain)).not.toBe(chain.defaultPath.replaceAll('{i}', '0'));
    }
  });
});
