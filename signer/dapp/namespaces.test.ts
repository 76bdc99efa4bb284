// A hostile main against the real signer: each key signs dapp requests only in the namespaces
// its family declares. Main names the key by its path, so without the check a Stellar key
// would answer solana_signMessage (an ed25519 signature over any bytes, a Stellar transaction
// hash among them) and a Tron key personal_sign. The family is read from the signer's own
// records (the registry's default paths, the vault's derived-address sets, an imported key's
// chain), never from main; a refused request leaves no journal record.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PublicKey } from '@solana/web3.js';
import { computeAddress, hexlify, toUtf8Bytes, verifyMessage } from 'ethers';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../shared/catalogue';
import type { DappSignRequest } from '../../shared/signer/dapp';
import { addWallet, emptyWalletsState } from '../../shared/wallets';
import type { WalletDraft, WalletsState } from '../../shared/wallets/types';
import { phraseKeys } from '../chains/keys/walletKeys';
import { JOURNAL_FILE } from '../journal/journalLog';
import { phraseToSeed } from '../wallets/phrase';
import { TEST_ADDRESS, TEST_KEY } from '../../test/signer/testKeys';
import { makeTempDirs } from '../../test/signer/testSupport';
import { startSigner } from '../../test/signer/testSigner';

const tmp = makeTempDirs();
afterEach(tmp.cleanup);

const PASSWORD = 'correct horse battery';
const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const keys = phraseKeys(phraseToSeed(PHRASE, ''));
const evmAt = (p: string) => computeAddress(hexlify(keys.secp.publicKey(p)));
const solanaAt = (p: string) => new PublicKey(keys.ed.publicKey(p)).toBase58();

const STELLAR_PATH = "m/44'/148'/0'";
const SOLANA_PATH = "m/44'/501'/0'/0'";
const TRON_PATH = "m/44'/195'/0'/0/0";
const ETHEREUM_PATH = "m/44'/60'/0'/0/0";
/** a path of no chain's default, kept by the user in the wallet's EVM address set */
const CUSTOM_EVM_PATH = "m/44'/60'/7'/0/3";

const personalSign: DappSignRequest = { kind: 'personalSign', message: hexlify(toUtf8Bytes('Sign in')) };
const solanaMessage: DappSignRequest = {
  kind: 'solanaMessage',
  message: Buffer.from('gm').toString('base64'),
};

async function signerWith(
  draft: WalletDraft,
  source: { kind: 'phrase'; phrase: string } | { kind: 'privateKey'; chainName: string; privateKey: string },
  edit: (s: WalletsState) => WalletsState = (s) => s,
) {
  const dir = tmp.make();
  const signer = startSigner(dir);
  const added = addWallet(emptyWalletsState(), draft, { catalogue: CATALOGUE });
  await signer.call('addWallet', {
    walletId: added.wallet.id,
    source,
    state: edit(added.state),
    password: PASSWORD,
    replace: false,
  });
  const dapp = (activePath: string, from: string, request: DappSignRequest) => ({
    walletId: added.wallet.id,
    network: 'mainnet' as const,
    from,
    activePath,
    request,
  });
  return { signer, dapp, journaled: () => existsSync(path.join(dir, JOURNAL_FILE)) };
}

const phrase = (edit?: (s: WalletsState) => WalletsState) =>
  signerWith({ kind: 'phrase', origin: 'imported' }, { kind: 'phrase', phrase: PHRASE }, edit);
const refusal = (namespace: string) => ({
  code: 'INTENT_MISMATCH',
  message: `This key is not one of a ${namespace} account: it signs no ${namespace} requests`,
});

describe('a key signs dapp requests only in its family’s namespaces', () => {
  it('solana_signMessage with a Stellar key is refused; with the Solana key it is signed', async () => {
    const { signer, dapp, journaled } = await phrase();
    const stellar = dapp(STELLAR_PATH, solanaAt(STELLAR_PATH), solanaMessage);
    expect(await signer.refused('signDapp', stellar)).toEqual(refusal('solana'));
    expect(journaled()).toBe(false);
    const solana = dapp(SOLANA_PATH, solanaAt(SOLANA_PATH), solanaMessage);
    expect((await signer.call('signDapp', solana)).result).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/);
  });

  it('personal_sign with a Tron key is refused; with the Ethereum key it is signed', async () => {
    const { signer, dapp, journaled } = await phrase();
    const tron = dapp(TRON_PATH, evmAt(TRON_PATH), personalSign);
    expect(await signer.refused('signDapp', tron)).toEqual(refusal('eip155'));
    expect(journaled()).toBe(false);
    const { result } = await signer.call('signDapp', dapp(ETHEREUM_PATH, evmAt(ETHEREUM_PATH), personalSign));
    expect(verifyMessage(toUtf8Bytes('Sign in'), result)).toBe(evmAt(ETHEREUM_PATH));
  });

  it('a Solana key does not answer personal_sign', async () => {
    const { signer, dapp } = await phrase();
    const sol = dapp(SOLANA_PATH, evmAt(SOLANA_PATH), personalSign);
    expect(await signer.refused('signDapp', sol)).toEqual(refusal('eip155'));
  });

  it('a path of no chain is refused; the same path kept in the wallet’s EVM set is signed', async () => {
    const bare = await phrase();
    const request = bare.dapp(CUSTOM_EVM_PATH, evmAt(CUSTOM_EVM_PATH), personalSign);
    expect(await bare.signer.refused('signDapp', request)).toEqual(refusal('eip155'));
    const kept = await phrase((s) => ({
      ...s,
      wallets: s.wallets.map((w) => ({
        ...w,
        derived: {
          evm: {
            entries: [
              { path: ETHEREUM_PATH, isCustom: false, index: 0 },
              { path: CUSTOM_EVM_PATH, isCustom: true, index: null },
            ],
            active: CUSTOM_EVM_PATH,
          },
        },
      })),
    }));
    const { result } = await kept.signer.call('signDapp', request);
    expect(verifyMessage(toUtf8Bytes('Sign in'), result)).toBe(evmAt(CUSTOM_EVM_PATH));
  });

  it('an imported Tron key does not answer personal_sign, whatever path main names', async () => {
    const { signer, dapp, journaled } = await signerWith(
      { kind: 'privateKey', chainName: 'tron' },
      { kind: 'privateKey', chainName: 'tron', privateKey: TEST_KEY.slice(2) },
    );
    for (const p of ['', ETHEREUM_PATH])
      expect(await signer.refused('signDapp', dapp(p, TEST_ADDRESS, personalSign))).toEqual(
        refusal('eip155'),
      );
    expect(journaled()).toBe(false);
  });
});
