/**
 * Round trips of one coin's refresh in the real families that read through main's http client,
 * against their fixture servers (test/<family>): what the home refresh asks of each family
 * (`balances` when the family has it, else `snapshot`). A round trip is counted from the order
 * of requests, not from a clock, so a loaded machine reads the same: a request started after
 * another of the same refresh has answered is one round trip further than the deepest answer
 * it could have waited for; requests started together share one. EVM, Tron and Solana count
 * theirs in their own sections; UTXO's refresh is a discovery (the UTXO section).
 */
import { HDKey as Slip10 } from 'micro-key-producer/slip10.js';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { Keypair } from '@stellar/stellar-base';
import { Account } from '@aptos-labs/ts-sdk';
import type { CoinRef, WalletFamily } from '../main/chains/family';
import type { Family as FamilyName } from '../shared/chains/families';
import { createAptosWalletFamily } from '../main/chains/aptos/walletFamily';
import { createCosmosWalletFamily } from '../main/chains/cosmos/walletFamily';
import { createFilecoinWalletFamily } from '../main/chains/filecoin/walletFamily';
import { createHederaWalletFamily } from '../main/chains/hedera/walletFamily';
import { createPolkadotWalletFamily } from '../main/chains/polkadot/walletFamily';
import { createCardanoWalletFamily } from '../main/chains/cardano/walletFamily';
import { createRippleWalletFamily } from '../main/chains/ripple/walletFamily';
import { createStellarWalletFamily } from '../main/chains/stellar/walletFamily';
import { createTezosWalletFamily } from '../main/chains/tezos/walletFamily';
import { createTonWalletFamily } from '../main/chains/ton/walletFamily';
import { createHttp, type Http } from '../main/net/http';
import { cosmosAddressFromPublicKey } from '../shared/chains/cosmos/validate';
import { rippleAddressFromPublicKey } from '../shared/chains/ripple/rippleCodec';
import { startAptosNode } from '../test/aptos/aptosNode';
import { startBlockfrostFixture } from '../test/cardano/blockfrost';
import { cardanoAddressAt, cardanoPath } from '../test/cardano/realSigner';
import { COSMOS_SPEC, startCosmosNode } from '../test/cosmos/cosmosNode';
import { filecoinAccount } from '../test/filecoin/accounts';
import { startLotusNode } from '../test/filecoin/lotusNode';
import { hederaKeyOf, hederaPathOf } from '../test/hedera/accounts';
import { startHederaNetwork } from '../test/hedera/hederaNetwork';
import { polkadotAddressAt, polkadotPath } from '../test/polkadot/realSigner';
import { startPolkadotFixture } from '../test/polkadot/sidecar';
import { startRippled } from '../test/ripple/rippled';
import { startHorizon } from '../test/stellar/horizon';
import { tezosAccount, tezosPathOf } from '../test/tezos/accounts';
import { startTezosNode } from '../test/tezos/tezosNode';
import { abandonTonAccount } from '../test/ton/realSigner';
import { startTonNode } from '../test/ton/tonNode';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

/** main's http client, counting requests and the round trips they chain into */
function countingHttp(): { http: Http; reset(): void; figures(): { requests: number; roundTrips: number } } {
  const inner = createHttp({ retries: 0, backoffMs: 0 });
  let requests = 0;
  let answeredDepth = 0; // the deepest round trip answered so far
  let deepest = 0;
  const track = async <T>(call: () => Promise<T>): Promise<T> => {
    requests++;
    const depth = answeredDepth + 1;
    deepest = Math.max(deepest, depth);
    try {
      return await call();
    } finally {
      answeredDepth = Math.max(answeredDepth, depth);
    }
  };
  return {
    http: {
      request: (url, o) => track(() => inner.request(url, o)),
      json: (url, o) => track(() => inner.json(url, o)),
    },
    reset: () => {
      requests = answeredDepth = deepest = 0;
    },
    figures: () => ({ requests, roundTrips: deepest }),
  };
}

interface Subject {
  family: Family;
  start(http: Http): Promise<{ family: WalletFamily; coin: CoinRef; close(): Promise<void> }>;
}
type Family = Exclude<FamilyName, 'evm' | 'tron' | 'solana' | 'utxo'>;

const ref = (
  chainName: string,
  symbol: string,
  decimals: number,
  address: string,
  path: string,
): CoinRef => ({
  walletId: 'bench',
  chainName,
  symbol,
  decimals,
  address,
  path,
});

