import { sha3_256 } from '@noble/hashes/sha3.js';
import { hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { faDepositInto, primaryStoreOf } from './faDeposit';

const OWNER = `0x${'12'.repeat(32)}`;
const USDC = '0xbae207659db88bea0cbead6da0ed00aac12edcdda169e591cd41c94180b46f3b';
/** object::create_user_derived_object_address: sha3-256(owner ‖ metadata ‖ 0xFC), by hand */
const byHand = (owner: string, metadata: string) =>
  `0x${hex.encode(sha3_256(new Uint8Array([...hex.decode(owner.slice(2)), ...hex.decode(metadata.slice(2)), 0xfc])))}`;
const deposit = (store: string, amount: string, type = '0x1::fungible_asset::Deposit') => ({
  guid: { creation_number: '0', account_address: '0x0' },
  sequence_number: '0',
  type,
  data: { store, amount },
});

describe('a fungible asset’s primary store and deposits', () => {
  it('derives the primary store as the framework does, from any address form', () => {
    const store = primaryStoreOf(OWNER, USDC);
    expect(store).toBe(byHand(OWNER, USDC));
    expect(primaryStoreOf(OWNER.toUpperCase().replace('0X', '0x'), USDC)).toBe(store);
    // the short form of a special address is the same account
    expect(primaryStoreOf(OWNER, '0xa')).toBe(byHand(OWNER, `0x${'a'.padStart(64, '0')}`));
    expect(primaryStoreOf(USDC, OWNER)).not.toBe(store);
  });

  it('counts only Deposits into that store, summing several', () => {
    const mine = primaryStoreOf(OWNER, USDC);
    const other = primaryStoreOf(USDC, USDC);
    const tx = {
      events: [
        deposit(mine, '100'),
        deposit(other, '7'),
        deposit(mine, '5', '0x1::fungible_asset::Withdraw'),
        deposit(mine.replace(/^0x0+/, '0x'), '20'),
        { type: '0x1::coin::DepositEvent', data: { amount: '999' } },
      ],
    };
    expect(faDepositInto(tx, mine)).toBe(120n);
    expect(faDepositInto(tx, other)).toBe(7n);
    expect(faDepositInto({}, mine)).toBe(0n);
  });

  it('a Deposit the node writes wrongly is an error, not a zero', () => {
    const mine = primaryStoreOf(OWNER, USDC);
    expect(() => faDepositInto({ events: [deposit(mine, '-1')] }, mine)).toThrow();
    expect(() => faDepositInto({ events: [deposit('not an address', '1')] }, mine)).toThrow();
    expect(() => faDepositInto({ events: 'x' }, mine)).toThrow();
  });
});
