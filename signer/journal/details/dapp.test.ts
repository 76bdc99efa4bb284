// Dapp signatures land in the signing journal like transfers: through the signer protocol as
// main speaks it, each WalletConnect request kind leaves a sealed record of what was checked
// and signed, before the answer leaves; a dapp transaction is kept apart from the coin's own
// sends, so it can never be "sped up" as one of them.
import path from 'node:path';
import { Keypair, PublicKey, SystemProgram, Transaction as SolanaTransaction } from '@solana/web3.js';
import { hexlify, toUtf8Bytes, Transaction, verifyMessage } from 'ethers';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../shared/catalogue';
import { summarizeSolanaTx } from '../../../shared/chains/solana/dappSolanaSummary';
import { addWallet, emptyWalletsState } from '../../../shared/wallets';
import { VAULT_FILE } from '../../vault';
import { decryptVaultFile, makeTempDirs } from '../../../test/signer/testSupport';
import { startSigner } from '../../../test/signer/testSigner';
import { JOURNAL_FILE, readJournal } from '../journalLog';

const tmp = makeTempDirs();
afterEach(tmp.cleanup);

const PASSWORD = 'correct horse battery';
const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const ME = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const PATH = "m/44'/60'/0'/0/0";
const SOL_ME = new PublicKey('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk');
const SOL_PATH = "m/44'/501'/0'/0'";
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOL_BOB = Keypair.fromSeed(new Uint8Array(32).fill(2)).publicKey;
const BLOCKHASH = Keypair.fromSeed(new Uint8Array(32).fill(11)).publicKey.toBase58();
const GWEI = 10n ** 9n;

async function signerWithWallet() {
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
  return { dir, signer, walletId: first.wallet.id };
}

async function journalOf(dir: string) {
  const payload = JSON.parse(await decryptVaultFile(path.join(dir, VAULT_FILE), PASSWORD)) as {
    journalKey: string;
  };
  return readJournal(path.join(dir, JOURNAL_FILE), Buffer.from(payload.journalKey, 'hex'));
}

describe('dapp signatures in the signing journal', () => {
  it('records personal_sign, an EVM dapp transaction, solana_signMessage and solana_signTransaction', async () => {
    const { dir, signer, walletId } = await signerWithWallet();
    const evm = { walletId, network: 'mainnet' as const, from: ME, activePath: PATH };
    const sol = { walletId, network: 'mainnet' as const, from: SOL_ME.toBase58(), activePath: SOL_PATH };

    const message = hexlify(toUtf8Bytes('Sign in'));
    const sig = (await signer.call('signDapp', { ...evm, request: { kind: 'personalSign', message } }))
      .result;
    expect(verifyMessage(toUtf8Bytes('Sign in'), sig)).toBe(ME);

    const approved = {
      chainId: 1,
      to: BOB,
      value: '1000',
      data: '0x',
      gas: '21000',
      maxFeePerGas: (20n * GWEI).toString(),
      maxPriorityFeePerGas: GWEI.toString(),
    };
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
    const raw = (
      await signer.call('signDapp', { ...evm, request: { kind: 'transaction', unsigned, approved } })
    ).result;

    const solMessage = Buffer.from('gm solana').toString('base64');
    await signer.call('signDapp', { ...sol, request: { kind: 'solanaMessage', message: solMessage } });

    const tx = new SolanaTransaction({ feePayer: SOL_ME, recentBlockhash: BLOCKHASH }).add(
      SystemProgram.transfer({ fromPubkey: SOL_ME, toPubkey: SOL_BOB, lamports: 5n }),
    );
    const m = tx.compileMessage();
    const summary = summarizeSolanaTx(
      {
        accountKeys: m.accountKeys,
        numRequiredSignatures: 1,
        recentBlockhash: BLOCKHASH,
        instructions: SolanaTransaction.populate(m).instructions,
      },
      SOL_ME,
    );
    const transaction = tx
      .serialize({ requireAllSignatures: false, verifySignatures: false })
      .toString('base64');
    const signedSol = (
      await signer.call('signDapp', {
        ...sol,
        request: { kind: 'solanaTransaction', transaction, approved: summary },
      })
    ).result;

    const { entries, damaged } = await journalOf(dir);
    expect(damaged).toBe(0);
    expect(entries.map((e) => [e.kind, e.chainName, e.detail.family])).toEqual([
      ['dapp', 'eip155', 'dapp'],
      ['dapp', 'eip155:1', 'dapp'],
      ['dapp', 'solana', 'dapp'],
      ['dapp', 'solana', 'dapp'],
    ]);
    expect(entries[0]).toMatchObject({
      signed: sig,
      detail: { request: 'personalSign', account: ME, message },
    });
    expect(entries[1]).toMatchObject({
      hash: Transaction.from(raw).hash!.slice(2),
      to: BOB,
      amount: '1000',
      fee: (21000n * 20n * GWEI).toString(),
      signed: raw,
      detail: { request: 'transaction', evm: approved },
    });
    expect(entries[2]!.detail).toMatchObject({
      request: 'solanaMessage',
      account: SOL_ME.toBase58(),
      message: `0x${Buffer.from('gm solana').toString('hex')}`,
    });
    const solSig = SolanaTransaction.from(Buffer.from(signedSol, 'base64')).signatures[0]!.signature!;
    expect(entries[3]).toMatchObject({
      hash: Buffer.from(solSig).toString('hex'),
      signed: signedSol,
      fee: '5000',
      detail: { request: 'solanaTransaction', solana: summary },
    });
  });

  it("a dapp transaction is not one of the coin's sends: a speed-up of it is refused", async () => {
    const { signer, walletId } = await signerWithWallet();
    const approved = {
      chainId: 1,
      to: BOB,
      value: '1',
      data: '0x',
      gas: '21000',
      maxFeePerGas: (20n * GWEI).toString(),
      maxPriorityFeePerGas: GWEI.toString(),
    };
    const tx = (nonceFee: bigint) =>
      Transaction.from({
        type: 2,
        chainId: 1n,
        nonce: 0,
        to: BOB,
        value: 1n,
        gasLimit: 21000n,
        maxFeePerGas: nonceFee,
        maxPriorityFeePerGas: GWEI,
      }).unsignedSerialized;
    const raw = (
      await signer.call('signDapp', {
        walletId,
        network: 'mainnet',
        from: ME,
        activePath: PATH,
        request: { kind: 'transaction', unsigned: tx(20n * GWEI), approved },
      })
    ).result;
    const refused = await signer.refused('signTransfer', {
      walletId,
      network: 'mainnet',
      unsigned: tx(40n * GWEI),
      activePath: PATH,
      intent: {
        family: 'evm',
        kind: 'speedUp',
        chainName: 'ethereum',
        from: ME,
        to: BOB,
        amount: '1',
        feeCap: (21000n * 40n * GWEI).toString(),
        nonce: 0,
        replaces: Transaction.from(raw).hash!,
      },
    });
    expect(refused).toMatchObject({
      code: 'INTENT_MISMATCH',
      message: 'The transaction to replace was not signed by this wallet',
    });
  });
});
