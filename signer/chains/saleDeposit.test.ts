// A sell provider's deposit through the real signer entry `signTransfer`, with a hostile main
// (or provider) writing the intent and the bytes: an address that is not valid for the chain, a
// deposit without its memo or destination tag on a memo chain, a memo on a chain that takes
// none, a sale label on a plain transfer (or a sale without one), and bytes that differ from the
// approved deposit are refused naming the field. Each refusal has an honest twin that signs, so
// it fails when its check is removed. Honest bytes come from each chain's own library.
import { Memo } from '@stellar/stellar-base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { Transaction, Wallet, parseEther, type TransactionLike } from 'ethers';
import { describe, expect, it } from 'vitest';
import { SignIntentSchema, type SignIntent, type SignIntentOf } from '../../shared/signer/protocol';
import { unsignedTransfer as hederaTransfer } from '../../test/hedera/unsignedTransfer';
import { buildEnvelope, ops } from '../../test/stellar/offlineTx';
import {
  BOB as XRP_BOB,
  ME as XRP_ME,
  PATH as XRP_PATH,
  honest as xrpPayment,
  intent as xrpIntent,
  walletKeys as xrpKeys,
} from '../../test/ripple/testPayments';
import type { NetworkKind } from '../../shared/chains/validate/result';
import { phraseKeys } from './keys/walletKeys';
import { hederaSigner } from './hedera/derive';
import { checkSaleDeposit } from './saleDeposit';
import { signTransfer, type Keys } from './signing';
import { stellarSigner } from './stellar/derive';

const sale = { providerName: 'moonpay', providerDisplayName: 'MoonPay' };
const refused = (message: string) => expect.objectContaining({ code: 'INTENT_MISMATCH', message });

const signOn =
  (chainName: string, network: NetworkKind, activePath: string, keys: Keys) =>
  (unsigned: string, intent: SignIntent) =>
    signTransfer({
      chainName,
      network,
      unsigned,
      intent,
      activePath,
      keys,
      replacing: null,
      history: () => [],
    });

// ── Ethereum: no memo; the deposit address is held to the EVM validator
const EVM_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const EVM_ME = new Wallet(EVM_KEY).address;
const DEPOSIT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const VALUE = parseEther('0.5');
const GWEI = 10n ** 9n;
const evmTx = (over: Partial<TransactionLike> = {}) =>
  Transaction.from({
    type: 2,
    chainId: 1n,
    nonce: 3,
    to: DEPOSIT,
    value: VALUE,
    data: '0x',
    gasLimit: 21_000n,
    maxFeePerGas: 40n * GWEI,
    maxPriorityFeePerGas: 2n * GWEI,
    ...over,
  }).unsignedSerialized;
const evmSale = (over: Partial<SignIntentOf<'evm'>> = {}): SignIntent => ({
  family: 'evm',
  kind: 'sellDeposit',
  chainName: 'ethereum',
  from: EVM_ME,
  to: DEPOSIT,
  amount: VALUE.toString(),
  feeCap: (21_000n * 40n * GWEI).toString(),
  nonce: 3,
  sale,
  ...over,
});
const signEth = signOn(
  'ethereum',
  'mainnet',
  "m/44'/60'/0'/0/0",
  phraseKeys(mnemonicToSeedSync('test test test test test test test test test test test junk')),
);

// ── XRP: the destination tag is the memo a provider's shared address needs
const xrpSale = (over: Partial<SignIntentOf<'ripple'>> = {}): SignIntent =>
  xrpIntent({ kind: 'sellDeposit', sale, memo: { kind: 'tag', value: '4242' }, ...over });
const signXrp = signOn('ripple', 'mainnet', XRP_PATH, xrpKeys);

// ── Stellar: a text memo
const seed = mnemonicToSeedSync(
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
);
const XLM_ME = stellarSigner.deriveFromSeed(seed, "m/44'/148'/0'").address;
const XLM_DEPOSIT = stellarSigner.deriveFromSeed(seed, "m/44'/148'/1'").address;
const xlmTx = (memo?: Memo) =>
  buildEnvelope(ops.payXlm(XLM_DEPOSIT, '1.5'), { source: XLM_ME, ...(memo ? { memo } : {}) });
const xlmSale = (over: Partial<SignIntentOf<'stellar'>> = {}): SignIntent => ({
  family: 'stellar',
  kind: 'sellDeposit',
  chainName: 'stellar',
  from: XLM_ME,
  to: XLM_DEPOSIT,
  amount: '15000000',
  feeCap: '100',
  memo: { kind: 'text', value: 'sale-77' },
  sale,
  ...over,
});
const signXlm = signOn('stellar', 'regtest', "m/44'/148'/0'", phraseKeys(seed));

