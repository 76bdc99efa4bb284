// The signer signs on the network main started it on, never on the one a request names: a
// transaction the user approved on the testnet profile cannot be signed as mainnet because main
// says so. Each request naming another network is refused before a key is read, and nothing
// reaches the journal; the same request naming the signer's own network goes on to the family.
import { hexlify, toUtf8Bytes, Transaction, verifyMessage } from 'ethers';
import { afterEach, describe, expect, it } from 'vitest';
import { FAMILIES, type Family } from '../../shared/chains/families';
import type { NetworkKind } from '../../shared/chains/validate/result';
import type { SignIntent } from '../../shared/signer/protocol';
import { makeTempDirs } from '../../test/signer/testSupport';
import { startSignerWithPhrase } from '../../test/signer/testSigner';

const tmp = makeTempDirs();
afterEach(tmp.cleanup);

// BIP39 test vector; its first Ethereum address (m/44'/60'/0'/0/0) is a published vector too
const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const ME = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const PATH = "m/44'/60'/0'/0/0";
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const GWEI = 10n ** 9n;

/** The signer runs on testnet; main names mainnet: the attack this file is about. */
const OWN: NetworkKind = 'testnet';
const OTHER: NetworkKind = 'mainnet';
const refusal = {
  code: 'INTENT_MISMATCH',
  message: 'This signer signs on testnet; the request is for mainnet',
};

const signerWithWallet = (network: NetworkKind = OWN) =>
  startSignerWithPhrase(tmp.make(), PHRASE, { network });

/**
 * One schema-valid transfer per family. The bytes are not a transaction: the network check
 * must refuse before the family decodes anything, and with the right network the family's
 * own decoder is what refuses.
 */
const common = (chainName: string) => ({
  kind: 'transfer' as const,
  chainName,
  to: 'x',
  amount: '1',
  feeCap: '1',
});
const INTENTS: Record<Family, SignIntent> = {
  evm: { family: 'evm', ...common('ethereum'), from: ME },
  tron: { family: 'tron', ...common('tron'), from: 'x' },
  utxo: { family: 'utxo', ...common('bitcoin') },
  ripple: { family: 'ripple', ...common('ripple'), from: 'x', currentLedger: 1 },
  cosmos: {
    family: 'cosmos',
    ...common('cosmos'),
    from: 'x',
    denom: 'uatom',
    accountNumber: '0',
    sequence: '0',
  },
  filecoin: { family: 'filecoin', ...common('filecoin'), from: 'x', nonce: '0' },
  solana: { family: 'solana', ...common('solana'), from: 'x' },
  stellar: { family: 'stellar', ...common('stellar'), from: 'x' },
  tezos: { family: 'tezos', ...common('tezos'), from: 'x' },
  ton: { family: 'ton', ...common('ton'), from: 'x', walletVersion: 'v4r2' },
  hedera: { family: 'hedera', ...common('hedera'), from: 'x', accountId: '0.0.2', nodeAccountId: '0.0.3' },
  aptos: { family: 'aptos', ...common('aptos'), from: 'x' },
  polkadot: { family: 'polkadot', ...common('polkadot'), from: 'x', nonce: 0 },
  cardano: { family: 'cardano', ...common('cardano'), from: 'x' },
};

