// A history row from a user transaction as the node REST API writes it: what left the wallet,
// the gas it paid (gas used × gas unit price), and nothing moved by a failed or foreign call.
import { describe, expect, it } from 'vitest';
import { UserTransactionSchema } from '../network/wire';
import { historyItem } from './listHistory';

const ME = `0x${'ab'.repeat(32)}`;
const BOB = `0x${'0c'.repeat(32)}`;

const tx = (over: Record<string, unknown> = {}, payload: Record<string, unknown> = {}) =>
  UserTransactionSchema.parse({
    type: 'user_transaction',
    version: '3456789',
    hash: `0x${'11'.repeat(32)}`,
    success: true,
    vm_status: 'Executed successfully',
    sender: ME,
    sequence_number: '4',
    gas_used: '9',
    gas_unit_price: '100',
    max_gas_amount: '14',
    expiration_timestamp_secs: '1700000600',
    timestamp: '1700000000123456',
    payload: {
      type: 'entry_function_payload',
      function: '0x1::aptos_account::transfer',
      type_arguments: [],
      arguments: [BOB, '150000000'],
      ...payload,
    },
    ...over,
  });

describe('Aptos history rows', () => {
  it('a transfer: the amount out, the fee, the date from microseconds', () => {
    expect(historyItem(tx())).toEqual({
      hash: `0x${'11'.repeat(32)}`,
      amount: '-150000000',
      status: 'success',
      date: 1_700_000_000_123,
      from: ME,
      to: BOB,
      fee: '900',
    });
  });

  it('the fungible-asset transfer names its asset first; a short recipient is written long', () => {
    const fa = historyItem(
      tx(
        {},
        { function: '0x1::primary_fungible_store::transfer', arguments: [{ inner: '0xa' }, '0xc', '5'] },
      ),
    );
    expect(fa).toMatchObject({ amount: '-5', to: `0x${'0'.repeat(63)}c` });
  });

  it('a failed transfer moved nothing but paid its gas; another call moved no APT the wallet can tell', () => {
    expect(historyItem(tx({ success: false, vm_status: 'Out of gas' }))).toMatchObject({
      amount: '0',
      status: 'failed',
      fee: '900',
    });
    expect(
      historyItem(tx({}, { function: '0x1::object::transfer_call', arguments: [BOB, BOB] })),
    ).toMatchObject({
      amount: '0',
      to: '',
    });
  });

  it('a token’s rows: its own transfers only, without the fee; APT’s row of a token send moved no APT', () => {
    const usdc = `0x${'bb'.repeat(32)}`;
    const moon = `0x${'ab'.padStart(64, '0')}::moon::MoonCoin`;
    const fa = tx(
      {},
      { function: '0x1::primary_fungible_store::transfer', arguments: [{ inner: usdc }, BOB, '7'] },
    );
    const coin = tx(
      {},
      { function: '0x1::aptos_account::transfer_coins', type_arguments: [moon], arguments: [BOB, '9'] },
    );
    expect(historyItem(fa, usdc)).toMatchObject({ amount: '-7', to: BOB });
    expect(historyItem(fa, usdc)).not.toHaveProperty('fee');
    expect(historyItem(coin, moon)).toMatchObject({ amount: '-9', to: BOB });
    // another token's transfer, or APT's, is not on a token's page
    expect(historyItem(fa, moon)).toBeNull();
    expect(historyItem(coin, usdc)).toBeNull();
    expect(historyItem(tx(), usdc)).toBeNull();
    // on APT's page the token send is the gas it paid
    expect(historyItem(coin)).toMatchObject({ amount: '0', to: BOB, fee: '900' });
    expect(historyItem(fa)).toMatchObject({ amount: '0', fee: '900' });
  });

  it('refuses a transaction whose amounts are not u64 strings', () => {
    expect(() => tx({ gas_used: '9.5' })).toThrow();
  });
});