// ── Hedera: a text memo, the deposit account as shard.realm.num
const HBAR_PATH = "m/44'/3030'/0'/0'/0'";
const HBAR_ME = '0.0.1001';
const HBAR_DEPOSIT = '0.0.1002';
const TINYBARS = 150_000_000n;
const hbarTx = (memo?: string, to = HBAR_DEPOSIT) =>
  hederaTransfer({
    payer: HBAR_ME,
    ...(memo ? { memo } : {}),
    transfers: [
      { account: HBAR_ME, amount: -TINYBARS },
      { account: to, amount: TINYBARS },
    ],
  });
const hbarSale = (over: Partial<SignIntentOf<'hedera'>> = {}): SignIntent => ({
  family: 'hedera',
  kind: 'sellDeposit',
  chainName: 'hedera',
  from: hederaSigner.deriveFromSeed(seed, HBAR_PATH).address,
  accountId: HBAR_ME,
  nodeAccountId: '0.0.3',
  to: HBAR_DEPOSIT,
  amount: TINYBARS.toString(),
  feeCap: '1750000',
  memo: { kind: 'text', value: 'sale-77' },
  sale,
  ...over,
});
const signHbar = signOn('hedera', 'mainnet', HBAR_PATH, phraseKeys(seed));

describe('a sell deposit on Ethereum', () => {
  it('signs the approved deposit: exactly the amount to the deposit address', () => {
    expect(signEth(evmTx(), evmSale()).hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a deposit address that is not an Ethereum address (the provider's, in another chain's format)", () => {
    // a Litecoin address where an Ethereum one belongs: the validator's reason is named
    expect(() => signEth(evmTx(), evmSale({ to: 'ltc1qg82tnmw0kz4ng8ltlx2m7xhhx8wq7k6a5x7y0g' }))).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: expect.stringMatching(/^to: /) }),
    );
    // mixed case with a broken checksum: a typo the checksum exists to catch
    const typo = DEPOSIT.replace('C51812dc3A', 'c51812dc3A');
    expect(() => signEth(evmTx(), evmSale({ to: typo }))).toThrow(
      expect.objectContaining({ message: expect.stringMatching(/^to: /) }),
    );
  });

  it('refuses a memo on a chain that carries none', () => {
    expect(() => signEth(evmTx(), evmSale({ memo: { kind: 'text', value: 'x' } }))).toThrow(refused('memo'));
  });

  it('holds the bytes to the approved deposit: another address or amount is refused', () => {
    expect(() => signEth(evmTx({ to: OTHER }), evmSale())).toThrow(refused('to'));
    expect(() => signEth(evmTx({ value: VALUE + 1n }), evmSale())).toThrow(refused('amount'));
  });

  it('refuses a sale without its provider, and a plain transfer labelled as a sale', () => {
    expect(() => signEth(evmTx(), evmSale({ sale: undefined }))).toThrow(refused('sale'));
    expect(() => signEth(evmTx(), evmSale({ kind: 'transfer' }))).toThrow(refused('sale'));
    // the same transfer unlabelled signs
    expect(signEth(evmTx(), evmSale({ kind: 'transfer', sale: undefined })).hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('a sell deposit on XRP (destination tag)', () => {
  it('signs the deposit with its tag', () => {
    const out = signXrp(xrpPayment({ DestinationTag: 4242 }), xrpSale());
    expect(out.hash).toMatch(/^[0-9a-f]{64}$/i);
  });

  it('refuses it without its destination tag, even where the bytes carry none either', () => {
    const bytes = xrpPayment();
    // the plain transfer of the same bytes signs: only the sale needs the tag
    expect(signXrp(bytes, xrpIntent()).hash).toMatch(/^[0-9a-f]{64}$/i);
    expect(() => signXrp(bytes, xrpSale({ memo: undefined }))).toThrow(refused('memo'));
  });

  it('refuses a text memo where the chain takes a numeric tag', () => {
    expect(() =>
      signXrp(xrpPayment({ DestinationTag: 4242 }), xrpSale({ memo: { kind: 'text', value: '4242' } })),
    ).toThrow(refused('memo'));
    // refused before the family reads a byte, not only by the family's own tag rule
    expect(() => checkSaleDeposit(xrpSale({ memo: { kind: 'text', value: '4242' } }), 'mainnet')).toThrow(
      refused('memo'),
    );
  });

  it('holds the bytes to the approved tag, address and amount', () => {
    expect(() => signXrp(xrpPayment({ DestinationTag: 4243 }), xrpSale())).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH' }),
    );
    expect(() => signXrp(xrpPayment({ DestinationTag: 4242, Amount: '25000001' }), xrpSale())).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH' }),
    );
    expect(() => signXrp(xrpPayment({ DestinationTag: 4242, Destination: XRP_ME }), xrpSale())).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH' }),
    );
  });

  it("refuses a deposit address that is not an XRP address (an Ethereum one, a provider's typo)", () => {
    expect(() => signXrp(xrpPayment({ DestinationTag: 4242 }), xrpSale({ to: DEPOSIT }))).toThrow(
      expect.objectContaining({ message: expect.stringMatching(/^to: /) }),
    );
    const typo = `${XRP_BOB.slice(0, -1)}${XRP_BOB.endsWith('a') ? 'b' : 'a'}`;
    expect(() => signXrp(xrpPayment({ DestinationTag: 4242 }), xrpSale({ to: typo }))).toThrow(
      expect.objectContaining({ message: expect.stringMatching(/^to: /) }),
    );
  });
});

