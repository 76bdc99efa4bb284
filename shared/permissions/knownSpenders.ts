/**
 * Contracts people commonly approve, by address, shipped with the app so the permissions page
 * can name a spender without asking anyone (issue 33). Each is deployed at the same address on
 * the EVM chains it serves (CREATE2 or a deterministic deployer), so one row covers them all.
 * Anything not here is shown as an unknown contract with its explorer link.
 */
export interface KnownSpender {
  /** checksummed */
  address: string;
  label: string;
  /** what it does with an approval, in words */
  role: 'router' | 'marketplace' | 'permit';
}

export const KNOWN_SPENDERS: readonly KnownSpender[] = [
  { address: '0x000000000022D473030F116dDEE9F6B43aC78BA3', label: 'Uniswap Permit2', role: 'permit' },
  { address: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D', label: 'Uniswap V2 Router', role: 'router' },
  { address: '0xE592427A0AEce92De3Edee1F18E0157C05861564', label: 'Uniswap V3 Router', role: 'router' },
  { address: '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45', label: 'Uniswap V3 Router 2', role: 'router' },
  {
    address: '0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD',
    label: 'Uniswap Universal Router',
    role: 'router',
  },
  { address: '0x1111111254EEB25477B68fb85Ed929f73A960582', label: '1inch Router v5', role: 'router' },
  { address: '0x111111125421cA6dc452d289314280a0f8842A65', label: '1inch Router v6', role: 'router' },
  { address: '0xDef1C0ded9bec7F1a1670819833240f027b25EfF', label: '0x Exchange Proxy', role: 'router' },
  {
    address: '0xC92E8bdf79f0507f65a392b0ab4667716BFE0110',
    label: 'CoW Protocol Vault Relayer',
    role: 'router',
  },
  {
    address: '0x00000000000000ADc04C56Bf30aC9d3c0aAF14dC',
    label: 'OpenSea Seaport 1.5',
    role: 'marketplace',
  },
  {
    address: '0x0000000000000068F116a894984e2DB1123eB395',
    label: 'OpenSea Seaport 1.6',
    role: 'marketplace',
  },
  { address: '0x1E0049783F008A0085193E00003D00cd54003c71', label: 'OpenSea Conduit', role: 'marketplace' },
];

/** The known spender at `address` (any letter case), or undefined. */
export function knownSpender(address: string): KnownSpender | undefined {
  const a = address.toLowerCase();
  return KNOWN_SPENDERS.find((k) => k.address.toLowerCase() === a);
}
