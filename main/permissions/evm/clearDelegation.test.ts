import { Transaction, ZeroAddress } from 'ethers';
import { describe, expect, it } from 'vitest';
import { clearDelegationTx } from './clearDelegation';

const ME = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const base = {
  chainId: 8453,
  legacyGas: false,
  account: ME,
  nonce: 12,
  gasLimit: 46_000n,
  maxFeePerGas: 5n,
  maxPriorityFeePerGas: 1n,
};

describe('the transaction that clears an EIP-7702 delegation', () => {
  it('is type 4 to the account itself, nothing moved, one authorization to 0 for this chain at nonce + 1', () => {
    const tx = Transaction.from(clearDelegationTx(base).unsignedSerialized);
    expect(tx).toMatchObject({
      type: 4,
      chainId: 8453n,
      nonce: 12,
      to: ME,
      value: 0n,
      data: '0x',
      gasLimit: 46_000n,
    });
    expect(tx.authorizationList).toHaveLength(1);
    expect(tx.authorizationList![0]).toMatchObject({ address: ZeroAddress, chainId: 8453n, nonce: 13n });
  });

  it('is refused on a chain without EIP-1559 transactions (it has no type 4 either)', () => {
    expect(() => clearDelegationTx({ ...base, legacyGas: true })).toThrow(/no EIP-7702/);
  });
});
