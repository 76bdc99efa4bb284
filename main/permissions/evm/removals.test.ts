import { AbiCoder, getAddress, id, zeroPadValue } from 'ethers';
import { describe, expect, it } from 'vitest';
import type { RawLog } from '../../chains/evm/preview/types';
import { APPROVAL_FOR_ALL_TOPIC, APPROVAL_TOPIC, PERMIT2 } from './abi';
import { PERMIT2_LOCKDOWN_TOPIC, decodeRemovals } from './removals';

const OWNER = getAddress('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
const OTHER = getAddress('0x00000000000000000000000000000000000b0b0b');
const SPENDER = getAddress('0x000000000000000000000000000000000005be11');
const TOKEN = getAddress('0x5FbDB2315678afecb367f032d93F642f64180aa3');
const t = (a: string) => zeroPadValue(a, 32).toLowerCase();
const coder = AbiCoder.defaultAbiCoder();
const approval = (owner: string, value: bigint, address = TOKEN): RawLog => ({
  address,
  topics: [APPROVAL_TOPIC, t(owner), t(SPENDER)],
  data: coder.encode(['uint256'], [value]),
});
const forAll = (approved: boolean): RawLog => ({
  address: TOKEN,
  topics: [APPROVAL_FOR_ALL_TOPIC, t(OWNER), t(SPENDER)],
  data: coder.encode(['bool'], [approved]),
});
const lockdown = (owner: string, address = PERMIT2): RawLog => ({
  address,
  topics: [PERMIT2_LOCKDOWN_TOPIC, t(owner)],
  data: coder.encode(['address', 'address'], [TOKEN, SPENDER]),
});

describe('decodeRemovals', () => {
  it('reads Approval to 0, ApprovalForAll false and Permit2 Lockdown of the owner from bytes', () => {
    expect(decodeRemovals([approval(OWNER, 0n), forAll(false), lockdown(OWNER)], OWNER)).toEqual([
      { kind: 'allowance', asset: TOKEN, spender: SPENDER },
      { kind: 'operator', asset: TOKEN, spender: SPENDER },
      { kind: 'permit2', asset: TOKEN, spender: SPENDER },
    ]);
  });

  it('an address word up to 2^160 - 1 is an address', () => {
    const top = getAddress('0xffffffffffffffffffffffffffffffffffffffff');
    const log = { ...lockdown(OWNER), data: coder.encode(['address', 'address'], [top, top]) };
    expect(decodeRemovals([log], OWNER)).toEqual([{ kind: 'permit2', asset: top, spender: top }]);
  });

  it('a grant, another owner, a Lockdown not from Permit2 or a malformed log is no removal', () => {
    const notRemovals: RawLog[] = [
      approval(OWNER, 1n),
      forAll(true),
      approval(OTHER, 0n),
      lockdown(OTHER),
      lockdown(OWNER, TOKEN),
      // ERC-721's item approval (token id indexed) is not an allowance
      { ...approval(OWNER, 0n), topics: [...approval(OWNER, 0n).topics, t(OTHER)] },
      { ...approval(OWNER, 0n), data: '0x' },
      { ...approval(OWNER, 0n), data: `${approval(OWNER, 0n).data}00` },
      { ...lockdown(OWNER), data: coder.encode(['address'], [TOKEN]) },
      { ...lockdown(OWNER), data: coder.encode(['uint256', 'address'], [2n ** 200n, SPENDER]) },
      { ...lockdown(OWNER), topics: [PERMIT2_LOCKDOWN_TOPIC, t(OWNER), t(OWNER)] },
      { ...approval(OWNER, 0n), topics: [APPROVAL_TOPIC, '0x01', t(SPENDER)] },
      { ...approval(OWNER, 0n), topics: [APPROVAL_TOPIC] },
      // topics and data a node could make up: each word exactly 0x and 64 hex digits
      { ...approval(OWNER, 0n), topics: [APPROVAL_TOPIC, `zz${t(OWNER)}`, t(SPENDER)] },
      { ...approval(OWNER, 0n), topics: [APPROVAL_TOPIC, t(OWNER), `${t(SPENDER)}00`] },
      { ...approval(OWNER, 0n), data: `zz${approval(OWNER, 0n).data}` },
      { ...lockdown(OWNER), data: coder.encode(['address', 'address', 'uint256'], [TOKEN, SPENDER, 0n]) },
      { ...lockdown(OWNER), data: coder.encode(['uint256', 'address'], [2n ** 160n, SPENDER]) },
      { ...lockdown(OWNER), data: coder.encode(['address', 'uint256'], [TOKEN, 2n ** 160n]) },
      // another event of the same shape (a Transfer of 0 from the owner) removes nothing
      { ...approval(OWNER, 0n), topics: [id('Transfer(address,address,uint256)'), t(OWNER), t(SPENDER)] },
    ];
    for (const log of notRemovals) expect(decodeRemovals([log], OWNER)).toEqual([]);
  });
});