describe('signTransfer names the signer’s own network or is refused', () => {
  it.each(FAMILIES)('%s', async (family) => {
    const { signer, walletId, journaled } = await signerWithWallet();
    const request = { walletId, unsigned: '00', intent: INTENTS[family], activePath: PATH };

    expect(await signer.refused('signTransfer', { ...request, network: OTHER })).toEqual(refusal);
    expect(journaled()).toBe(false);

    // the same request on the signer's network gets past the check, to the family's decoder
    const own = await signer.refused('signTransfer', { ...request, network: OWN });
    expect(own).not.toEqual(refusal);
    expect(own.message).not.toMatch(/signer signs on/);
    expect(journaled()).toBe(false);
  });

  it('signs a Sepolia transfer on a testnet signer, and refuses the same wallet’s mainnet one', async () => {
    const { signer, walletId, journaled } = await signerWithWallet();
    const unsigned = (chainId: bigint) =>
      Transaction.from({
        type: 2,
        chainId,
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
      from: ME,
      to: BOB,
      amount: '1000',
      feeCap: (21000n * 20n * GWEI).toString(),
      nonce: 0,
    };
    const mainnet = { walletId, network: OTHER, unsigned: unsigned(1n), intent, activePath: PATH };
    expect(await signer.refused('signTransfer', mainnet)).toEqual(refusal);
    expect(journaled()).toBe(false);
    // naming the signer's network does not make mainnet bytes signable: the chain id is its own
    expect(await signer.refused('signTransfer', { ...mainnet, network: OWN })).toMatchObject({
      code: 'INTENT_MISMATCH',
      message: 'chainId',
    });

    const { signed } = await signer.call('signTransfer', {
      ...mainnet,
      network: OWN,
      unsigned: unsigned(11155111n),
    });
    expect(Transaction.from(signed)).toMatchObject({ chainId: 11155111n, from: ME });
    expect(journaled()).toBe(true);
  });
});

describe('the other requests that name a network', () => {
  it('signDapp: refused on another network before anything is signed or journaled', async () => {
    const { signer, walletId, journaled } = await signerWithWallet();
    const message = hexlify(toUtf8Bytes('Sign in'));
    const request = {
      walletId,
      from: ME,
      activePath: PATH,
      request: { kind: 'personalSign' as const, message },
    };
    expect(await signer.refused('signDapp', { ...request, network: OTHER })).toEqual(refusal);
    expect(journaled()).toBe(false);
    const { result } = await signer.call('signDapp', { ...request, network: OWN });
    expect(verifyMessage(toUtf8Bytes('Sign in'), result)).toBe(ME);
  });

  it('accountKey: refused on another network; on its own, the account is the test network’s', async () => {
    const { signer, walletId } = await signerWithWallet();
    const request = { walletId, chainName: 'bitcoin', receivePath: "m/84'/0'/0'/0/0" };
    expect(await signer.refused('accountKey', { ...request, network: OTHER })).toEqual(refusal);
    // test networks use coin type 1, whatever path main passed
    const own = await signer.call('accountKey', { ...request, network: OWN });
    expect(own).toMatchObject({ type: 'p2wpkh', path: "m/84'/1'/0'" });
  });

  it('deriveAccounts and deriveBatch: another network is refused, none means the signer’s own', async () => {
    const { signer, walletId } = await signerWithWallet();
    const at = (network?: NetworkKind) => ({
      chainName: 'bitcoin',
      index: 0,
      ...(network ? { network } : {}),
    });
    expect(await signer.refused('deriveAccounts', { walletId, requests: [at(OWN), at(OTHER)] })).toEqual(
      refusal,
    );
    const named = await signer.call('deriveAccounts', { walletId, requests: [at(OWN)] });
    const unnamed = await signer.call('deriveAccounts', { walletId, requests: [at()] });
    expect(named.accounts[0]!.address).toMatch(/^tb1/);
    expect(unnamed).toEqual(named);

    const batch = { walletId, chainName: 'bitcoin', startIndex: 0, count: 1 };
    expect(await signer.refused('deriveBatch', { ...batch, network: OTHER })).toEqual(refusal);
    expect((await signer.call('deriveBatch', batch)).accounts).toEqual(
      (await signer.call('deriveBatch', { ...batch, network: OWN })).accounts,
    );
    expect((await signer.call('deriveBatch', batch)).accounts[0]!.address).toMatch(/^tb1/);
  });

  it('is checked before the vault is: a locked signer answers another network with the refusal', async () => {
    const { signer, walletId } = await signerWithWallet();
    await signer.call('lock', {});
    const transfer = { walletId, unsigned: '00', intent: INTENTS.evm, activePath: PATH };
    expect(await signer.refused('signTransfer', { ...transfer, network: OTHER })).toEqual(refusal);
    const message = { kind: 'personalSign' as const, message: '0x00' };
    const dapp = { walletId, from: ME, activePath: PATH, request: message };
    expect(await signer.refused('signDapp', { ...dapp, network: OTHER })).toEqual(refusal);
    const account = { walletId, chainName: 'bitcoin', network: OTHER };
    expect(await signer.refused('accountKey', account)).toEqual(refusal);
    // and on its own network the same requests meet the lock
    expect(await signer.refused('signTransfer', { ...transfer, network: OWN })).toMatchObject({
      code: 'LOCKED',
    });
    expect(await signer.refused('signDapp', { ...dapp, network: OWN })).toMatchObject({ code: 'LOCKED' });
    expect(await signer.refused('accountKey', { ...account, network: OWN })).toMatchObject({
      code: 'LOCKED',
    });
  });

  it('a mainnet signer still derives mainnet addresses when none is named', async () => {
    const { signer, walletId } = await signerWithWallet('mainnet');
    const { accounts } = await signer.call('deriveAccounts', {
      walletId,
      requests: [{ chainName: 'bitcoin', index: 0 }],
    });
    expect(accounts[0]!.address).toMatch(/^bc1/);
  });
});