describe('a sell deposit on Stellar (text memo)', () => {
  it('signs the deposit with its memo', () => {
    expect(signXlm(xlmTx(Memo.text('sale-77')), xlmSale()).hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses it without its memo, even where the bytes carry none either', () => {
    expect(signXlm(xlmTx(), xlmSale({ kind: 'transfer', sale: undefined, memo: undefined })).hash).toMatch(
      /^[0-9a-f]{64}$/,
    );
    expect(() => signXlm(xlmTx(), xlmSale({ memo: undefined }))).toThrow(refused('memo'));
  });

  it('holds the bytes to the approved memo', () => {
    expect(() => signXlm(xlmTx(Memo.text('sale-78')), xlmSale())).toThrow(refused('memo'));
  });

  it('refuses a deposit address that is not a Stellar account', () => {
    expect(() =>
      signXlm(xlmTx(Memo.text('sale-77')), xlmSale({ to: `${XLM_DEPOSIT.slice(0, -1)}A` })),
    ).toThrow(expect.objectContaining({ message: expect.stringMatching(/^to: /) }));
  });
});

describe('a sell deposit on Hedera (text memo)', () => {
  it('is a kind the protocol takes for Hedera, and signs the deposit with its memo', () => {
    expect(SignIntentSchema.safeParse(hbarSale()).success).toBe(true);
    expect(signHbar(hbarTx('sale-77'), hbarSale()).hash).toMatch(/^[0-9a-f]{96}$/);
  });

  it('refuses it without its memo, even where the bytes carry none either', () => {
    expect(signHbar(hbarTx(), hbarSale({ kind: 'transfer', sale: undefined, memo: undefined })).hash).toMatch(
      /^[0-9a-f]{96}$/,
    );
    expect(() => signHbar(hbarTx(), hbarSale({ memo: undefined }))).toThrow(refused('memo'));
  });

  it('holds the bytes to the approved memo and deposit account', () => {
    expect(() => signHbar(hbarTx('sale-78'), hbarSale())).toThrow(refused('memo'));
    expect(() => signHbar(hbarTx('sale-77', '0.0.6666'), hbarSale())).toThrow(refused('to'));
    // a destination tag where Hedera takes text: the family refuses it against the body's memo
    expect(() => signHbar(hbarTx('4242'), hbarSale({ memo: { kind: 'tag', value: '4242' } }))).toThrow(
      refused('memo'),
    );
  });

  it('refuses a deposit address that is not a Hedera account (an Ethereum one, a checksum typo)', () => {
    expect(() => signHbar(hbarTx('sale-77'), hbarSale({ to: DEPOSIT }))).toThrow(
      expect.objectContaining({ message: expect.stringMatching(/^to: /) }),
    );
    expect(() => signHbar(hbarTx('sale-77'), hbarSale({ to: `${HBAR_DEPOSIT}-aaaaa` }))).toThrow(
      expect.objectContaining({ message: 'to: Account id checksum does not match' }),
    );
  });
});

describe('the other memo chains, before their family reads a byte', () => {
  const others: [chainName: SignIntent['family'], chain: string, to: string][] = [
    ['tron', 'tron', 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH'],
    ['cosmos', 'cosmos', 'cosmos19rl4cm2hmr8afy4kldpxz3fka4jguq0auqdal4'],
    ['cosmos', 'thorchain', 'thor1gm00vwsfcp48enm4uv9e5dhm37jtd0ye27wrx0'],
    ['ton', 'ton', `0:${'e3'.repeat(32)}`],
  ];
  const deposit = (family: SignIntent['family'], chainName: string, to: string, memo?: string) =>
    ({
      family,
      kind: 'sellDeposit',
      chainName,
      from: 'x',
      to,
      amount: '1',
      feeCap: '1',
      sale,
      ...(memo ? { memo: { kind: 'text', value: memo } } : {}),
    }) as SignIntent;

  it.each(others)(
    '%s (%s): refused without its memo, passed on as a transfer with it',
    (family, chain, to) => {
      expect(() => checkSaleDeposit(deposit(family, chain, to), 'mainnet')).toThrow(refused('memo'));
      expect(checkSaleDeposit(deposit(family, chain, to, 'sale-1'), 'mainnet')).toMatchObject({
        kind: 'transfer',
        to,
        memo: { kind: 'text', value: 'sale-1' },
      });
    },
  );

  it.each(others)('%s (%s): refuses an address of another chain', (family, chain) => {
    expect(() => checkSaleDeposit(deposit(family, chain, DEPOSIT, 'sale-1'), 'mainnet')).toThrow(
      expect.objectContaining({ message: expect.stringMatching(/^to: /) }),
    );
  });
});
