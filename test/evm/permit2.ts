// Permit2's published runtime bytecode, installed at its canonical address with anvil_setCode.
// Source: the npm package @uniswap/v4-periphery@1.0.3 (tarball sha1 d931bc5d6f29703482ceb43ad1f9ad859293ee12),
// file lib/permit2/test/utils/DeployPermit2.sol, whose `hex"…"` is Uniswap's precompiled Permit2
// (solc 0.8.17, via-IR) that it etches at 0x000000000022D473030F116dDEE9F6B43aC78BA3; its
// immutables (the EIP-712 domain) are those of chain id 1 at that address, so anvil runs with
// chain id 1. keccak256 of the code: 0xa1ad0529565c25202190d4ae7f75d4ca08dc432cc760544ee7d0313b68e82ecd.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { keccak256 } from 'ethers';
import type { Anvil } from './anvil';

export const PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3';
const CODE_HASH = '0xa1ad0529565c25202190d4ae7f75d4ca08dc432cc760544ee7d0313b68e82ecd';

const here = path.dirname(fileURLToPath(import.meta.url));

export async function installPermit2(anvil: Anvil): Promise<void> {
  const code = `0x${readFileSync(path.join(here, 'contracts/permit2.runtime.hex'), 'utf8').trim()}`;
  if (keccak256(code) !== CODE_HASH) throw new Error('permit2.runtime.hex is not the published bytecode');
  await anvil.rpc('anvil_setCode', [PERMIT2, code]);
}
