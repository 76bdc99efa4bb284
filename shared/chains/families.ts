/** One folder per family on each side (main/chains/<family>, signer/chains/<family>). */
export const FAMILIES = [
  'evm',
  'utxo',
  'solana',
  'tron',
  'stellar',
  'ripple',
  'cosmos',
  'tezos',
  'polkadot',
  'ton',
  'hedera',
  'cardano',
  'filecoin',
  'aptos',
] as const;
export type Family = (typeof FAMILIES)[number];
