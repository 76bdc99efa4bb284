// The signed envelope compared byte for byte with stellar-base's own signing (ed25519 is
// deterministic), under the passphrase of the signer's own table for each network.
import { Keypair, Networks, Transaction, TransactionBuilder, Memo } from '@stellar/stellar-base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { HDKey } from 'micro-key-producer/slip10.js';
import { describe, expect, it } from 'vitest';
import type { NetworkKind } from '../../../shared/chains/validate/result';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import { buildEnvelope, LOCAL_PASSPHRASE, ops } from '../../../test/stellar/offlineTx';
import { importedKeys, phraseKeys } from '../keys/walletKeys';
import { signTransfer } from '../signing';
import { chainSigner } from './index';
import { STELLAR_PASSPHRASES } from './networks';
import { signStellar } from './transferSigner';

const seed = mnemonicToSeedSync(
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
);
const PATH = "m/44'/148'/0'";
const kp = Keypair.fromRawEd25519Seed(Buffer.from(HDKey.fromMasterSeed(seed).derive(PATH).privateKey));
const ME = kp.publicKey();
const BOB = Keypair.random().publicKey();

const intent: SignIntentOf<'stellar'> = {
  family: 'stellar',
  kind: 'transfer',
  chainName: 'stellar',
  from: ME,
  to: BOB,
  amount: '15000000',
  feeCap: '100',
  memo: { kind: 'text', value: 'invoice 7' },
};

describe('Stellar signing', () => {
  it('passphrases are the networks’ published ones', () => {
    expect(STELLAR_PASSPHRASES.mainnet).toBe(Networks.PUBLIC);
    expect(STELLAR_PASSPHRASES.testnet).toBe(Networks.TESTNET);
    expect(STELLAR_PASSPHRASES.regtest).toBe(Networks.STANDALONE);
    expect(LOCAL_PASSPHRASE).toBe(Networks.STANDALONE);
  });

  for (const network of ['mainnet', 'testnet', 'regtest'] as NetworkKind[]) {
    it(`${network}: the envelope and hash equal stellar-base's for the same key`, () => {
      const passphrase = STELLAR_PASSPHRASES[network];
      const unsigned = buildEnvelope(ops.payXlm(BOB, '1.5'), {
        source: ME,
        memo: Memo.text('invoice 7'),
        passphrase,
      });
      const out = signTransfer({
        chainName: 'stellar',
        network,
        unsigned,
        intent,
        activePath: PATH,
        keys: phraseKeys(seed),
        replacing: null,
        history: () => [],
      });
      const theirs = TransactionBuilder.fromXDR(unsigned, passphrase) as Transaction;
      theirs.sign(kp);
      expect(out.signed).toBe(theirs.toEnvelope().toXDR('base64'));
      expect(out.hash).toBe(theirs.hash().toString('hex'));
      expect(out.fee).toBe(100n);
      expect(out.detail).toMatchObject({
        family: 'stellar',
        from: ME,
        destination: BOB,
        amount: '15000000',
        memo: 'text:invoice 7',
      });
      // the signature is good under this network's passphrase only
      const signed = new Transaction(out.signed, passphrase);
      expect(kp.verify(signed.hash(), signed.signatures[0]!.signature())).toBe(true);
      const other = new Transaction(out.signed, network === 'mainnet' ? Networks.TESTNET : Networks.PUBLIC);
      expect(kp.verify(other.hash(), other.signatures[0]!.signature())).toBe(false);
    });
  }

  it('an imported S… secret signs for its own address', () => {
    const unsigned = buildEnvelope(ops.payXlm(BOB, '1.5'), { source: ME, memo: Memo.text('invoice 7') });
    const keys = importedKeys('stellar', () => chainSigner.importedKey!(kp.secret(), 'stellar', 'regtest'));
    const out = signTransfer({
      chainName: 'stellar',
      network: 'regtest',
      unsigned,
      intent,
      keys,
      replacing: null,
      history: () => [],
    });
    const signed = new Transaction(out.signed, Networks.STANDALONE);
    expect(kp.verify(signed.hash(), signed.signatures[0]!.signature())).toBe(true);
    expect(signed.signatures[0]!.hint().equals(kp.signatureHint())).toBe(true);
  });

  it('refuses another family’s intent and a phrase wallet without a sending path', () => {
    const unsigned = buildEnvelope(ops.payXlm(BOB, '1.5'), { source: ME, memo: Memo.text('invoice 7') });
    const base = {
      chainName: 'stellar',
      network: 'regtest',
      unsigned,
      keys: phraseKeys(seed),
      replacing: null,
      history: () => [],
    } as const;
    expect(() =>
      signStellar({ ...base, activePath: PATH, intent: { ...intent, family: 'ripple' } as never }),
    ).toThrow(expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'family' }));
    for (const path of [{}, { activePath: '' }])
      expect(() => signStellar({ ...base, ...path, intent })).toThrow(
        expect.objectContaining({ code: 'BAD_INPUT', message: 'no sending address' }),
      );
  });
});
