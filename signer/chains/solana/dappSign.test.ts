// A dapp's Solana requests through the signer's real entry (signDappRequest): what it signs
// verifies with @noble/curves' ed25519 against the wallet's address, and every check in
// dappSign.ts / dappTransaction.ts refuses the attack it exists for (a hostile main that swaps
// the bytes, the recipient or the amount after the user approved).
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import type { PublicKey } from '@solana/web3.js';
import {
  Keypair,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import type { SolanaDappTx } from '../../../shared/chains/solana/dappSolana';
import { summarizeSolanaTx } from '../../../shared/chains/solana/dappSolanaSummary';
import { signDappRequest } from '../../dapp/signDappRequest';
import { importedKeys } from '../keys/walletKeys';
import type { Keys } from '../keys/types';
import {
  BLOCKHASH,
  BOB,
  MALLORY,
  ME,
  PATH,
  b64,
  budget,
  solTransfer,
  transferChecked,
  walletKeys,
} from '../../../test/solana/testMessages';

const DAPP = Keypair.fromSeed(new Uint8Array(32).fill(21));

/** A dapp's wire transaction: the legacy message with empty signature slots, the dapp's own signed when it is a signer. */
function wire(instructions: TransactionInstruction[], o: { feePayer?: PublicKey; dappSigns?: boolean } = {}) {
  const tx = new Transaction({ feePayer: o.feePayer ?? ME, recentBlockhash: BLOCKHASH }).add(...instructions);
  if (o.dappSigns) tx.partialSign(DAPP);
  return b64(tx.serialize({ requireAllSignatures: false, verifySignatures: false }));
}

/** What an honest main shows for the wire transaction: the same summary the signer computes. */
function approvedOf(transaction: string, wallet = ME): SolanaDappTx {
  const tx = Transaction.from(Buffer.from(transaction, 'base64'));
  const m = tx.compileMessage();
  return summarizeSolanaTx(
    {
      accountKeys: m.accountKeys,
      numRequiredSignatures: m.header.numRequiredSignatures,
      recentBlockhash: m.recentBlockhash,
      instructions: Transaction.populate(m).instructions,
    },
    wallet,
  );
}

const sign = (
  request: Parameters<typeof signDappRequest>[0]['request'],
  o: { keys?: Keys; from?: string; path?: string } = {},
) =>
  signDappRequest({
    walletId: '1',
    network: 'mainnet',
    from: o.from ?? ME.toBase58(),
    activePath: o.path ?? PATH,
    keys: o.keys ?? walletKeys,
    request,
  });

const signTx = (transaction: string, approved: SolanaDappTx = approvedOf(transaction), o = {}) =>
  sign({ kind: 'solanaTransaction', transaction, approved }, o);

describe('solana_signMessage in the signer', () => {
  it('signs exactly the bytes shown; the signature verifies to the wallet address', () => {
    const bytes = new TextEncoder().encode('Sign in to Test Swap: nonce 7');
    const sig = sign({ kind: 'solanaMessage', message: b64(bytes) });
    expect(ed25519.verify(base58.decode(sig), bytes, ME.toBytes())).toBe(true);
    expect(ed25519.verify(base58.decode(sig), new TextEncoder().encode('other'), ME.toBytes())).toBe(false);
  });

  it('refuses bytes that are a Solana transaction message (legacy or v0)', () => {
    const legacy = new Transaction({ feePayer: ME, recentBlockhash: BLOCKHASH })
      .add(solTransfer())
      .compileMessage()
      .serialize();
    expect(() => sign({ kind: 'solanaMessage', message: b64(legacy) })).toThrow(
      'These bytes are a Solana transaction: signMessage does not sign transactions',
    );
    const v0 = new TransactionMessage({
      payerKey: ME,
      recentBlockhash: BLOCKHASH,
      instructions: [solTransfer()],
    })
      .compileToV0Message()
      .serialize();
    expect(() => sign({ kind: 'solanaMessage', message: b64(v0) })).toThrow(
      'signMessage does not sign transactions',
    );
  });

  it('refuses a message that is not canonical base64', () => {
    expect(() => sign({ kind: 'solanaMessage', message: 'aGk' })).toThrow('The message is not base64');
  });
});

describe('solana_signTransaction in the signer', () => {
  it('signs the approved transfer in the wallet slot; the signature verifies to the wallet address', () => {
    const transaction = wire([...budget(), solTransfer()]);
    const signed = VersionedTransaction.deserialize(Buffer.from(signTx(transaction), 'base64'));
    const message = signed.message.serialize();
    expect(ed25519.verify(signed.signatures[0]!, message, ME.toBytes())).toBe(true);
  });

  it("keeps the dapp's own signature when it is a second signer", () => {
    const transaction = wire([solTransfer(), solTransfer({ from: DAPP.publicKey, to: ME })], {
      dappSigns: true,
    });
    const approved = approvedOf(transaction);
    expect(approved.signers).toEqual([ME.toBase58(), DAPP.publicKey.toBase58()]);
    const signed = VersionedTransaction.deserialize(Buffer.from(signTx(transaction, approved), 'base64'));
    const message = signed.message.serialize();
    expect(ed25519.verify(signed.signatures[0]!, message, ME.toBytes())).toBe(true);
    expect(ed25519.verify(signed.signatures[1]!, message, DAPP.publicKey.toBytes())).toBe(true);
  });

  it('signs when the wallet is a signer but not the fee payer', () => {
    const transaction = wire([solTransfer()], { feePayer: DAPP.publicKey });
    const signed = VersionedTransaction.deserialize(Buffer.from(signTx(transaction), 'base64'));
    expect(ed25519.verify(signed.signatures[1]!, signed.message.serialize(), ME.toBytes())).toBe(true);
  });

  it('a private-key Solana wallet signs with its key', () => {
    const kp = Keypair.fromSeed(new Uint8Array(32).fill(10));
    const keys = importedKeys('solana', () => ({ curve: 'ed25519', privateKey: kp.secretKey.slice(0, 32) }));
    const transaction = wire([solTransfer({ from: kp.publicKey })], { feePayer: kp.publicKey });
    const signed = VersionedTransaction.deserialize(
      Buffer.from(
        signTx(transaction, approvedOf(transaction, kp.publicKey), {
          keys,
          from: kp.publicKey.toBase58(),
          path: '',
        }),
        'base64',
      ),
    );
    expect(ed25519.verify(signed.signatures[0]!, signed.message.serialize(), kp.publicKey.toBytes())).toBe(
      true,
    );
  });
});

describe('a hostile main is refused', () => {
  const honest = wire([...budget(), solTransfer(), transferChecked()]);
  const approved = approvedOf(honest);

  const vectors: { name: string; run: () => unknown; why: string }[] = [
    {
      name: 'the recipient swapped after approval',
      run: () => signTx(wire([...budget(), solTransfer({ to: MALLORY }), transferChecked()]), approved),
      why: 'The transaction differs from the approved one: instruction 3',
    },
    {
      name: 'the amount raised after approval',
      run: () =>
        signTx(wire([...budget(), solTransfer({ lamports: 9_000_000n }), transferChecked()]), approved),
      why: 'The transaction differs from the approved one: instruction 3',
    },
    {
      name: 'the token amount raised after approval',
      run: () => signTx(wire([...budget(), solTransfer(), transferChecked({ amount: 99_999n })]), approved),
      why: 'The transaction differs from the approved one: instruction 4',
    },
    {
      name: 'an instruction appended',
      run: () =>
        signTx(wire([...budget(), solTransfer(), transferChecked(), solTransfer({ to: MALLORY })]), approved),
      why: 'The transaction differs from the approved one: instructions',
    },
    {
      name: 'a higher priority fee',
      run: () => signTx(wire([...budget(200_000, 900_000n), solTransfer(), transferChecked()]), approved),
      why: 'The transaction differs from the approved one: maxFee',
    },
    {
      name: 'another fee payer',
      run: () => signTx(wire([...budget(), solTransfer(), transferChecked()], { feePayer: BOB }), approved),
      why: 'The transaction differs from the approved one: feePayer',
    },
    {
      name: 'another co-signer',
      run: () =>
        signTx(
          wire([solTransfer(), solTransfer({ from: MALLORY, to: ME })]),
          approvedOf(wire([solTransfer(), solTransfer({ from: BOB, to: ME })])),
        ),
      why: 'The transaction differs from the approved one: signers',
    },
    {
      name: 'another blockhash',
      run: () => {
        const tx = new Transaction({ feePayer: ME, recentBlockhash: BOB.toBase58() }).add(
          ...budget(),
          solTransfer(),
          transferChecked(),
        );
        return signTx(b64(tx.serialize({ requireAllSignatures: false, verifySignatures: false })), approved);
      },
      why: 'The transaction differs from the approved one: recentBlockhash',
    },
    {
      name: 'a transaction this wallet does not sign',
      run: () => {
        const t = wire([solTransfer({ from: BOB, to: MALLORY })], { feePayer: BOB });
        return signTx(t, approvedOf(t));
      },
      why: 'This wallet is not a signer of the transaction',
    },
    {
      name: 'a versioned (v0) transaction',
      run: () => {
        const msg = new TransactionMessage({
          payerKey: ME,
          recentBlockhash: BLOCKHASH,
          instructions: [solTransfer()],
        }).compileToV0Message();
        return signTx(b64(new VersionedTransaction(msg).serialize()), approved);
      },
      why: 'Versioned transactions are not signed, only legacy ones',
    },
    {
      name: 'trailing bytes after the transaction',
      run: () => signTx(b64(Buffer.concat([Buffer.from(honest, 'base64'), Buffer.from([0])])), approved),
      why: 'The transaction has trailing or non-canonical bytes',
    },
    {
      name: 'bytes that are no transaction',
      run: () => signTx(b64(new Uint8Array([1, 2, 3])), approved),
      why: 'The Solana transaction does not decode',
    },
    {
      name: 'a transaction that is not canonical base64',
      run: () => signTx(`${honest}=`, approved),
      why: 'The Solana transaction is not base64',
    },
    {
      name: "another account than the session's",
      run: () => signTx(honest, approved, { from: BOB.toBase58() }),
      why: 'from',
    },
    {
      name: 'a key imported for another chain',
      run: () =>
        signTx(honest, approved, {
          keys: importedKeys('ethereum', () => ({
            curve: 'secp256k1',
            privateKey: new Uint8Array(32).fill(1),
            compressed: true,
          })),
          path: '',
        }),
      why: 'This key was imported for another chain',
    },
    {
      name: 'a phrase wallet without a key path',
      run: () => signTx(honest, approved, { path: '' }),
      why: 'no signing address',
    },
  ];

  it('the honest transaction is signed', () => {
    expect(() => signTx(honest, approved)).not.toThrow();
  });

  it.each(vectors)('$name', ({ run, why }) => {
    expect(run).toThrow(why);
  });
});
