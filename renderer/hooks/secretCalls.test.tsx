import '../testing/fakeDomInstalled';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChangePasswordCard } from '../components/settings/ChangePasswordCard';
import { LockScreen } from '../screens/LockScreen';
import { CreateWallet } from '../screens/onboarding/CreateWallet';
import { ImportKey } from '../screens/onboarding/ImportKey';
import { ImportPhrase } from '../screens/onboarding/ImportPhrase';
import {
  cacheContents,
  mountScreen,
  newQueryClient,
  Refusal,
  settle,
  stubMain,
} from '../testing/screenHarness';

// Each secret is a string no other part of a screen could produce, so finding it anywhere in
// react-query's caches can only mean a secret-bearing call left it there.
const SECRET = {
  wrongUnlock: 'wrong-unlock-password-5d1c',
  unlock: 'right-unlock-password-8e2a',
  newVault: 'new-vault-password-3b7f',
  phrase: 'secret marker phrase words 9c4e',
  passphrase: 'bip39-passphrase-71ad',
  privateKey: '0x5ec2e7c0ffee5ec2e7c0ffee5ec2e7c0ffee5ec2e7c0ffee5ec2e7c0ffee5ec2',
  revealed: 'revealed phrase kept only in component state 0f3d',
  oldPassword: 'current-password-2a6b',
  newPassword: 'changed-password-c8e0',
  replaceConfirm: 'replace-all-confirm-password-e6b9',
} as const;

const main = stubMain();
let client: QueryClient;
let vault: { hasVault: boolean; locked: boolean };

beforeEach(() => {
  client = newQueryClient();
  vault = { hasVault: true, locked: true };
  main.calls.length = 0;
  main.answers = {
    'signer.status': () => ({ state: 'ready', restarts: 0, ...vault }),
    'wallets.create': () => ((vault = { hasVault: true, locked: false }), { walletId: '1' }),
    'wallets.importPhrase': () => ((vault = { hasVault: true, locked: false }), { walletId: '1' }),
    'wallets.importKey': () => ((vault = { hasVault: true, locked: false }), { walletId: '1' }),
    'wallets.reveal': () => ({ kind: 'phrase', phrase: SECRET.revealed, hasPassphrase: false }),
  };
});
afterEach(() => client.clear());

/** The secrets went to main (so the screen really used them), and react-query kept none. */
function expectSentButNotCached(secrets: string[]) {
  const sent = JSON.stringify(main.calls);
  const cached = cacheContents(client);
  expect(cached).toContain('signer.status'); // the walk saw the caches, not an empty client
  for (const s of secrets) {
    expect(sent).toContain(s);
    expect(cached).not.toContain(s);
  }
}

