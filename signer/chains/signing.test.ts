// The checks every family shares (signing.ts), before any family signer runs: an intent of
// another family or chain than the one signing, a key imported for another chain, and a
// `replaces` that does not go with its kind are refused there, whatever the family signer
// would say. The honest twins sign through the same entry (Solana, whose messages the test
// builds with web3.js), so each refusal fails when its check is removed.
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import type { SignIntent } from '../../shared/signer/protocol';
import type { JournalEntry } from '../journal/journalEntry';
import { importedKeys, phraseKeys } from './keys/walletKeys';
import { signTransfer, type Keys, type TransferSignParams } from './signing';
import {
  IMPORTED,
  PATH,
  solIntent,
  solTransfer,
  unsignedOf,
  walletKeys,
} from '../../test/solana/testMessages';

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

/** An honest Solana transfer through the shared entry, one field bent by the test. */
const onSolana =
  (over: Partial<TransferSignParams> = {}) =>
  () =>
    signTransfer({
      chainName: 'solana',
      network: 'mainnet',
      unsigned: unsignedOf([solTransfer()]),
      intent: solIntent(),
      activePath: PATH,
      keys: walletKeys,
      replacing: null,
      history: () => [],
      ...over,
    });
const importedFor = (chain: string): Keys =>
  importedKeys(chain, () => ({ curve: 'ed25519', privateKey: IMPORTED.secretKey.slice(0, 32) }));
const refused = (why: string, code = 'INTENT_MISMATCH') => expect.objectContaining({ code, message: why });
/** a record of this wallet's journal, as the session looks it up for `replaces` */
const record = { hash: 'ab'.repeat(64) } as JournalEntry;

describe('the shared checks before any family signer', () => {
  it('refuses an intent of another family than the chain’s', () => {
    expect(onHedera(evmIntent)).toThrow(refused('family'));
  });

  it('refuses it first, before the checks whose rules depend on the kind (here `replaces`)', () => {
    const intent: SignIntent = { ...evmIntent, chainName: 'solana', replaces: 'ab'.repeat(32) };
    expect(onSolana({ intent })).toThrow(refused('family'));
  });

  it('refuses an intent approved for another chain than the one signing', () => {
    expect(onSolana({ intent: solIntent({ chainName: 'ethereum' }) })).toThrow(refused('chain'));
  });

  it('refuses a key imported for another chain, and signs with one imported for this chain', () => {
    expect(onSolana({ keys: importedFor('ethereum') })).toThrow(
      refused('This key was imported for another chain'),
    );
    const me = IMPORTED.publicKey;
    const out = onSolana({
      keys: importedFor('solana'),
      unsigned: unsignedOf([solTransfer({ from: me })], me),
      intent: solIntent({ from: me.toBase58() }),
    })();
    expect(out.signed.length).toBeGreaterThan(0);
  });

  it('refuses `replaces` on a kind that replaces nothing, and a replacement of nothing signed here', () => {
    expect(onSolana({ intent: solIntent({ replaces: 'ab'.repeat(64) }) })).toThrow(refused('replaces'));
    const speedUp = solIntent({ kind: 'speedUp' as never, replaces: 'ab'.repeat(64) });
    expect(onSolana({ intent: speedUp })).toThrow(
      refused('The transaction to replace was not signed by this wallet'),
    );
    // with the record found, the shared checks pass it on: Solana itself has no speed-up
    expect(onSolana({ intent: speedUp, replacing: record })).toThrow(
      refused('Solana does not sign a speedUp'),
    );
  });

  it('passes an honest phrase-wallet transfer to the family signer', () => {
    expect(onSolana()().signed.length).toBeGreaterThan(0);
  });
});
