// The signing journal across restarts, tampering and wallet removal, through the signer
// protocol as main speaks it: a replacement is signed only against the signer's own record.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Transaction } from 'ethers';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../shared/catalogue';
import type { SignIntent, SignIntentOf } from '../../shared/signer/protocol';
import { addWallet, emptyWalletsState } from '../../shared/wallets';
import { JOURNAL_FILE, readJournal } from '../journal/journalLog';
import { VAULT_FILE } from '../vault';
import { decryptVaultFile, flipByte, makeTempDirs } from '../../test/signer/testSupport';
import { startSigner } from '../../test/signer/testSigner';

const tmp = makeTempDirs();
afterEach(tmp.cleanup);

const PASSWORD = 'correct horse battery';
// BIP39 test vector; its first Ethereum address (m/44'/60'/0'/0/0) is a published vector too
const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const ME = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const PATH = "m/44'/60'/0'/0/0";
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const MALLORY = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const GWEI = 10n ** 9n;

const unsigned = (to: string, value: bigint, maxFee: bigint) =>
  Transaction.from({
    type: 2,
    chainId: 1n,
    nonce: 3,
    to,
    value,
    gasLimit: 21000n,
    maxFeePerGas: maxFee,
    maxPriorityFeePerGas: GWEI,
  }).unsignedSerialized;

const intent = (over: Partial<SignIntentOf<'evm'>> = {}): SignIntent => ({
  family: 'evm',
  kind: 'transfer',
  chainName: 'ethereum',
  from: ME,
  to: BOB,
  amount: '1000',
  feeCap: (21000n * 100n * GWEI).toString(),
  nonce: 3,
  ...over,
});

async function walletWithOneSend() {
  const dir = tmp.make();
  const signer = startSigner(dir);
  const first = addWallet(
    emptyWalletsState(),
    { kind: 'phrase', origin: 'imported' },
    { catalogue: CATALOGUE },
  );
  await signer.call('addWallet', {
    walletId: first.wallet.id,
    source: { kind: 'phrase', phrase: PHRASE },
    state: first.state,
    password: PASSWORD,
    replace: false,
  });
  const walletId = first.wallet.id;
  const sign = (s: ReturnType<typeof startSigner>, tx: string, i: SignIntent) =>
    s.call('signTransfer', { walletId, network: 'mainnet', unsigned: tx, intent: i, activePath: PATH });
  const { signed } = await sign(signer, unsigned(BOB, 1000n, 20n * GWEI), intent());
  return { dir, signer, walletId, sign, state: first.state, hash: Transaction.from(signed).hash! };
}

async function journalOf(dir: string) {
  const payload = JSON.parse(await decryptVaultFile(path.join(dir, VAULT_FILE), PASSWORD)) as {
    journalKey: string;
  };
  return readJournal(path.join(dir, JOURNAL_FILE), Buffer.from(payload.journalKey, 'hex'));
}

describe('the signing journal', () => {
  it('survives a restart: a later speed-up is checked against what was signed before it', async () => {
    const { dir, sign, hash } = await walletWithOneSend();
    const restarted = startSigner(dir);
    await restarted.call('unlock', { password: PASSWORD });
    const sped = await sign(
      restarted,
      unsigned(BOB, 1000n, 40n * GWEI),
      intent({ kind: 'speedUp', replaces: hash }),
    );
    expect(Transaction.from(sped.signed).nonce).toBe(3);
    const forged = await restarted.refused('signTransfer', {
      walletId: (await journalOf(dir)).entries[0]!.walletId,
      network: 'mainnet',
      unsigned: unsigned(MALLORY, 10n ** 19n, 40n * GWEI),
      intent: intent({ kind: 'speedUp', to: MALLORY, amount: (10n ** 19n).toString(), replaces: hash }),
      activePath: PATH,
    });
    expect(forged).toMatchObject({ code: 'INTENT_MISMATCH', message: 'to' });
  });

  it('is sealed on disk: no address or amount readable, and each record holds what was signed', async () => {
    const { dir, hash } = await walletWithOneSend();
    const raw = readFileSync(path.join(dir, JOURNAL_FILE)).toString('latin1').toLowerCase();
    expect(raw).not.toContain(BOB.slice(2).toLowerCase());
    expect(raw).not.toContain(ME.slice(2).toLowerCase());
    const { entries, damaged } = await journalOf(dir);
    expect(damaged).toBe(0);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      chainName: 'ethereum',
      hash: hash.slice(2),
      kind: 'transfer',
      to: BOB,
      amount: '1000',
      fee: (21000n * 20n * GWEI).toString(),
      detail: { family: 'evm', from: ME, nonce: 3, txTo: BOB, value: '1000' },
    });
    expect(Transaction.from(entries[0]!.signed).hash).toBe(hash);
  });

  it('a record altered on disk is not believed: its transaction can no longer be replaced', async () => {
    const { dir, walletId, hash } = await walletWithOneSend();
    flipByte(path.join(dir, JOURNAL_FILE), 40);
    const restarted = startSigner(dir);
    await restarted.call('unlock', { password: PASSWORD });
    const refused = await restarted.refused('signTransfer', {
      walletId,
      network: 'mainnet',
      unsigned: unsigned(BOB, 1000n, 40n * GWEI),
      intent: intent({ kind: 'speedUp', replaces: hash }),
      activePath: PATH,
    });
    expect(refused).toMatchObject({
      code: 'INTENT_MISMATCH',
      message: 'The transaction to replace was not signed by this wallet',
    });
  });

  it("a removed wallet's records leave the journal file", async () => {
    const { dir, signer, state } = await walletWithOneSend();
    const second = addWallet(state, { kind: 'phrase', origin: 'imported' }, { catalogue: CATALOGUE });
    await signer.call('addWallet', {
      walletId: second.wallet.id,
      source: {
        kind: 'phrase',
        phrase: 'legal winner thank year wave sausage worth useful legal winner thank yellow',
      },
      state: second.state,
      replace: false,
    });
    expect((await journalOf(dir)).entries).toHaveLength(1);
    await signer.call('saveState', {
      state: { ...second.state, wallets: second.state.wallets.slice(1), currentWalletIndex: 0 },
      password: PASSWORD,
    });
    expect((await journalOf(dir)).entries).toEqual([]);
  });
});
