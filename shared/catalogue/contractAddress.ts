import { familyModule } from '../chains/families';
import { CHAINS } from '../chains/registry';

/**
 * The shape of a token's contract (or mint, jetton master, asset, denom) on `chainName`, from
 * its family's module (`tokenShape` in shared/chains/<f>/index.ts). Shape only: checksums and
 * on-chain existence belong to the chain adapters in main. A family without one has no tokens
 * in this wallet, so adding a token on it is 'Unsupported chain'.
 */
function shapeOf(chainName: string): RegExp | undefined {
  const chain = CHAINS.get(chainName);
  return chain && familyModule(chain.family).tokenShape;
}

/** True when tokens on `chainName` are supported at all. */
export function chainHasTokens(chainName: string): boolean {
  return shapeOf(chainName) !== undefined;
}

/** True when `address` has the shape of a token contract on `chainName`. */
export function isContractAddressShape(chainName: string, address: string): boolean {
  const shape = shapeOf(chainName);
  return shape !== undefined && shape.test(address);
}
