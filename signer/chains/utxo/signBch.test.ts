/**
 * Bitcoin Cash has no node here, so its signatures are checked by an independent
 * implementation: libauth's BCH virtual machine verifies the whole signed transaction
 * (SIGHASH_ALL|FORKID over the BIP143-style digest with committed amounts).
 */
import { createVirtualMachineBCH, decodeTransaction, hexToBin } from '@bitauth/libauth';
import { describe, expect, it } from 'vitest';
import { testWallet } from '../../../test/utxo/testWallet';
import {
  addressDeriver,
  fakePrevTx,
  offlinePsbt,
  paymentFor,
  type OfflineInput,
} from '../../../test/utxo/offlinePsbt';
import { faultyKeys } from '../../../test/utxo/faultyKeys';
import { scriptOf } from './signScripts';
import { signUtxo } from './sign';

const wallet = testWallet(undefined, 145);
const acct = wallet.account('p2pkh');
const own = addressDeriver('bitcoin_cash', 'mainnet', acct);

describe('Bitcoin Cash signing', () => {
  it('writes cashaddr for the BIP173 example key (hash 751e76e8…)', () => {
    const g = hexToBin('0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798');
    expect(paymentFor('bitcoin_cash', 'mainnet', 'p2pkh', g).address).toBe(
      'bitcoincash:qp63uahgrxged4z5jswyt5dn5v3lzsem6cy4spdc2h',
    );
  });

  it('produces a transaction the BCH virtual machine accepts, and only with the right amounts', () => {
    const to = 'qp63uahgrxged4z5jswyt5dn5v3lzsem6cy4spdc2h';
    const change = own(1, 0).address;
    const inputs = [
      { account: acct, index: 0, value: 150_000n },
      { account: acct, index: 1, value: 70_000n },
    ];
    const psbt = offlinePsbt('bitcoin_cash', 'mainnet', inputs, [
      { script: scriptOf('bitcoin_cash', 'mainnet', to), value: 100_000n },
      { script: scriptOf('bitcoin_cash', 'mainnet', change), value: 119_000n },
    ]);
    const signed = signUtxo({
      chain: 'bitcoin_cash',
      network: 'mainnet',
      psbt: psbt.toBase64(),
      intent: { chain: 'bitcoin_cash', to, amount: 100_000n, feeCap: 1_000n, changeAddresses: [change] },
      keys: wallet.keys,
    });
    expect(signed.fee).toBe(1_000n);
    const tx = decodeTransaction(hexToBin(signed.hex));
    if (typeof tx === 'string') throw new Error(tx);
    const sourceOutputs = inputs.map((i) => ({
      lockingBytecode: own(0, i.index).script,
      valueSatoshis: i.value,
    }));
    const vm = createVirtualMachineBCH(true);
    expect(vm.verify({ sourceOutputs, transaction: tx })).toBe(true);
    // the fork-id digest commits to each amount: a different amount invalidates the signature
    const wrong = sourceOutputs.map((o, k) => (k === 0 ? { ...o, valueSatoshis: o.valueSatoshis + 1n } : o));
    expect(vm.verify({ sourceOutputs: wrong, transaction: tx })).not.toBe(true);
  });

  it('never hands out a transaction whose signature does not verify (a fault while signing)', () => {
    const to = 'qp63uahgrxged4z5jswyt5dn5v3lzsem6cy4spdc2h';
    const change = own(1, 0).address;
    const psbt = offlinePsbt(
      'bitcoin_cash',
      'mainnet',
      [{ account: acct, index: 0, value: 150_000n }],
      [
        { script: scriptOf('bitcoin_cash', 'mainnet', to), value: 100_000n },
        { script: scriptOf('bitcoin_cash', 'mainnet', change), value: 49_000n },
      ],
    ).toBase64();
    const intent = { chain: 'bitcoin_cash', to, amount: 100_000n, feeCap: 1_000n, changeAddresses: [change] };
    const sign = (keys = wallet.keys) =>
      signUtxo({ chain: 'bitcoin_cash', network: 'mainnet', psbt, intent, keys });
    expect(sign().fee).toBe(1_000n);
    expect(() => sign(faultyKeys(wallet.keys))).toThrow(
      expect.objectContaining({ code: 'INTERNAL', message: 'Error in validation of bitcoin transaction' }),
    );
  });

  describe('believes an amount only from the previous transaction (the fork-id digest signs one amount)', () => {
    const to = 'qp63uahgrxged4z5jswyt5dn5v3lzsem6cy4spdc2h';
    const change = own(1, 0).address;
    const coin = (index: number, forged?: OfflineInput['forged']): OfflineInput => ({
      account: acct,
      index,
      value: 1_000_000n,
      forged,
    });
    // true fee 901 500; each lie below makes it look like 1 500
    const sign = (inputs: OfflineInput[]) =>
      signUtxo({
        chain: 'bitcoin_cash',
        network: 'mainnet',
        psbt: offlinePsbt('bitcoin_cash', 'mainnet', inputs, [
          { script: scriptOf('bitcoin_cash', 'mainnet', to), value: 600_000n },
          { script: scriptOf('bitcoin_cash', 'mainnet', change), value: 498_500n },
        ]).toBase64(),
        intent: { chain: 'bitcoin_cash', to, amount: 600_000n, feeCap: 2_000n, changeAddresses: [change] },
        keys: wallet.keys,
      });
    const refusal = (text: string) =>
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: expect.stringContaining(text) });
    const understated = { prevTx: null, witnessValue: 100_000n };

    it('refuses both sessions of the two-session fee attack', () => {
      expect(() => sign([coin(0), coin(1, understated)])).toThrow(
        refusal('without its previous transaction'),
      );
      expect(() => sign([coin(0, understated), coin(1)])).toThrow(
        refusal('without its previous transaction'),
      );
      expect(() => sign([coin(0), coin(1)])).toThrow(refusal('fee is above'));
    });

    it('refuses a previous transaction that is not the one the outpoint names', () => {
      const forgedPrev = fakePrevTx(own(0, 1).script, 100_000n, 99);
      expect(() => sign([coin(0), coin(1, { prevTx: forgedPrev })])).toThrow(
        refusal('does not match its previous transaction'),
      );
    });

    it('refuses an amount stated beside the input that differs from its previous transaction’s', () => {
      expect(() => sign([coin(0), coin(1, { witnessValue: 100_000n })])).toThrow(
        refusal('states two amounts'),
      );
    });
  });
});
