// A hostile main against the real signer process: THORChain swap deposits from the Cosmos family,
// a Hub MsgSend to the inbound address and a RUNE MsgDeposit. The memo in the bytes paying out
// elsewhere than the approved swap, a memo that does not say the approved destination, and a
// deposit signed for another account are refused naming the field or rule, with nothing
// journaled; the honest twins sign.
import { hex } from '@scure/base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { afterEach, describe, expect, it } from 'vitest';
import { RUNE_ASSET, bankSend, signDocHex, thorDeposit } from '../../../test/cosmos/offlineTx';
import { makeTempDirs } from '../../../test/signer/testSupport';
import { startSignerWithPhrase } from '../../../test/signer/testSigner';
import { cosmosSigner } from './derive';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = mnemonicToSeedSync(PHRASE);
const HUB = cosmosSigner.deriveFromSeed(seed, "m/44'/118'/0'/0/0", { chain: 'cosmos' });
const THOR = cosmosSigner.deriveFromSeed(seed, "m/44'/931'/0'/0/0", { chain: 'thorchain' });
const VAULT = cosmosSigner.deriveFromSeed(seed, "m/44'/118'/0'/0/5", { chain: 'cosmos' }).address;
const MALLORY = cosmosSigner.deriveFromSeed(seed, "m/44'/931'/0'/0/2", { chain: 'thorchain' }).address;
const DEST = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const MEMO = `=:ETH.ETH:${DEST}:4850000`;
const tmp = makeTempDirs();
afterEach(tmp.cleanup);

const terms = () => ({
  provider: 'thorchain',
  toAsset: 'ETH.ETH',
  destination: DEST,
  minOut: '4850000',
  expiry: Math.floor(Date.now() / 1000) + 900,
});
const hubDoc = (memo: string) =>
  signDocHex({
    messages: [bankSend(HUB.address, VAULT, [{ denom: 'uatom', amount: '25000000' }])],
    memo,
    chainId: 'cosmoshub-4',
    accountNumber: 7n,
    sequence: 3n,
    publicKey: hex.decode(HUB.publicKey),
    fee: [{ denom: 'uatom', amount: '5000' }],
  });
const runeDoc = (signer: string) =>
  signDocHex({
    messages: [thorDeposit(signer, [{ asset: RUNE_ASSET, amount: '2500000000', decimals: 0n }], MEMO)],
    chainId: 'thorchain-1',
    accountNumber: 7n,
    sequence: 3n,
    publicKey: hex.decode(THOR.publicKey),
    fee: [],
  });
const common = { accountNumber: '7', sequence: '3', kind: 'swapDeposit', family: 'cosmos' } as const;
const hubIntent = (memo: string) => ({
  ...common,
  chainName: 'cosmos',
  from: HUB.address,
  to: VAULT,
  amount: '25000000',
  denom: 'uatom',
  feeCap: '5000',
  memo: { kind: 'text', value: memo },
  swap: terms(),
});
const runeIntent = () => ({
  ...common,
  chainName: 'thorchain',
  from: THOR.address,
  to: 'THORChain',
  amount: '2500000000',
  denom: 'rune',
  feeCap: '0',
  memo: { kind: 'text', value: MEMO },
  swap: terms(),
});

describe('Cosmos swap deposits through the signer process', () => {
  it('refuses a memo paying out elsewhere and a deposit for another account, nothing journaled; the honest ones sign', async () => {
    const { signer, walletId, journaled } = await startSignerWithPhrase(tmp.make(), PHRASE);
    const req = (unsigned: string, intent: unknown, chain: 'cosmos' | 'thorchain') => ({
      walletId,
      network: 'mainnet' as const,
      unsigned,
      // main's word, checked by the process's own schema first
      intent: intent as never,
      activePath: chain === 'cosmos' ? "m/44'/118'/0'/0/0" : "m/44'/931'/0'/0/0",
    });
    const elsewhere = `=:ETH.ETH:${OTHER}:4850000`;
    // the bytes carry another destination than the memo approved and read
    expect(await signer.refused('signTransfer', req(hubDoc(elsewhere), hubIntent(MEMO), 'cosmos'))).toEqual({
      code: 'INTENT_MISMATCH',
      message: 'memo',
    });
    // main approves (and writes) a memo that does not say the approved destination
    expect(
      await signer.refused('signTransfer', req(hubDoc(elsewhere), hubIntent(elsewhere), 'cosmos')),
    ).toEqual({
      code: 'INTENT_MISMATCH',
      message: 'The memo pays out to another address than you approved',
    });
    expect(await signer.refused('signTransfer', req(runeDoc(MALLORY), runeIntent(), 'thorchain'))).toEqual({
      code: 'INTENT_MISMATCH',
      message: 'signer',
    });
    expect(journaled()).toBe(false);
    const hub = await signer.call('signTransfer', req(hubDoc(MEMO), hubIntent(MEMO), 'cosmos'));
    expect(hub.signed).toMatch(/^[0-9a-f]+$/);
    const rune = await signer.call('signTransfer', req(runeDoc(THOR.address), runeIntent(), 'thorchain'));
    expect(rune.signed).toMatch(/^[0-9a-f]+$/);
  });
});
