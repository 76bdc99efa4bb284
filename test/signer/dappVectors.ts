import { Interface, MaxUint256, Transaction } from 'ethers';
import type { ApprovedDappTx } from '../../shared/signer/dapp';

export const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
export const SPENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** An EIP-2612 Permit as dapps send it (EIP712Domain listed among the types). */
export const PERMIT_JSON = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Permit: [
      { name: 'owner', type: 'address' },
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'nonce', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
    ],
  },
  primaryType: 'Permit',
  domain: { name: 'Test Token', version: '1', chainId: 1, verifyingContract: TOKEN },
  message: {
    owner: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    spender: SPENDER,
    value: '1000000',
    nonce: '0',
    deadline: '4102444800',
  },
};

/** approve(SPENDER, 2^256-1) on TOKEN, as a dapp asks for it, with main's gas and fees. */
export function approvedTx(): ApprovedDappTx {
  const data = new Interface(['function approve(address,uint256)']).encodeFunctionData('approve', [
    SPENDER,
    MaxUint256,
  ]);
  return {
    chainId: 1,
    to: TOKEN,
    value: '0',
    data,
    gas: '60000',
    maxFeePerGas: '3000000000',
    maxPriorityFeePerGas: '1000000000',
  };
}

/** main's unsigned serialization of `a`, with `change` applied after approval (hostile main). */
export function unsignedOf(a: ApprovedDappTx, change: Partial<Record<string, unknown>> = {}): string {
  return Transaction.from({
    type: 2,
    chainId: a.chainId,
    nonce: 0,
    to: a.to,
    value: BigInt(a.value),
    data: a.data,
    gasLimit: BigInt(a.gas),
    maxFeePerGas: BigInt(a.maxFeePerGas),
    maxPriorityFeePerGas: BigInt(a.maxPriorityFeePerGas),
    ...change,
  }).unsignedSerialized;
}