const SUBJECTS: Subject[] = [
  {
    family: 'cardano',
    async start(http) {
      const node = await startBlockfrostFixture();
      const address = cardanoAddressAt(0);
      node.fund(address, 10_000_000n);
      const family = createCardanoWalletFamily({
        network: 'local',
        local: { blockfrostUrl: node.url },
        http,
      });
      return { family, coin: ref('cardano', 'ADA', 6, address, cardanoPath(0)), close: () => node.close() };
    },
  },
  {
    family: 'stellar',
    async start(http) {
      const node = await startHorizon();
      const path = `m/44'/148'/0'`;
      const key = Slip10.fromMasterSeed(mnemonicToSeedSync(PHRASE)).derive(path).privateKey;
      const address = Keypair.fromRawEd25519Seed(Buffer.from(key)).publicKey();
      node.fund(address, 100_0000000n);
      const family = createStellarWalletFamily({ network: 'local', local: { horizonUrl: node.url }, http });
      return { family, coin: ref('stellar', 'XLM', 7, address, path), close: () => node.close() };
    },
  },
  {
    family: 'ripple',
    async start(http) {
      const node = await startRippled();
      const path = `m/44'/144'/0'/0/0`;
      const address = rippleAddressFromPublicKey(
        HDKey.fromMasterSeed(mnemonicToSeedSync(PHRASE)).derive(path).publicKey!,
      );
      node.fund(address, 100_000_000n);
      const family = createRippleWalletFamily({ network: 'local', local: { rpcUrl: node.url }, http });
      return { family, coin: ref('ripple', 'XRP', 6, address, path), close: () => node.close() };
    },
  },
  {
    family: 'tezos',
    async start(http) {
      const node = await startTezosNode();
      const address = tezosAccount(0).address;
      node.fund(address, 100_000_000n);
      const family = createTezosWalletFamily({ network: 'local', local: { rpcUrl: node.url }, http });
      return { family, coin: ref('tezos', 'XTZ', 6, address, tezosPathOf(0)), close: () => node.close() };
    },
  },
  {
    family: 'aptos',
    async start(http) {
      const node = await startAptosNode();
      const path = `m/44'/637'/0'/0'/0'`;
      const address = Account.fromDerivationPath({ path, mnemonic: PHRASE }).accountAddress.toStringLong();
      node.fund(address, 1_000_000_000n);
      const family = createAptosWalletFamily({ network: 'local', local: { nodeUrl: node.url }, http });
      return { family, coin: ref('aptos', 'APT', 8, address, path), close: () => node.close() };
    },
  },
  {
    family: 'ton',
    async start(http) {
      const node = await startTonNode();
      const me = abandonTonAccount(0);
      await node.fund(me.address, 10_000_000_000n);
      const family = createTonWalletFamily({ network: 'local', local: { toncenterUrl: node.url }, http });
      const coin = { ...ref('ton', 'TON', 9, me.address, `m/44'/607'/0'`), publicKey: me.publicKey };
      return { family, coin, close: () => node.close() };
    },
  },
  {
    family: 'polkadot',
    async start(http) {
      const node = await startPolkadotFixture({ scanKey: 'bench' });
      const address = polkadotAddressAt(0);
      node.fund(address, 100_000_000_000n);
      const family = createPolkadotWalletFamily({
        network: 'local',
        local: { sidecarUrl: node.url, scanUrl: node.url },
        http,
        keys: { subscan: ['bench'] },
      });
      return {
        family,
        coin: ref('polkadot', 'DOT', 10, address, polkadotPath(0)),
        close: () => node.close(),
      };
    },
  },
  {
    family: 'cosmos',
    async start(http) {
      const node = await startCosmosNode(COSMOS_SPEC);
      const path = `m/44'/118'/0'/0/0`;
      const address = cosmosAddressFromPublicKey(
        'cosmos',
        HDKey.fromMasterSeed(mnemonicToSeedSync(PHRASE)).derive(path).publicKey!,
      );
      node.fund(address, 50_000_000n);
      const family = createCosmosWalletFamily({
        network: 'local',
        local: { cosmos: { rpcUrl: node.url, indexerUrl: node.url } },
        http,
      });
      return { family, coin: ref('cosmos', 'ATOM', 6, address, path), close: () => node.close() };
    },
  },
  {
    family: 'filecoin',
    async start(http) {
      const node = await startLotusNode('testnet');
      const me = filecoinAccount(0);
      node.fund(me.address, 100_000_000_000_000_000_000n);
      const family = createFilecoinWalletFamily({
        network: 'local',
        local: { rpcUrl: node.rpcUrl, scanUrl: node.scanUrl },
        http,
      });
      return { family, coin: ref('filecoin', 'FIL', 18, me.address, me.path), close: () => node.close() };
    },
  },
  {
    family: 'hedera',
    async start(http) {
      const net = await startHederaNetwork();
      const key = hederaKeyOf(0);
      net.ledger.createAccount(key.publicKey, 10_000_000_000n);
      const family = createHederaWalletFamily({
        network: 'local',
        local: { mirrorUrl: net.mirrorUrl, nodeUrl: `http://${net.nodeAddress}` },
        http,
      });
      return {
        family,
        coin: ref('hedera', 'HBAR', 8, key.address, hederaPathOf(0)),
        close: () => net.close(),
      };
    },
  },
];

/** Each subject's refresh of one funded coin, after one warm read: requests and round trips. */
export async function familyRoundTrips(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const s of SUBJECTS) {
    const counter = countingHttp();
    const { family, coin, close } = await s.start(counter.http);
    try {
      const read = () => (family.balances ? family.balances([coin]) : family.snapshot(coin));
      await read(); // warm: a family's first read may load what later reads reuse
      counter.reset();
      await read();
      const { requests, roundTrips } = counter.figures();
      out[`${s.family} refresh round trips (aim ≤ 2)`] =
        `${roundTrips} (${requests} requests, ${family.balances ? 'balances' : 'snapshot'})`;
    } finally {
      await close();
    }
  }
  return out;
}
