// A hostile main against the real signer: the controller, the handlers and the WalletSession
// over a real vault folder, spoken to only through the signer protocol, as main would.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../shared/catalogue';
import { addWallet, emptyWalletsState, renameWallet, type WalletsState } from '../../shared/wallets';
import { BACKUP_FILE, FREE_ATTEMPTS, VAULT_FILE } from '../vault';
import { decryptVaultFile, makeTempDirs } from '../../test/signer/testSupport';
import { startSigner } from '../../test/signer/testSigner';

const tmp = makeTempDirs();
afterEach(tmp.cleanup);

const PASSWORD = 'correct horse battery';
// BIP39 test vectors (https://github.com/trezor/python-mnemonic/blob/master/vectors.json)
const PHRASE_A =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const PHRASE_B = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
const PHRASE_C = 'letter advice cage absurd amount doctor acoustic avoid letter advice cage above';

type Signer = ReturnType<typeof startSigner>;

const importPhrase = (base: WalletsState, opts: { replace?: boolean } = {}) =>
  addWallet(base, { kind: 'phrase', origin: 'imported' }, { catalogue: CATALOGUE, ...opts });

/** A vault holding wallets 1 (A) and 2 (B), the way main builds it; unlocked. */
async function twoWallets(): Promise<{ dir: string; signer: Signer; state: WalletsState }> {
  const dir = tmp.make();
  const signer = startSigner(dir);
  const first = importPhrase(emptyWalletsState());
  await signer.call('addWallet', {
    walletId: first.wallet.id,
    source: { kind: 'phrase', phrase: PHRASE_A },
    state: first.state,
    password: PASSWORD,
    replace: false,
  });
  const second = importPhrase(first.state);
  const r = await signer.call('addWallet', {
    walletId: second.wallet.id,
    source: { kind: 'phrase', phrase: PHRASE_B },
    state: second.state,
    replace: false,
  });
  return { dir, signer, state: r.state };
}

/** A hostile main is bound by no rule of shared/wallets: it just leaves the wallet out. */
function without(state: WalletsState, id: string): WalletsState {
  const wallets = state.wallets.filter((w) => w.id !== id);
  return { ...state, wallets, currentWalletIndex: wallets.length - 1 };
}

const files = (dir: string) => [path.join(dir, VAULT_FILE), path.join(dir, BACKUP_FILE)];
const rawBytes = (dir: string) => files(dir).map((f) => readFileSync(f));

/** What a fresh signer process finds after unlocking: every wallet and its phrase. */
async function phrasesAfterRestart(dir: string): Promise<Record<string, string>> {
  const signer = startSigner(dir);
  const { state } = await signer.call('unlock', { password: PASSWORD });
  const out: Record<string, string> = {};
  for (const w of state.wallets) {
    const s = await signer.call('revealSecret', { walletId: w.id, password: PASSWORD });
    if (s.kind === 'phrase') out[w.id] = s.phrase;
  }
  return out;
}

