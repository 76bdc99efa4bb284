/**
 * Every outside service main may contact, by domain, with what each learns (Settings → Privacy).
 * main/net/outsideHosts.test.ts reads every https/wss URL written in main's source and fails
 * when its domain is missing here, so the page cannot fall behind a provider added to a family.
 */
/** One request the app makes to a service, with what it carries (the product backend's, path by path). */
export interface OutsideCall {
  /** method and path under the service's base URL */
  call: string;
  when: string;
  sends: string;
}

export interface OutsideService {
  id: string;
  label: string;
  /** when the app contacts it */
  when: string;
  /** what it learns from the requests, besides the IP address (see IP_NOTE) */
  learns: readonly string[];
  /** registrable domains; a host matches its domain or any subdomain of it */
  domains: readonly string[];
  /**
   * the requests to a host this build sets (no fixed domain), each with what it sends;
   * main/net/outsideHosts.test.ts fails when main calls a backend path not listed here
   */
  calls?: readonly OutsideCall[];
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
    id: 'messaging',
    label: 'Messaging network (XMTP)',
    when: 'While Messaging is on (Settings → Messaging)',
    learns: [
      'Your Ethereum address and that it uses XMTP',
      'Whom you write to and when (the messages themselves are end-to-end encrypted)',
    ],
    domains: ['xmtp.network'],
  },
  {
    id: 'product',
    label: 'News and update check',
    when: 'At start and daily, where this build configures them',
    learns: ['The app version you run'],
    domains: [],
  },
  {
    id: 'backend',
    label: 'Product backend',
    when: 'Where this build sets one (WALLET_BACKEND_URL), for the requests below',
    learns: ['What each request below sends'],
    domains: [],
    calls: [
      {
        call: 'GET /coins, /coin-groups, /currencies, /coins/by-chain',
        when: 'At unlock, and when you search for a coin to add',
        sends: 'The text you search for and the chain looked up',
      },
      {
        call: 'POST /clients/coins',
        when: 'When you create or import a wallet',
        sends: 'The new wallet’s coins with their addresses, and random ids for the wallet and this install',
      },
      {
        call: 'GET /fees-info',
        when: 'Estimating an EVM fee, at most once per 8 hours per chain',
        sends: 'The chain’s name',
      },
      {
        call: 'POST /exchange/quote, /exchange/create, /exchange/status',
        when: 'Quoting and making a swap through the backend’s providers',
        sends: 'The coins and amount; on create also the address the swap pays out to and the refund address',
      },
      {
        call: 'POST /sell/quote, /sell/payment-details, /sell/url, /sell/status',
        when: 'Selling a coin for fiat',
        sends: 'The coin, amount and your currency; then the sale’s reference',
      },
      {
        call: 'POST /hedera/accounts',
        when: 'Only when you click “Create account” on a Hedera key without an account',
        sends:
          'The network, the operator account id (Settings → Networks) and the new key’s public key (nothing secret)',
      },
    ],
  },
];

/** Not contacted: names in source that are identifiers, not servers (WalletConnect metadata). */
export const NOT_CONTACTED = ['vault-wallet.invalid'] as const;

/** The service a host belongs to, or undefined. */
export function serviceOfHost(host: string): OutsideService | undefined {
  const h = host.toLowerCase();
  return OUTSIDE_SERVICES.find((s) => s.domains.some((d) => h === d || h.endsWith(`.${d}`)));
}
