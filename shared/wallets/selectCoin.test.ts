import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue/catalogue';
import { addWallet } from './addWallet';
import { selectCoin } from './selectCoin';
import { toggleCoin } from './toggleCoin';
import { emptyWalletsState } from './types';

const rule = (message: string) => expect.objectContaining({ code: 'RULE', message });
const phrase = addWallet(emptyWalletsState(), { kind: 'phrase', origin: 'created' }).wallet;

describe('selectCoin', () => {
  it('selects a coin of the wallet', () => {
    expect(selectCoin(phrase, 'ethereum:native').selectedCoinId).toBe('ethereum:native');
    expect(selectCoin(phrase, 'bitcoin:native')).toBe(phrase);
  });

  it("fails with 'Coin id does not exist' for a coin not in the wallet, or hidden", () => {
    expect(() => selectCoin(phrase, 'stellar:native')).toThrow(rule('Coin id does not exist'));
    const hidden = toggleCoin(
      phrase,
      CATALOGUE.find((e) => e.id === 'ethereum:native')!,
    );
    expect(() => selectCoin(hidden, 'ethereum:native')).toThrow(rule('Coin id does not exist'));
  });
});
