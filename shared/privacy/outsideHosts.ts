/**
 * Every outside service main may contact, by domain, with what each learns (Settings → Privacy).
 * main/net/outsideHosts.test.ts reads every https/wss URL written in main's source and fails
 * when its domain is missing here, so the page cannot fall behind a provider added to a family.
 */
export interface OutsideService {
  id: string;
  label: string;
  /** when the app contacts it */
  when: string;
  /** what it learns from the requests, besides the IP address (see IP_NOTE) */
  learns: readonly string[];
  /** registrable domains; a host matches its domain or any subdomain of it */
  domains: readonly string[];
}

/** What every service learns unless a proxy is set (Settings → Privacy). */
export const IP_NOTE = 'Your IP address, unless a proxy or Tor is set';

export const OUTSIDE_SERVICES: readonly OutsideService[] = [
  {
    id: 'chains',
    label: 'Chain nodes, indexers and explorer APIs',
    when: 'Reading balances and history, estimating fees, sending',
    learns: [
      'Your addresses, their balances and history (the addresses of one wallet can be linked)',
      'Each transaction you send: amount and recipient',
      'Your API key, where you gave one for that provider',
    ],
    domains: [
      'ankr.com',
      'aptoslabs.com',
      'arbitrum.io',
      'avax-test.network',
      'avax.network',
      'base.org',
      'blockchair.com',
      'blockcypher.com',
      'blockdaemon.com',
      'blockfrost.io',
      'blockscout.com',
      'bnbchain.org',
      'chiadochain.net',
      'defibit.io',
      'drpc.org',
      'ecadinfra.com',
      'etc-network.info',
      'etccooperative.org',
      'etcdesktop.com',
      'ethereumpow.org',
      'etherscan.io',
      'fantom.network',
      'filscan.io',
      'glif.io',
      'gnosischain.com',
      'hedera.com',
      'inkonchain.com',
      'kava.io',
      'kavascan.com',
      'linea.build',
      'litecoinspace.org',
      'llamarpc.com',
      'mempool.space',
      'moralis.io',
      'oklink.com',
      'optimism.io',
      'parity.io',
      'polygon-rpc.com',
      'polygon.technology',
      'polypore.xyz',
      'publicnode.com',
      'ripple.com',
      'rippletest.net',
      'rivet.link',
      'sepolia.org',
      'solana.cloud',
      'solana.com',
      'stellar.org',
      'subscan.io',
      'teztnets.com',
      'toncenter.com',
      'trongrid.io',
      'tronscan.org',
      'tronscanapi.com',
      'tzkt.io',
      'vicscan.xyz',
      'viction.xyz',
      'xrplcluster.com',
      'zksync.dev',
      'zksync.io',
    ],
  },
  {
    id: 'prices',
    label: 'Price feeds',
    when: 'Showing fiat values and charts',
    learns: ['Which coins you hold (not how much)', 'Your local currency'],
    domains: ['coingecko.com', 'coinmarketcap.com'],
  },
  {
    id: 'swaps',
    label: 'Swap provider (THORChain)',
    when: 'Quoting and making a swap',
    learns: ['The coins and amount of each swap', 'The address the swap pays out to'],
    domains: ['ninerealms.com'],
  },
  {
    id: 'names',
    label: 'Name service (SPACE ID)',
    when: 'Resolving a .bnb or .arb name you type as a recipient',
    learns: ['The names you look up'],
    domains: ['space.id'],
  },
  {
    id: 'staking',
    label: 'Validator directory (Stakewiz)',
    when: 'Listing Solana validators to stake with',
    learns: ['That you are looking at Solana staking'],
    domains: ['stakewiz.com'],
  },
  {
    id: 'nftMedia',
    label: 'NFT media gateways (IPFS, Arweave) and image hosts',
    when: 'Showing an NFT image, unless NFT media is hidden in Settings',
    learns: ['Which NFT images you look at (so, roughly, which NFTs you hold)'],
    domains: ['arweave.net', 'dweb.link', 'ipfs.io'],
  },
  {
    id: 'walletconnect',
    label: 'WalletConnect relay and Verify',
    when: 'While WalletConnect is set up and a dapp is paired',
    learns: ['That you use WalletConnect and when; the dapps you pair with (messages are encrypted)'],
    domains: ['walletconnect.org'],
  },
  {
    id: 'product',
    label: 'News, update check and product backend',
    when: 'At start and daily, where this build configures them',
    learns: ['The app version you run'],
    domains: [],
  },
];

/** Not contacted: names in source that are identifiers, not servers (WalletConnect metadata). */
export const NOT_CONTACTED = ['vault-wallet.invalid'] as const;

/** The service a host belongs to, or undefined. */
export function serviceOfHost(host: string): OutsideService | undefined {
  const h = host.toLowerCase();
  return OUTSIDE_SERVICES.find((s) => s.domains.some((d) => h === d || h.endsWith(`.${d}`)));
}