describe('the signer erases a secret only with the password typed again', () => {
  it('refuses addWallet with replace and no password or a wrong one, and changes nothing on disk', async () => {
    const { dir, signer, state } = await twoWallets();
    const before = rawBytes(dir);
    const replaced = importPhrase(state, { replace: true });
    const params = {
      walletId: replaced.wallet.id,
      source: { kind: 'phrase', phrase: PHRASE_C },
      state: replaced.state,
      replace: true,
    };
    expect(await signer.refused('addWallet', params)).toMatchObject({ code: 'WRONG_PASSWORD' });
    expect(await signer.refused('addWallet', { ...params, password: 'not the password' })).toEqual({
      code: 'WRONG_PASSWORD',
      message: 'Wrong password',
    });
    expect(rawBytes(dir)).toEqual(before);
    expect(await phrasesAfterRestart(dir)).toEqual({ '1': PHRASE_A, '2': PHRASE_B });
  });

  it('refuses the same erasure dressed as an ordinary add: a state without B, or B’s id reused', async () => {
    const { dir, signer, state } = await twoWallets();
    const before = rawBytes(dir);
    const added = importPhrase(state);
    const withoutB = without(added.state, '2');
    expect(
      await signer.refused('addWallet', {
        walletId: added.wallet.id,
        source: { kind: 'phrase', phrase: PHRASE_C },
        state: withoutB,
        replace: false,
      }),
    ).toMatchObject({ code: 'WRONG_PASSWORD' });
    expect(
      await signer.refused('addWallet', {
        walletId: '2',
        source: { kind: 'phrase', phrase: PHRASE_C },
        state,
        replace: false,
      }),
    ).toMatchObject({ code: 'BAD_INPUT' });
    expect(rawBytes(dir)).toEqual(before);
    expect(await phrasesAfterRestart(dir)).toEqual({ '1': PHRASE_A, '2': PHRASE_B });
  });

  it('refuses saveState dropping a wallet without the password or with a wrong one; the secret stays', async () => {
    const { dir, signer, state } = await twoWallets();
    const before = rawBytes(dir);
    const withoutB = without(state, '2');
    expect(await signer.refused('saveState', { state: withoutB })).toMatchObject({
      code: 'WRONG_PASSWORD',
    });
    expect(await signer.refused('saveState', { state: withoutB, password: 'guess' })).toMatchObject({
      code: 'WRONG_PASSWORD',
    });
    expect(rawBytes(dir)).toEqual(before);
    // still usable in this session too, not only after a restart
    expect(await signer.call('revealSecret', { walletId: '2', password: PASSWORD })).toMatchObject({
      phrase: PHRASE_B,
    });
    expect(await phrasesAfterRestart(dir)).toEqual({ '1': PHRASE_A, '2': PHRASE_B });
  });

  it('deletes with the right password, and the phrase is gone from vault.bin and vault.bin.bak', async () => {
    const { dir, signer, state } = await twoWallets();
    // the backup holds the state before B was added; make it hold B too, as after any later save
    const renamed = renameWallet(state, 0, 'Renamed');
    await signer.call('saveState', { state: renamed });
    for (const f of files(dir)) expect(await decryptVaultFile(f, PASSWORD)).toContain(PHRASE_B);

    await signer.call('saveState', { state: without(renamed, '2'), password: PASSWORD });
    for (const f of files(dir)) {
      const text = await decryptVaultFile(f, PASSWORD);
      expect(text).toContain(PHRASE_A);
      expect(text).not.toContain(PHRASE_B);
    }
    expect(await signer.refused('revealSecret', { walletId: '2', password: PASSWORD })).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await phrasesAfterRestart(dir)).toEqual({ '1': PHRASE_A });
  });

  it('replaces all wallets with the right password, leaving no old phrase in either file', async () => {
    const { dir, signer, state } = await twoWallets();
    const replaced = importPhrase(state, { replace: true });
    await signer.call('addWallet', {
      walletId: replaced.wallet.id,
      source: { kind: 'phrase', phrase: PHRASE_C },
      state: replaced.state,
      password: PASSWORD,
      replace: true,
    });
    for (const f of files(dir)) {
      const text = await decryptVaultFile(f, PASSWORD);
      expect(text).toContain(PHRASE_C);
      expect(text).not.toContain(PHRASE_A);
      expect(text).not.toContain(PHRASE_B);
    }
    expect(await phrasesAfterRestart(dir)).toEqual({ [replaced.wallet.id]: PHRASE_C });
  });

  it('needs no password for changes that erase nothing, and refuses one there', async () => {
    const { dir, signer, state } = await twoWallets();
    await signer.call('saveState', { state: renameWallet(state, 1, 'Savings') });
    const third = importPhrase(state);
    const add = {
      walletId: third.wallet.id,
      source: { kind: 'phrase', phrase: PHRASE_C },
      state: third.state,
      replace: false,
    } as const;
    expect(await signer.refused('addWallet', { ...add, password: PASSWORD })).toMatchObject({
      code: 'BAD_INPUT',
    });
    await signer.call('addWallet', add);
    expect(Object.keys(await phrasesAfterRestart(dir))).toEqual(['1', '2', '3']);
  });

  it('counts wrong passwords toward the same wait as unlock', async () => {
    const { dir, state } = await twoWallets();
    let clock = 1_000_000;
    const signer = startSigner(dir, { now: () => clock });
    await signer.call('unlock', { password: PASSWORD });
    const withoutB = without(state, '2');
    for (let i = 0; i < FREE_ATTEMPTS; i++)
      await signer.refused('saveState', { state: withoutB, password: `wrong ${i}` });
    // now even the right password waits: guessing through delete is no faster than through unlock
    const waiting = await signer.refused('saveState', { state: withoutB, password: PASSWORD });
    expect(waiting).toMatchObject({ code: 'WRONG_PASSWORD', message: expect.stringMatching(/Try again in/) });
    expect(await signer.refused('unlock', { password: PASSWORD })).toMatchObject({
      message: expect.stringMatching(/Try again in/),
    });
    clock += 60_000;
    await signer.call('saveState', { state: withoutB, password: PASSWORD });
    expect(await phrasesAfterRestart(dir)).toEqual({ '1': PHRASE_A });
  });
});
