import type { WatchScheme } from '../../watch/types';
import type { NetworkKind } from '../validate';

/** BIP44/49/84 purpose of each scheme: the account path an extended key's version implies. */
export const WATCH_PURPOSE: Readonly<Record<WatchScheme, number>> = { native: 84, nested: 49, legacy: 44 };

interface Version {
  readonly prefix: string;
  readonly scheme: WatchScheme;
}

/** Mainnet or one of the test networks: the two sets of version bytes every chain has. */
export type VersionNet = 'main' | 'test';
export const versionNetOf = (network: NetworkKind): VersionNet => (network === 'mainnet' ? 'main' : 'test');

const BTC_MAIN: Readonly<Record<number, Version>> = {
  0x0488b21e: { prefix: 'xpub', scheme: 'legacy' },
  0x049d7cb2: { prefix: 'ypub', scheme: 'nested' },
  0x04b24746: { prefix: 'zpub', scheme: 'native' },
};
const BTC_TEST: Readonly<Record<number, Version>> = {
  0x043587cf: { prefix: 'tpub', scheme: 'legacy' },
  0x044a5262: { prefix: 'upub', scheme: 'nested' },
  0x045f1cf6: { prefix: 'vpub', scheme: 'native' },
};

/**
 * Extended public key versions per chain and network (SLIP-132, and the versions each chain's
 * wallets export: Litecoin's Ltub/Mtub beside Bitcoin's xpub/ypub/zpub that Electrum-LTC and
 * Ledger write, Dogecoin's dgub). A version of another network is a wrong-network key.
 */
export const PUBLIC_VERSIONS: Readonly<
  Record<string, Record<VersionNet, Readonly<Record<number, Version>>>>
> = {
  bitcoin: { main: BTC_MAIN, test: BTC_TEST },
  litecoin: {
    main: {
      ...BTC_MAIN,
      0x019da462: { prefix: 'Ltub', scheme: 'legacy' },
      0x01b26ef6: { prefix: 'Mtub', scheme: 'nested' },
    },
    test: { ...BTC_TEST, 0x0436f6e1: { prefix: 'ttub', scheme: 'legacy' } },
  },
  dogecoin: {
    main: { 0x0488b21e: BTC_MAIN[0x0488b21e]!, 0x02facafd: { prefix: 'dgub', scheme: 'legacy' } },
    test: { 0x043587cf: BTC_TEST[0x043587cf]!, 0x0432a9a8: { prefix: 'tgub', scheme: 'legacy' } },
  },
  bitcoin_cash: {
    main: { 0x0488b21e: BTC_MAIN[0x0488b21e]! },
    test: { 0x043587cf: BTC_TEST[0x043587cf]! },
  },
};

/** Extended PRIVATE key versions (xprv, yprv, zprv, tprv, uprv, vprv, Ltpv, Mtpv, ttpv, dgpv, tgpv). */
export const PRIVATE_VERSIONS: ReadonlySet<number> = new Set([
  0x0488ade4, 0x049d7878, 0x04b2430c, 0x04358394, 0x044a4e28, 0x045f18bc, 0x019d9cfe, 0x01b26792, 0x0436ef7d,
  0x02fac398, 0x0432a243,
]);
