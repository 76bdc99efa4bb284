/**
 * The signer against a lying builder (main or the explorer behind it) about what the inputs
 * spend. BIP143 commits each signature to its own input's amount only, so an amount stated
 * beside an input (witnessUtxo) is believed nowhere: the 2020 fee attack
 * (https://blog.trezor.io/details-of-firmware-updates-for-trezor-one-version-1-9-1-and-trezor-model-t-version-2-3-1-1eba8f60f2dd)
 * would otherwise combine two sessions' signatures into one transaction with a fee neither
 * session allowed.
 */
import { describe, expect, it } from 'vitest';
import {
  addressDeriver,
  fakePrevTx,
  offlinePrevTx,
  offlinePsbt,
  type OfflineInput,
} from '../../../test/utxo/offlinePsbt';
import { testWallet } from '../../../test/utxo/testWallet';
import type { UtxoSignIntent } from './checkIntent';
import { signUtxo } from './sign';
import { scriptOf } from './signScripts';

const wallet = testWallet();
const acct = wallet.account('p2wpkh');
const own = addressDeriver('litecoin', 'regtest', acct);
const change = own(1, 0).address;
const recipient = 'rltc1qw508d6qejxtdg4y5r3zarvary0c5xw7k693xs3';
const s = (a: string) => scriptOf('litecoin', 'regtest', a);

const intent = (over: Partial<UtxoSignIntent> = {}): UtxoSignIntent => ({
  chain: 'litecoin',
  to: recipient,
  amount: 600_000n,
  feeCap: 2_000n,
  changeAddresses: [change],
  ...over,
});
const sign = (inputs: OfflineInput[], outputs: { to: string; value: bigint }[], i = intent()) =>
  signUtxo({
    chain: 'litecoin',
    network: 'regtest',
    psbt: offlinePsbt(
      'litecoin',
      'regtest',
      inputs,
      outputs.map((o) => ({ script: s(o.to), value: o.value })),
    ).toBase64(),
    intent: i,
    keys: wallet.keys,
  });
const refusal = (text: string) =>
  expect.objectContaining({ code: 'INTENT_MISMATCH', message: expect.stringContaining(text) });

describe('the signer believes an input amount only from its previous transaction', () => {
  // two real coins of 1 000 000; the outputs leave a true fee of 901 500
  const outputs = [
    { to: recipient, value: 600_000n },
    { to: change, value: 498_500n },
  ];
  const coin = (index: number, forged?: OfflineInput['forged']): OfflineInput => ({
    account: acct,
    index,
    value: 1_000_000n,
    forged,
  });
  // the lie: the other coin "is" 100 000, so each session sees a fee of 1 500 under its cap
  const understated = { prevTx: null, witnessValue: 100_000n };

  it('refuses both sessions of the two-session fee attack, each lying about the other input', () => {
    expect(() => sign([coin(0), coin(1, understated)], outputs)).toThrow(
      refusal('without its previous transaction'),
    );
    expect(() => sign([coin(0, understated), coin(1)], outputs)).toThrow(
      refusal('without its previous transaction'),
    );
    // told the truth, the signer sees the fee the combined signatures would have paid
    expect(() => sign([coin(0), coin(1)], outputs)).toThrow(refusal('fee is above'));
    expect(sign([coin(0), coin(1)], outputs, intent({ feeCap: 901_500n })).fee).toBe(901_500n);
  });

  it('refuses a previous transaction that is not the one the outpoint names', () => {
    // a made-up transaction paying the wallet the understated amount, attached to the real outpoint
    const forgedPrev = fakePrevTx(own(0, 1).script, 100_000n, 99);
    expect(() => sign([coin(0), coin(1, { prevTx: forgedPrev, witnessValue: 100_000n })], outputs)).toThrow(
      refusal('does not match its previous transaction'),
    );
  });

  it('refuses an input whose stated amount differs from its previous transaction’s', () => {
    expect(() => sign([coin(0), coin(1, { witnessValue: 100_000n })], outputs)).toThrow(
      refusal('states two amounts'),
    );
  });

  it('refuses an input whose stated script differs from its previous transaction’s', () => {
    expect(() => sign([coin(0), coin(1, { witnessScript: own(0, 2).script })], outputs)).toThrow(
      refusal('states two scripts'),
    );
  });

  it('refuses outputs that spend more than the inputs hold', () => {
    const small = { account: acct, index: 0, value: 100_000n };
    expect(() =>
      sign(
        [small],
        [
          { to: recipient, value: 60_000n },
          { to: change, value: 41_000n },
        ],
        intent({ amount: 60_000n }),
      ),
    ).toThrow(refusal('outputs exceed the inputs'));
  });

  it('lets taproot inputs state their amount, which BIP341 signs for every input', () => {
    const tr = wallet.account('p2tr');
    const trChange = addressDeriver('litecoin', 'regtest', tr)(1, 0).address;
    const r = signUtxo({
      chain: 'litecoin',
      network: 'regtest',
      psbt: offlinePsbt(
        'litecoin',
        'regtest',
        [{ account: tr, index: 0, value: 100_000n }],
        [
          { script: s(recipient), value: 60_000n },
          { script: s(trChange), value: 38_500n },
        ],
      ).toBase64(),
      intent: intent({ amount: 60_000n, changeAddresses: [trChange] }),
      keys: wallet.keys,
    });
    expect(r.fee).toBe(1_500n);
  });

  it('does not let a stated taproot script exempt a segwit v0 input from its previous transaction', () => {
    const taprootScript = addressDeriver('litecoin', 'regtest', wallet.account('p2tr'))(0, 0).script;
    const p = offlinePsbt(
      'litecoin',
      'regtest',
      [coin(0)],
      outputs.map((o) => ({ script: s(o.to), value: o.value })),
    );
    const real = offlinePrevTx('litecoin', 'regtest', coin(1), 1);
    p.addInput({
      hash: real.getId(),
      index: 0,
      sequence: 0xfffffffd,
      witnessUtxo: { script: taprootScript, value: 100_000n },
    });
    // bitcoinjs' addInput refuses a BIP32 path beside taproot data; a hostile builder does not ask it
    const d = own(0, 1);
    p.data.updateInput(1, {
      bip32Derivation: [{ masterFingerprint: new Uint8Array(4), pubkey: d.pubkey, path: d.path }],
    });
    expect(() =>
      signUtxo({
        chain: 'litecoin',
        network: 'regtest',
        psbt: p.toBase64(),
        intent: intent(),
        keys: wallet.keys,
      }),
    ).toThrow(refusal('not spendable by this wallet'));
  });
});
