// The checks every family shares (signing.ts), before any family signer runs: an intent of
// another family than the chain's is refused there, whatever the family signer would say.
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import type { SignIntent } from '../../shared/signer/protocol';
import { phraseKeys } from './keys/walletKeys';
import { signTransfer } from './signing';

const keys = phraseKeys(mnemonicToSeedSync('test test test test test test test test test test test junk'));
const onHedera = (intent: SignIntent) => () =>
  signTransfer({
    chainName: 'hedera',
    network: 'mainnet',
    unsigned: '00',
    intent,
    activePath: "m/44'/3030'/0'/0'/0'",
    keys,
    replacing: null,
    history: () => [],
  });
const evmIntent: SignIntent = {
  family: 'evm',
  kind: 'transfer',
  chainName: 'hedera',
  from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  amount: '1',
  feeCap: '1',
};

describe('the shared checks before any family signer', () => {
  it('refuses an intent of another family than the chain’s', () => {
    expect(onHedera(evmIntent)).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'family' }),
    );
  });
});
