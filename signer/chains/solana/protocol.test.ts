// A phrase wallet signs a SOL transfer through the signer protocol, as main asks for it, and
// the journal on disk keeps the record keyed by the signature; a hostile twin is refused.
import path from 'node:path';
import { hex } from '@scure/base';
import { Transaction } from '@solana/web3.js';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../shared/catalogue';
import { addWallet, emptyWalletsState } from '../../../shared/wallets';
import { JOURNAL_FILE, readJournal } from '../../journal/journalLog';
import { VAULT_FILE } from '../../vault';
import { decryptVaultFile, makeTempDirs } from '../../../test/signer/testSupport';
import { startSigner } from '../../../test/signer/testSigner';
import {
  BOB,
  MALLORY,
  ME,
  PATH,
  PHRASE,
  solIntent,
  solTransfer,
  unsignedOf,
} from '../../../test/solana/testMessages';

const tmp = makeTempDirs();
afterEach(tmp.cleanup);
const PASSWORD = 'correct horse battery';

describe('Solana through the signer protocol', () => {
  it('signs a SOL transfer for a phrase wallet and journals it under its signature', async () => {
    const dir = tmp.make();
    const signer = startSigner(dir);
    const first = addWallet(
      emptyWalletsState(),
      { kind: 'phrase', origin: 'imported' },
      { catalogue: CATALOGUE },
    );
    const walletId = first.wallet.id;
    await signer.call('addWallet', {
      walletId,
      source: { kind: 'phrase', phrase: PHRASE },
      state: first.state,
      password: PASSWORD,
      replace: false,
    });
    const { signed } = await signer.call('signTransfer', {
      walletId,
      network: 'mainnet',
      unsigned: unsignedOf([solTransfer()]),
      intent: solIntent(),
      activePath: PATH,
    });
    const tx = Transaction.from(Buffer.from(signed, 'base64'));
    expect(tx.verifySignatures()).toBe(true);
    expect(tx.feePayer!.equals(ME)).toBe(true);

    const refused = await signer.refused('signTransfer', {
      walletId,
      network: 'mainnet',
      unsigned: unsignedOf([solTransfer({ to: MALLORY })]),
      intent: solIntent(),
      activePath: PATH,
    });
    expect(refused).toMatchObject({
      code: 'INTENT_MISMATCH',
      message: 'The transfer pays another recipient than the approved one',
    });

    const { journalKey } = JSON.parse(await decryptVaultFile(path.join(dir, VAULT_FILE), PASSWORD)) as {
      journalKey: string;
    };
    const { entries, damaged } = readJournal(path.join(dir, JOURNAL_FILE), Buffer.from(journalKey, 'hex'));
    expect(damaged).toBe(0);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      chainName: 'solana',
      hash: hex.encode(tx.signature!),
      kind: 'transfer',
      to: BOB.toBase58(),
      amount: '1000000',
      fee: '6000',
      signed,
      detail: { family: 'solana', feePayer: ME.toBase58() },
    });
  });
});
