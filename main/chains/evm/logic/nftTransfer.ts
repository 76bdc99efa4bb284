import { getAddress } from 'ethers';
import { decodeFunctionResult, encodeFunctionData, parseAbi, type Hex } from 'viem';
import type { NftStandard } from '../../../../shared/chains/evm/intents';
import { chainConfig } from '../config';
import type { EvmCtx } from '../ctx';
import { RpcError, nodeOf } from '../network';
import type { CallFields } from './txRequest';

// The two calls the signer accepts for an NFT transfer (signer/chains/evm/checkNftTransfer.ts):
// the receiver-checking safeTransferFrom of each standard, the ERC-721 one without data.
const ERC721 = parseAbi([
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function ownerOf(uint256 tokenId) view returns (address)',
]);
const ERC1155 = parseAbi([
  'function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
  'function balanceOf(address account, uint256 id) view returns (uint256)',
]);

export interface NftTransferParams {
  contractAddress: string;
  standard: NftStandard;
  from: string;
  to: string;
  tokenId: bigint;
  /** units; an ERC-721 token is one */
  amount: bigint;
}

/** The call to the collection: `safeTransferFrom`, no value, no data for the recipient's hook. */
export function nftTransferCall(p: NftTransferParams): CallFields {
  const [from, to] = [getAddress(p.from) as Hex, getAddress(p.to) as Hex];
  const data =
    p.standard === 'erc721'
      ? encodeFunctionData({ abi: ERC721, functionName: 'safeTransferFrom', args: [from, to, p.tokenId] })
      : encodeFunctionData({
          abi: ERC1155,
          functionName: 'safeTransferFrom',
          args: [from, to, p.tokenId, p.amount, '0x'],
        });
  return { to: getAddress(p.contractAddress), value: 0n, data };
}

/**
 * How many units of the NFT `owner` holds, read on the node: ERC-721 `ownerOf` (1 or 0; a
 * burned or unminted id reverts, read as 0), ERC-1155 `balanceOf`.
 */
export async function nftHeld(
  ctx: EvmCtx,
  p: { chain: string; contractAddress: string; standard: NftStandard; owner: string; tokenId: bigint },
): Promise<bigint> {
  const node = nodeOf(ctx, chainConfig(ctx.config, p.chain));
  const to = getAddress(p.contractAddress);
  const owner = getAddress(p.owner) as Hex;
  if (p.standard === 'erc721') {
    const data = encodeFunctionData({ abi: ERC721, functionName: 'ownerOf', args: [p.tokenId] });
    let out: Hex;
    try {
      out = await node.call<Hex>('eth_call', [{ to, data }, 'latest']);
    } catch (e) {
      // the node's answer that the call reverted: no such token; a transport failure is not one
      if (e instanceof RpcError) return 0n;
      throw e;
    }
    const holder = decodeFunctionResult({ abi: ERC721, functionName: 'ownerOf', data: out });
    return getAddress(holder) === owner ? 1n : 0n;
  }
  const data = encodeFunctionData({ abi: ERC1155, functionName: 'balanceOf', args: [owner, p.tokenId] });
  const out = await node.call<Hex>('eth_call', [{ to, data }, 'latest']);
  return decodeFunctionResult({ abi: ERC1155, functionName: 'balanceOf', data: out });
}
