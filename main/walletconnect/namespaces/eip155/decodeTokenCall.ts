import { getAddress, Interface } from 'ethers';
import { formatUnits } from '../../../../shared/amount';
import type { RequestDetail } from '../../../../shared/contract/walletconnect';
import type { WcChain } from './chains';
import { evmRpc } from './evmRpc';

type TokenCall = NonNullable<Extract<RequestDetail, { kind: 'transaction' }>['call']>;

const ERC20 = new Interface([
  'function transfer(address to, uint256 amount)',
  'function approve(address spender, uint256 amount)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
]);
const SET_APPROVAL_FOR_ALL = new Interface(['function setApprovalForAll(address operator, bool approved)']);

/** Amounts no token supply reaches: dapps ask for 2^256-1 (or 2^160-1, 2^128-1) to mean "unlimited". */
const UNLIMITED_FROM = 2n ** 128n;

async function tokenMeta(
  chain: WcChain,
  token: string,
): Promise<{ symbol: string | null; decimals: number | null }> {
  const call = (fn: 'symbol' | 'decimals') =>
    evmRpc<string>(chain.rpcUrls, 'eth_call', [{ to: token, data: ERC20.encodeFunctionData(fn) }, 'latest'])
      .then((r) => ERC20.decodeFunctionResult(fn, r)[0] as unknown)
      .catch(() => null);
  const [symbol, decimals] = await Promise.all([call('symbol'), call('decimals')]);
  return {
    symbol: typeof symbol === 'string' ? symbol.slice(0, 32) : null,
    decimals: typeof decimals === 'bigint' && decimals <= 36n ? Number(decimals) : null,
  };
}

/**
 * An ERC-20 transfer or approve decoded from calldata, with its amount in token units (the
 * token's own symbol and decimals, read from the chain); null for any other call. Calldata
 * must re-encode to itself, so nothing rides along after the arguments.
 */
export async function decodeTokenCall(chain: WcChain, to: string, data: string): Promise<TokenCall | null> {
  for (const fn of ['transfer', 'approve'] as const) {
    if (!data.startsWith(ERC20.getFunction(fn)!.selector)) continue;
    let args: [string, bigint];
    try {
      args = ERC20.decodeFunctionData(fn, data) as unknown as [string, bigint];
    } catch {
      return null;
    }
    if (ERC20.encodeFunctionData(fn, args) !== data.toLowerCase()) return null;
    const meta = await tokenMeta(chain, to);
    const unlimited = fn === 'approve' && args[1] >= UNLIMITED_FROM;
    return {
      fn,
      token: getAddress(to),
      symbol: meta.symbol,
      counterparty: getAddress(args[0]),
      amount: meta.decimals === null ? null : formatUnits(args[1], meta.decimals),
      rawAmount: args[1].toString(10),
      unlimited,
    };
  }
  return null;
}

/** setApprovalForAll(operator, true): hands every NFT of the collection to the operator. */
export function approvesAll(data: string): string | null {
  if (!data.startsWith(SET_APPROVAL_FOR_ALL.getFunction('setApprovalForAll')!.selector)) return null;
  try {
    const [operator, approved] = SET_APPROVAL_FOR_ALL.decodeFunctionData(
      'setApprovalForAll',
      data,
    ) as unknown as [string, boolean];
    return approved ? getAddress(operator) : null;
  } catch {
    return null;
  }
}
