import { Transaction } from 'bitcoinjs-lib';
import { describe, expect, it } from 'vitest';
import { offlinePsbt } from '../../../../test/utxo/offlinePsbt';
import { testWallet } from '../../../../test/utxo/testWallet';
import { outputTypeOf, type InputType } from '../params';
import { addressDeriver } from './account';
import { estimateVsize } from './vsize';

const wallet = testWallet();
const TYPES: InputType[] = ['p2wpkh', 'p2sh-p2wpkh', 'p2pkh', 'p2tr'];
const accounts = Object.fromEntries(TYPES.map((t) => [t, wallet.account(t)])) as Record<
  InputType,
  ReturnType<typeof wallet.account>
>;

/** Signs a real transaction with these inputs and outputs and returns its vsize. */
function signedVsize(inputs: InputType[], outputs: InputType[]): number {
  const ins = inputs.map((t, k) => ({ account: accounts[t], index: k, value: 1_000_000n }));
  const outs = outputs.map((t, k) => ({
    script: addressDeriver('litecoin', 'regtest', accounts[t])(1, k).script,
    value: 10_000n,
  }));
  const psbt = offlinePsbt('litecoin', 'regtest', ins, outs);
  const change = outputs.map((t, k) => addressDeriver('litecoin', 'regtest', accounts[t])(1, k).address);
  const signed = wallet.sign('litecoin', 'regtest', psbt.toBase64(), {
    chain: 'litecoin',
    to: change[0] as string,
    amount: 10_000n,
    feeCap: 10_000_000n,
    changeAddresses: change,
  });
  return Transaction.fromHex(signed.hex).virtualSize();
}

describe('estimateVsize against real signed transactions', () => {
  const cases: [InputType[], InputType[]][] = [
    [['p2wpkh'], ['p2wpkh', 'p2wpkh']],
    [['p2sh-p2wpkh'], ['p2sh-p2wpkh', 'p2pkh']],
    [['p2pkh'], ['p2pkh', 'p2wpkh']],
    [['p2tr'], ['p2tr', 'p2tr']],
    [['p2wpkh', 'p2wpkh', 'p2wpkh'], ['p2tr']],
    [
      ['p2pkh', 'p2wpkh', 'p2tr', 'p2sh-p2wpkh'],
      ['p2pkh', 'p2wpkh'],
    ],
    [['p2pkh', 'p2pkh', 'p2pkh'], ['p2pkh']],
    [['p2tr', 'p2tr', 'p2tr', 'p2tr', 'p2tr'], ['p2wpkh']],
  ];
  it.each(cases)('inputs %j, outputs %j', (inputs, outputs) => {
    const real = signedVsize(inputs, outputs);
    const est = estimateVsize(
      inputs,
      outputs.map((t) => outputTypeOf(addressDeriver('litecoin', 'regtest', accounts[t])(1, 0).script)),
    );
    expect(est).toBeGreaterThanOrEqual(real);
    // at most one byte per ECDSA signature over (R takes 33 bytes half the time)
    const ecdsa = inputs.filter((t) => t !== 'p2tr').length;
    expect(est - real).toBeLessThanOrEqual(ecdsa);
    if (ecdsa === 0) expect(est).toBe(real);
  });

  it('matches the textbook sizes', () => {
    expect(estimateVsize(['p2wpkh'], ['p2wpkh', 'p2wpkh'])).toBe(141);
    expect(estimateVsize(['p2tr'], ['p2tr'])).toBe(111);
    // 148 vB for a legacy input with the largest low-S signature (textbook 147.5 on average)
    expect(estimateVsize(['p2pkh'], ['p2pkh'])).toBe(192);
  });
});
