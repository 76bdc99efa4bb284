// Watch-only wallets through the signer protocol, as main (or a hostile main) speaks it: the
// signer checks the watched key itself, derives only public data from it, and refuses every
// signing path for it whatever main says the wallet is.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { Transaction } from 'ethers';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../shared/catalogue';
import type { SignIntent } from '../../shared/signer/protocol';
import { addWallet, emptyWalletsState, type WalletsState } from '../../shared/wallets';
import { JOURNAL_FILE } from '../journal/journalLog';
import { makeTempDirs } from '../../test/signer/testSupport';
import { startSigner } from '../../test/signer/testSigner';
import { WATCH_ONLY_REFUSAL } from './watchOnly';

const tmp = makeTempDirs();
afterEach(tmp.cleanup);

const PASSWORD = 'correct horse battery';
const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
/** BIP84's published account key and first receive address for PHRASE */
const ZPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
const BIP84_FIRST = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const WATCHED = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const GWEI = 10n ** 9n;

const unsigned = Transaction.from({
  type: 2,
  chainId: 1n,
  nonce: 0,
  to: BOB,
  value: 1000n,
  gasLimit: 21000n,
  maxFeePerGas: 20n * GWEI,
  maxPriorityFeePerGas: GWEI,
}).unsignedSerialized;

const intent: SignIntent = {
  family: 'evm',
  kind: 'transfer',
  chainName: 'ethereum',
  from: WATCHED,
  to: BOB,
  amount: '1000',
  feeCap: (21000n * 100n * GWEI).toString(),
  nonce: 0,
};

/** A signer whose first wallet watches `key` on `chainName` (the vault is created with it). */
async function watching(chainName: string, key: string) {
  const dir = tmp.make();
  const signer = startSigner(dir);
  const added = addWallet(emptyWalletsState(), { kind: 'watch', chainName }, { catalogue: CATALOGUE });
  await signer.call('addWallet', {
    walletId: added.wallet.id,
    source: { kind: 'watch', chainName, key },
    state: added.state,
    password: PASSWORD,
    replace: false,
  });
  return { dir, signer, walletId: added.wallet.id, state: added.state };
}