describe('secrets typed into a screen leave nothing in the react-query caches', () => {
  it('lock screen: a wrong password, then the right one', async () => {
    let answerUnlock: () => void = () => undefined;
    main.answers['session.unlock'] = ({ password }) => {
      if (password === SECRET.wrongUnlock) throw new Refusal('WRONG_PASSWORD', 'Wrong password');
      return new Promise((resolve) => {
        answerUnlock = () => {
          vault = { hasVault: true, locked: false };
          resolve({ locked: false });
        };
      });
    };
    const screen = await mountScreen('/lock', <LockScreen />, client);

    await screen.type('Password', SECRET.wrongUnlock);
    await screen.submit();
    expect(screen.text()).toContain('Wrong password');
    expect(screen.field('Password').value).toBe('');

    await screen.type('Password', SECRET.unlock);
    await screen.submit();
    expect(screen.text()).toContain('Unlocking…');
    expect(screen.text()).not.toContain('Wrong password');
    answerUnlock();
    await settle();
    expect(screen.text()).toBe('arrived at /home');

    await screen.unmount();
    expectSentButNotCached([SECRET.wrongUnlock, SECRET.unlock]);
  });

  it('create the first wallet: the new vault password, and the phrase revealed with it', async () => {
    vault = { hasVault: false, locked: true };
    const screen = await mountScreen('/onboarding/create', <CreateWallet />, client);

    await screen.type('Password', SECRET.newVault);
    await screen.type('Repeat password', SECRET.newVault);
    await screen.submit();
    expect(screen.text()).toContain('Your recovery phrase');
    expect(screen.text()).toContain('0f3d'); // the backup step shows the revealed words

    await screen.unmount();
    expectSentButNotCached([SECRET.newVault]);
    expect(cacheContents(client)).not.toContain(SECRET.revealed);
  });

  it('import a phrase with a passphrase as the first wallet', async () => {
    vault = { hasVault: false, locked: true };
    const screen = await mountScreen('/onboarding/import-phrase', <ImportPhrase />, client);

    await screen.type('Recovery phrase', SECRET.phrase);
    await screen.type('BIP39 passphrase', SECRET.passphrase);
    await screen.type('Password', SECRET.newVault);
    await screen.type('Repeat password', SECRET.newVault);
    await screen.submit();
    expect(screen.text()).toBe('arrived at /home');

    await screen.unmount();
    expectSentButNotCached([SECRET.phrase, SECRET.passphrase, SECRET.newVault]);
  });

  it('import a private key as the first wallet', async () => {
    vault = { hasVault: false, locked: true };
    const screen = await mountScreen('/onboarding/import-key', <ImportKey />, client);

    await screen.type('Private key', SECRET.privateKey);
    await screen.type('Password', SECRET.newVault);
    await screen.type('Repeat password', SECRET.newVault);
    await screen.submit();
    expect(screen.text()).toBe('arrived at /home');

    await screen.unmount();
    expectSentButNotCached([SECRET.privateKey, SECRET.newVault]);
  });

  // Replacing every wallet erases them, so the current password is typed again.
  it.each([
    { call: 'wallets.create', path: '/onboarding/create', screen: <CreateWallet />, fill: {} },
    {
      call: 'wallets.importPhrase',
      path: '/onboarding/import-phrase',
      screen: <ImportPhrase />,
      fill: { 'Recovery phrase': SECRET.phrase },
    },
    {
      call: 'wallets.importKey',
      path: '/onboarding/import-key',
      screen: <ImportKey />,
      fill: { 'Private key': SECRET.privateKey },
    },
  ])(
    '$call replacing all wallets, confirmed with the current password',
    async ({ call, path, screen, fill }) => {
      vault = { hasVault: true, locked: false };
      const mounted = await mountScreen(path, screen, client);

      for (const [label, value] of Object.entries(fill)) await mounted.type(label, value);
      await mounted.toggle('Replace all wallets');
      await mounted.type('Current password', SECRET.replaceConfirm);
      await mounted.submit();
      const sent = main.calls.find((c) => c.name === call)?.input;
      expect(sent).toMatchObject({ replace: true, password: SECRET.replaceConfirm });

      await mounted.unmount();
      expectSentButNotCached([SECRET.replaceConfirm, ...Object.values(fill)]);
    },
  );

  it('change the password: a wrong current one, then the right one', async () => {
    vault = { hasVault: true, locked: false };
    main.answers['session.changePassword'] = ({ oldPassword }) => {
      if (oldPassword !== SECRET.oldPassword) throw new Refusal('WRONG_PASSWORD', 'Wrong password');
      return {};
    };
    // The card sits on the settings screen; signer.status is read there by the route guard.
    await client.prefetchQuery({ queryKey: ['signer.status', {}], queryFn: () => ({ ...vault }) });
    const screen = await mountScreen('/settings', <ChangePasswordCard />, client);

    await screen.type('Current password', SECRET.wrongUnlock);
    await screen.type('New password', SECRET.newPassword);
    await screen.type('Repeat new password', SECRET.newPassword);
    await screen.submit();
    expect(screen.text()).toContain('Wrong password');

    await screen.type('Current password', SECRET.oldPassword);
    await screen.submit();
    expect(screen.text()).not.toContain('Wrong password');
    expect(screen.field('Current password').value).toBe('');

    await screen.unmount();
    expectSentButNotCached([SECRET.wrongUnlock, SECRET.oldPassword, SECRET.newPassword]);
  });
});
