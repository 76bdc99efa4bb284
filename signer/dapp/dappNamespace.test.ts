// Which family a dapp request's key belongs to, by the signer's own records, and which
// namespaces each family's keys answer: one row per case, run by one loop.
import { describe, expect, it } from 'vitest';
import type { DappSignRequest } from '../../shared/signer/dapp';
import type { WalletMeta } from '../../shared/wallets/types';
import { checkDappNamespace, keyFamilies } from './dappNamespace';

const ETH = "m/44'/60'/0'/0/0";
const SOL = "m/44'/501'/0'/0'";
const STELLAR = "m/44'/148'/0'";
const CUSTOM = "m/44'/60'/7'/0/3";

/** A phrase wallet whose EVM set holds the default path and CUSTOM. */
const withEvmSet = {
  derived: {
    evm: {
      entries: [
        { path: ETH, isCustom: false, index: 0 },
        { path: CUSTOM, isCustom: true, index: null },
      ],
      active: CUSTOM,
    },
  },
} as unknown as WalletMeta;

const families: [
  name: string,
  wallet: WalletMeta | undefined,
  imported: string | null,
  path: string,
  expected: string[],
][] = [
  ['Ethereum default path', undefined, null, ETH, ['evm']],
  ['a later Ethereum index', undefined, null, "m/44'/60'/0'/0/41", ['evm']],
  ['the largest index', undefined, null, `m/44'/60'/0'/0/${2 ** 31 - 1}`, ['evm']],
  ['Solana default path', undefined, null, SOL, ['solana']],
  ['Stellar default path', undefined, null, STELLAR, ['stellar']],
  ['Tron default path', undefined, null, "m/44'/195'/0'/0/0", ['tron']],
  ['bitcoin on testnet (coin type 1)', undefined, null, "m/84'/1'/0'/0/0", ['utxo']],
  ['a custom path outside any set', undefined, null, CUSTOM, []],
  ['a custom path in the EVM set', withEvmSet, null, CUSTOM, ['evm']],
  ['a Stellar path beside an EVM set', withEvmSet, null, STELLAR, ['stellar']],
  ['an index written with a zero in front', undefined, null, "m/44'/60'/0'/0/05", []],
  ['an index in exponent notation', undefined, null, "m/44'/60'/0'/0/1e3", []],
  ['an index that is no number', undefined, null, "m/44'/60'/0'/0/x5", []],
  ['a negative index', undefined, null, "m/44'/60'/0'/0/-1", []],
  ['an index past 31 bits', undefined, null, `m/44'/60'/0'/0/${2 ** 31}`, []],
  ['no index at all', undefined, null, "m/44'/60'/0'/0/", []],
  ['no path', undefined, null, '', []],
  ['an imported Ethereum key, whatever the path', undefined, 'ethereum', STELLAR, ['evm']],
  ['an imported Tron key', undefined, 'tron', ETH, ['tron']],
];

describe('keyFamilies', () => {
  for (const [name, wallet, imported, path, expected] of families)
    it(name, () =>
      expect([...keyFamilies(wallet, imported, path, 'testnet')].sort()).toEqual(expected.sort()),
    );
});

const REQUESTS: Record<DappSignRequest['kind'], DappSignRequest> = {
  personalSign: { kind: 'personalSign', message: '0x00' },
  typedData: { kind: 'typedData', chainId: 1, json: '{}' },
  transaction: { kind: 'transaction', unsigned: '0x', approved: {} as never },
  solanaMessage: { kind: 'solanaMessage', message: 'AA==' },
  solanaTransaction: { kind: 'solanaTransaction', transaction: 'AA==', approved: {} as never },
};
const NAMESPACE = {
  personalSign: 'eip155',
  typedData: 'eip155',
  transaction: 'eip155',
  solanaMessage: 'solana',
  solanaTransaction: 'solana',
} as const;

describe('checkDappNamespace', () => {
  const run =
    (kind: DappSignRequest['kind'], activePath: string, importedFor: string | null = null) =>
    () =>
      checkDappNamespace({
        request: REQUESTS[kind],
        wallet: undefined,
        importedFor,
        activePath,
        network: 'mainnet',
      });
  for (const kind of Object.keys(REQUESTS) as DappSignRequest['kind'][]) {
    const ns = NAMESPACE[kind];
    const own = ns === 'eip155' ? ETH : SOL;
    const other = ns === 'eip155' ? SOL : ETH;
    it(`${kind}: signed by its own family's key, refused by another's`, () => {
      expect(run(kind, own)).not.toThrow();
      expect(run(kind, other)).toThrow(`This key is not one of a ${ns} account: it signs no ${ns} requests`);
      expect(run(kind, STELLAR)).toThrow(expect.objectContaining({ code: 'INTENT_MISMATCH' }) as Error);
    });
  }
  it('an imported key answers only its own family', () => {
    expect(run('personalSign', '', 'ethereum')).not.toThrow();
    expect(run('solanaMessage', '', 'solana')).not.toThrow();
    expect(run('personalSign', '', 'tron')).toThrow(/eip155/);
    expect(run('solanaMessage', '', 'stellar')).toThrow(/solana/);
  });
});