describe('watch-only wallets in the signer', () => {
  it('an xpub wallet derives its first receive address and hands back its account key, publicly', async () => {
    const { signer, walletId } = await watching('bitcoin', ZPUB);
    const { accounts } = await signer.call('deriveAccounts', {
      walletId,
      requests: [{ chainName: 'bitcoin', index: 0, network: 'mainnet' }],
    });
    expect(accounts[0]).toMatchObject({ address: BIP84_FIRST, path: "m/84'/0'/0'/0/0" });
    expect(await signer.call('accountKey', { walletId, chainName: 'bitcoin', network: 'mainnet' })).toEqual({
      xpub: ZPUB,
      type: 'p2wpkh',
      path: "m/84'/0'/0'",
    });
    // another chain, a custom path or a batch are not this wallet's
    for (const [method, params] of [
      ['deriveAccounts', { walletId, requests: [{ chainName: 'litecoin', index: 0, network: 'mainnet' }] }],
      [
        'deriveAccounts',
        { walletId, requests: [{ chainName: 'bitcoin', index: 0, path: "m/84'/0'/0'/0/1" }] },
      ],
      ['deriveBatch', { walletId, chainName: 'bitcoin', startIndex: 0, count: 5, network: 'mainnet' }],
    ] as const)
      expect((await signer.refused(method, params)).code).toBe('BAD_INPUT');
  });

  it('a hostile main asking it to sign, by every path, is refused before any key is looked for', async () => {
    const { dir, signer, walletId, state } = await watching('ethereum', WATCHED);
    const { accounts } = await signer.call('deriveAccounts', {
      walletId,
      requests: [{ chainName: 'ethereum', index: 0, network: 'mainnet' }],
    });
    expect(accounts[0]!.address).toBe(WATCHED);
    // main even rewrites the wallet's public state to call it a phrase wallet: the vault's record decides
    const disguised: WalletsState = {
      ...state,
      wallets: state.wallets.map((w) => ({ ...w, kind: 'phrase' as const, chainName: undefined })),
    };
    delete (disguised.wallets[0] as { chainName?: string }).chainName;
    await signer.call('saveState', { state: disguised });
    const refusals = await Promise.all([
      signer.refused('signTransfer', {
        walletId,
        network: 'mainnet',
        unsigned,
        intent,
        activePath: "m/44'/60'/0'/0/0",
      }),
      signer.refused('signDapp', {
        walletId,
        network: 'mainnet',
        from: WATCHED,
        activePath: "m/44'/60'/0'/0/0",
        request: { kind: 'personalSign', message: '0x68656c6c6f' },
      }),
      signer.refused('signMessagingIdentity', {
        walletId,
        network: 'mainnet',
        activePath: "m/44'/60'/0'/0/0",
        address: WATCHED,
        text: 'XMTP : Authenticate to inbox',
      }),
      signer.refused('messagingKey', { walletId, address: WATCHED }),
      signer.refused('accountKey', { walletId, chainName: 'bitcoin', network: 'mainnet' }),
      signer.refused('revealSecret', { walletId, password: PASSWORD }),
    ]);
    const messages = refusals.map((r) => r.message);
    expect(messages.slice(0, 4)).toEqual(Array(4).fill(WATCH_ONLY_REFUSAL));
    expect(refusals.slice(0, 4).map((r) => r.code)).toEqual(Array(4).fill('RULE'));
    expect(messages[4]).toMatch(/no account key|has no account key/);
    expect(messages[5]).toMatch(/no secret/);
    // nothing was signed, so nothing was ever journaled
    expect(existsSync(path.join(dir, JOURNAL_FILE))).toBe(false);
  });

  it('refuses a private key, an extended private key, a phrase and a wrong-network key main passes on', async () => {
    const { signer, state } = await watching('ethereum', WATCHED);
    const seed = mnemonicToSeedSync(PHRASE);
    const zprv = HDKey.fromMasterSeed(seed, { public: 0x04b24746, private: 0x04b2430c }).derive(
      "m/84'/0'/0'",
    ).privateExtendedKey;
    const vpub = HDKey.fromMasterSeed(seed, { public: 0x045f1cf6, private: 0x045f18bc }).derive(
      "m/84'/1'/0'",
    ).publicExtendedKey;
    const cases: [string, string, RegExp][] = [
      ['bitcoin', zprv, /extended PRIVATE key/],
      ['bitcoin', PHRASE, /recovery phrase/],
      ['bitcoin', vpub, /vpub is for a test network/],
      ['ethereum', '0x1ab42cc412b618bdea3a599e3c9bae199ebf030895b039e9db1e30dafb12b727', /private key/],
    ];
    for (const [chainName, key, message] of cases) {
      const next = addWallet(state, { kind: 'watch', chainName }, { catalogue: CATALOGUE });
      const error = await signer.refused('addWallet', {
        walletId: next.wallet.id,
        source: { kind: 'watch', chainName, key },
        state: next.state,
        replace: false,
      });
      expect(error.code).toBe('BAD_INPUT');
      expect(error.message).toMatch(message);
      // nothing changed: the wallet was not added
      expect(
        (
          await signer.refused('deriveAccounts', {
            walletId: next.wallet.id,
            requests: [{ chainName, index: 0, network: 'mainnet' }],
          })
        ).code,
      ).toBe('NOT_FOUND');
    }
    // a watch source filed under a phrase wallet's state is refused too
    const asPhrase = addWallet(state, { kind: 'phrase', origin: 'imported' }, { catalogue: CATALOGUE });
    expect(
      (
        await signer.refused('addWallet', {
          walletId: asPhrase.wallet.id,
          source: { kind: 'watch', chainName: 'bitcoin', key: ZPUB },
          state: asPhrase.state,
          replace: false,
        })
      ).message,
    ).toMatch(/does not match/);
  });
});
