/**
 * The two calls of a THORChain swap deposit on an EVM chain, as bytes: the router's
 * `depositWithExpiry(vault, asset, amount, memo, expiry)` and a token's exact `approve` before
 * it. The EVM family's own logic, so the exchange's builder and the family's preview encode the
 * very same calls (and neither imports the other's folder).
 */
import { getAddress } from 'ethers';
import { encodeFunctionData, parseAbi, type Hex } from 'viem';
import type { CallFields } from './txRequest';

const ROUTER = parseAbi([
  'function depositWithExpiry(address vault, address asset, uint256 amount, string memo, uint256 expiration) payable',
]);
const ERC20 = parseAbi(['function approve(address spender, uint256 amount) returns (bool)']);
const NATIVE = '0x0000000000000000000000000000000000000000';

/** The call to the router, the coin's amount as value and none for a token. */
export function depositCall(p: {
  router: string;
  vault: string;
  token: string | undefined;
  amount: bigint;
  memo: string;
  expiry: number;
}): CallFields {
  const data = encodeFunctionData({
    abi: ROUTER,
    functionName: 'depositWithExpiry',
    args: [
      getAddress(p.vault) as Hex,
      (p.token === undefined ? NATIVE : getAddress(p.token)) as Hex,
      p.amount,
      p.memo,
      BigInt(p.expiry),
    ],
  });
  return { to: getAddress(p.router), value: p.token === undefined ? p.amount : 0n, data };
}

/** `approve(spender, amount)` on the token: the exact amount of one deposit. */
export function approveCall(token: string, spender: string, amount: bigint): CallFields {
  const data = encodeFunctionData({
    abi: ERC20,
    functionName: 'approve',
    args: [getAddress(spender) as Hex, amount],
  });
  return { to: getAddress(token), value: 0n, data };
}
