// The attacks each Stellar signer check stops, as data: a hostile Horizon (or main) builds the
// envelope and writes the intent, and the real signer entry `signTransfer` must refuse with
// INTENT_MISMATCH naming the field (BAD_INPUT for bytes that do not read). Honest envelopes
// are built offline by stellar-base's own TransactionBuilder (test/stellar/offlineTx); hostile
// edits change the decoded XDR. Each vector is built inside its test.
import { Keypair, Memo, SorobanDataBuilder, xdr } from '@stellar/stellar-base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import { buildEnvelope, editEnvelope, ops } from '../../../test/stellar/offlineTx';
import { phraseKeys } from '../keys/walletKeys';
import { signTransfer } from '../signing';
import { MAX_MIN_TIME_AHEAD_S, MAX_TIME_AHEAD_S, MAX_TRUST_LIMIT } from './checkIntent';
import { stellarSigner } from './derive';

const seed = mnemonicToSeedSync(
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
);
const PATH = "m/44'/148'/0'";
const at = (i: number) => stellarSigner.deriveFromSeed(seed, `m/44'/148'/${i}'`).address;
const ME = at(0);
const BOB = at(1);
const MALLORY = at(2);
const ISSUER = at(3);
const FAKE_ISSUER = at(4);
type StellarIntent = SignIntentOf<'stellar'>;
const USDC = { code: 'USDC', issuer: ISSUER };

const intent = (over: Partial<StellarIntent> = {}): StellarIntent => ({
  family: 'stellar',
  kind: 'transfer',
  chainName: 'stellar',
  from: ME,
  to: BOB,
  amount: '15000000',
  feeCap: '100',
  ...over,
});
const tokenIntent = (over: Partial<StellarIntent> = {}) =>
  intent({ asset: USDC, amount: '70000000', ...over });
const createIntent = (over: Partial<StellarIntent> = {}) =>
  intent({ createsAccount: true, amount: '20000000', ...over });
const trustIntent = (over: Partial<StellarIntent> = {}) =>
  intent({ kind: 'trust', to: ME, amount: '0', asset: USDC, ...over });

const xlm = (o: { to?: string; amount?: string; memo?: Memo; fee?: number; source?: string } = {}) =>
  buildEnvelope(ops.payXlm(o.to ?? BOB, o.amount ?? '1.5'), {
    source: o.source ?? ME,
    ...(o.memo ? { memo: o.memo } : {}),
    ...(o.fee !== undefined ? { fee: o.fee } : {}),
  });
const usdc = (issuer = ISSUER, code = 'USDC') =>
  buildEnvelope(ops.payAsset(BOB, code, issuer, '7'), { source: ME });
const create = (to = BOB, amount = '2') => buildEnvelope(ops.create(to, amount), { source: ME });
const trust = (limit?: string, issuer = ISSUER) =>
  buildEnvelope(ops.trust('USDC', issuer, limit), { source: ME });
const tx = (env: xdr.TransactionEnvelope) => env.v1().tx();
const muxed = (address: string, id: string) =>
  xdr.MuxedAccount.keyTypeMuxedEd25519(
    new xdr.MuxedAccountMed25519({
      id: xdr.Uint64.fromString(id),
      ed25519: Keypair.fromPublicKey(address).rawPublicKey(),
    }),
  );
const timeBounds = (min: number, max: number) =>
  xdr.Preconditions.precondTime(
    new xdr.TimeBounds({
      minTime: xdr.Uint64.fromString(String(min)),
      maxTime: xdr.Uint64.fromString(String(max)),
    }),
  );
const nowS = () => Math.floor(Date.now() / 1000);

const sign = (unsigned: string, approved: StellarIntent) =>
  signTransfer({
    chainName: 'stellar',
    network: 'regtest',
    unsigned,
    intent: approved,
    activePath: PATH,
    keys: phraseKeys(seed),
    replacing: null,
    history: () => [],
  });

interface RefusalVector {
  name: string;
  input: () => { unsigned: string; intent: StellarIntent };
  field: string;
}

const STELLAR_REFUSALS: readonly RefusalVector[] = [
  // ── an XLM payment held to the approved one
  {
    name: 'pays another recipient',
    input: () => ({ unsigned: xlm({ to: MALLORY }), intent: intent() }),
    field: 'to',
  },
  {
    name: 'pays another amount',
    input: () => ({ unsigned: xlm({ amount: '1.5000001' }), intent: intent() }),
    field: 'amount',
  },
  {
    name: 'names a sender that is not the signing key',
    input: () => ({ unsigned: xlm(), intent: intent({ from: MALLORY }) }),
    field: 'from',
  },
  {
    name: 'spends another account (the key may be a signer on it)',
    input: () => ({ unsigned: xlm({ source: MALLORY }), intent: intent() }),
    field: 'source',
  },
  {
    name: 'pays XLM where USDC was approved',
    input: () => ({ unsigned: xlm({ amount: '7' }), intent: tokenIntent() }),
    field: 'asset',
  },
  {
    name: 'pays a look-alike USDC of another issuer',
    input: () => ({ unsigned: usdc(FAKE_ISSUER), intent: tokenIntent() }),
    field: 'asset',
  },
  {
    name: 'pays USDC where XLM was approved',
    input: () => ({ unsigned: usdc(), intent: intent({ amount: '70000000' }) }),
    field: 'asset',
  },
  {
    name: 'opens an account where a payment was approved',
    input: () => ({ unsigned: create(BOB, '1.5'), intent: intent() }),
    field: 'operation type',
  },
  {
    name: 'bids a fee above the approved cap',
    input: () => ({ unsigned: xlm({ fee: 101 }), intent: intent() }),
    field: 'feeCap',
  },
  // ── account creation
  {
    name: 'pays where an account creation was approved',
    input: () => ({ unsigned: xlm({ amount: '2' }), intent: createIntent() }),
    field: 'operation type',
  },
  {
    name: 'opens another account',
    input: () => ({ unsigned: create(MALLORY), intent: createIntent() }),
    field: 'to',
  },
  {
    name: 'funds the new account with another amount',
    input: () => ({ unsigned: create(BOB, '3'), intent: createIntent() }),
    field: 'amount',
  },
  {
    name: 'approves an account creation in a token',
    input: () => ({ unsigned: create(), intent: createIntent({ asset: USDC }) }),
    field: 'asset',
  },
  // ── trustlines
  {
    name: 'pays where a trustline was approved',
    input: () => ({ unsigned: xlm({ to: ME, amount: '0.0000001' }), intent: trustIntent() }),
    field: 'operation type',
  },
  {
    name: 'trusts another issuer’s USDC',
    input: () => ({ unsigned: trust(undefined, FAKE_ISSUER), intent: trustIntent() }),
    field: 'asset',
  },
  {
    name: 'trusts with a limit the user did not approve',
    input: () => ({ unsigned: trust('5'), intent: trustIntent() }),
    field: 'limit',
  },
  {
    name: 'keeps the trustline open where its removal was approved',
    input: () => ({ unsigned: trust(), intent: trustIntent({ kind: 'untrust' }) }),
    field: 'limit',
  },
  {
    name: 'names a trustline intent for another account',
    input: () => ({ unsigned: trust(), intent: trustIntent({ to: BOB }) }),
    field: 'to',
  },
  {
    name: 'names an amount on a trustline intent (a trustline moves nothing)',
    input: () => ({ unsigned: trust(), intent: trustIntent({ amount: '1' }) }),
    field: 'to',
  },
  {
    name: 'names no asset on a trustline intent',
    input: () => ({ unsigned: trust(), intent: trustIntent({ asset: undefined }) }),
    field: 'asset',
  },
  // ── memos
  {
    name: 'adds a memo the user never approved',
    input: () => ({ unsigned: xlm({ memo: Memo.text('x') }), intent: intent() }),
    field: 'memo',
  },
  {
    name: 'changes the approved memo',
    input: () => ({
      unsigned: xlm({ memo: Memo.text('pay 2') }),
      intent: intent({ memo: { kind: 'text', value: 'pay 1' } }),
    }),
    field: 'memo',
  },
  {
    name: 'drops the approved memo (an exchange deposit without its memo)',
    input: () => ({ unsigned: xlm(), intent: intent({ memo: { kind: 'tag', value: '12345' } }) }),
    field: 'memo',
  },
  {
    name: 'writes an approved memo id as text',
    input: () => ({
      unsigned: xlm({ memo: Memo.text('12345') }),
      intent: intent({ memo: { kind: 'tag', value: '12345' } }),
    }),
    field: 'memo',
  },
  {
    name: 'writes another memo hash',
    input: () => ({
      unsigned: xlm({ memo: Memo.hash('ab'.repeat(32)) }),
      intent: intent({ memo: { kind: 'text', value: 'cd'.repeat(32) } }),
    }),
    field: 'memo',
  },
  {
    name: 'carries a MEMO_RETURN',
    input: () => ({ unsigned: xlm({ memo: Memo.return('ab'.repeat(32)) }), intent: intent() }),
    field: 'memo',
  },
  {
    name: 'carries memo text that is not UTF-8',
    input: () => ({
      unsigned: editEnvelope(xlm(), (e) => tx(e).memo(xdr.Memo.memoText(Buffer.from([0xff, 0xfe])))),
      intent: intent(),
    }),
    field: 'memo encoding',
  },
  // ── kinds, sequence, time bounds
  {
    name: 'is signed as a staking action (Stellar has none)',
    input: () => ({ unsigned: xlm(), intent: intent({ kind: 'stake' as never }) }),
    field: 'kind',
  },
  {
    name: 'uses the largest sequence (the account could never send again)',
    input: () => ({ unsigned: xlm(), intent: intent() }),
    field: 'sequence',
  },
  {
    name: 'has no upper time bound (valid forever)',
    input: () => ({
      unsigned: buildEnvelope(ops.payXlm(BOB, '1.5'), { source: ME, timeoutS: 0 }),
      intent: intent(),
    }),
    field: 'time bounds',
  },
  {
    name: 'expires far in the future (replayable for hours)',
    input: () => ({
      unsigned: buildEnvelope(ops.payXlm(BOB, '1.5'), { source: ME, timeoutS: MAX_TIME_AHEAD_S + 60 }),
      intent: intent(),
    }),
    field: 'time bounds',
  },
  {
    name: 'has already expired',
    input: () => ({
      unsigned: editEnvelope(xlm(), (e) => tx(e).cond(timeBounds(0, nowS() - 1))),
      intent: intent(),
    }),
    field: 'time bounds',
  },
  {
    name: 'is held back until later by its minimum time',
    input: () => ({
      unsigned: editEnvelope(xlm(), (e) => tx(e).cond(timeBounds(nowS() + 120, nowS() + 150))),
      intent: intent(),
    }),
    field: 'time bounds',
  },
  {
    name: 'has no preconditions at all',
    input: () => ({
      unsigned: editEnvelope(xlm(), (e) => tx(e).cond(xdr.Preconditions.precondNone())),
      intent: intent(),
    }),
    field: 'time bounds',
  },
  // ── the XDR itself
  {
    name: 'carries a second operation',
    input: () => ({
      unsigned: editEnvelope(xlm(), (e) => tx(e).operations([...tx(e).operations(), ...tx(e).operations()])),
      intent: intent(),
    }),
    field: 'operation count',
  },
  {
    name: 'gives the operation its own source account',
    input: () => ({
      unsigned: editEnvelope(xlm(), (e) => tx(e).operations()[0]!.sourceAccount(muxed(MALLORY, '0'))),
      intent: intent(),
    }),
    field: 'operation source',
  },
  {
    name: 'is an operation the signer does not know (an account merge)',
    input: () => ({
      unsigned: editEnvelope(xlm(), (e) =>
        tx(e)
          .operations()[0]!
          .body(
            xdr.OperationBody.accountMerge(
              xdr.MuxedAccount.keyTypeEd25519(Keypair.fromPublicKey(MALLORY).rawPublicKey()),
            ),
          ),
      ),
      intent: intent(),
    }),
    field: 'operation type',
  },
  {
    name: 'pays a muxed destination (a hidden sub-account id)',
    input: () => ({
      unsigned: editEnvelope(xlm(), (e) =>
        tx(e).operations()[0]!.body().paymentOp().destination(muxed(BOB, '7')),
      ),
      intent: intent(),
    }),
    field: 'to',
  },
  {
    name: 'names a muxed source',
    input: () => ({
      unsigned: editEnvelope(xlm(), (e) => tx(e).sourceAccount(muxed(ME, '7'))),
      intent: intent(),
    }),
    field: 'from',
  },
  {
    name: 'writes a 4-letter code in a 12-byte slot (another asset than USDC)',
    input: () => ({
      unsigned: editEnvelope(usdc(), (e) =>
        tx(e)
          .operations()[0]!
          .body()
          .paymentOp()
          .asset(
            xdr.Asset.assetTypeCreditAlphanum12(
              new xdr.AlphaNum12({
                assetCode: Buffer.from('USDC\0\0\0\0\0\0\0\0', 'latin1'),
                issuer: xdr.PublicKey.publicKeyTypeEd25519(Keypair.fromPublicKey(ISSUER).rawPublicKey()),
              }),
            ),
          ),
      ),
      intent: tokenIntent(),
    }),
    field: 'asset',
  },
  {
    name: 'hides a zero inside the asset code',
    input: () => ({
      unsigned: editEnvelope(usdc(), (e) =>
        tx(e)
          .operations()[0]!
          .body()
          .paymentOp()
          .asset()
          .alphaNum4()
          .assetCode(Buffer.from('US\0C', 'latin1')),
      ),
      intent: tokenIntent(),
    }),
    field: 'asset code',
  },
  {
    name: 'trusts a liquidity pool share',
    input: () => ({
      unsigned: editEnvelope(trust(), (e) =>
        tx(e)
          .operations()[0]!
          .body()
          .changeTrustOp()
          .line(
            xdr.ChangeTrustAsset.assetTypePoolShare(
              xdr.LiquidityPoolParameters.liquidityPoolConstantProduct(
                new xdr.LiquidityPoolConstantProductParameters({
                  assetA: xdr.Asset.assetTypeNative(),
                  assetB: tx(xdr.TransactionEnvelope.fromXDR(usdc(), 'base64'))
                    .operations()[0]!
                    .body()
                    .paymentOp()
                    .asset(),
                  fee: 30,
                }),
              ),
            ),
          ),
      ),
      intent: trustIntent(),
    }),
    field: 'asset type',
  },
  {
    name: 'is a v0 envelope',
    input: () => ({
      unsigned: (() => {
        const t = tx(xdr.TransactionEnvelope.fromXDR(xlm(), 'base64'));
        const v0 = new xdr.TransactionV0({
          sourceAccountEd25519: t.sourceAccount().ed25519(),
          fee: t.fee(),
          seqNum: t.seqNum(),
          timeBounds: t.cond().timeBounds(),
          memo: t.memo(),
          operations: t.operations(),
          ext: new xdr.TransactionV0Ext(0),
        });
        return xdr.TransactionEnvelope.envelopeTypeTxV0(
          new xdr.TransactionV0Envelope({ tx: v0, signatures: [] }),
        ).toXDR('base64');
      })(),
      intent: intent(),
    }),
    field: 'envelope type',
  },
  {
    name: 'comes with a signature already on it',
    input: () => ({
      unsigned: editEnvelope(xlm(), (e) =>
        e
          .v1()
          .signatures([new xdr.DecoratedSignature({ hint: Buffer.alloc(4), signature: Buffer.alloc(64) })]),
      ),
      intent: intent(),
    }),
    field: 'signatures',
  },
  {
    name: 'carries Soroban data',
    input: () => ({
      unsigned: editEnvelope(xlm(), (e) =>
        tx(e).ext(new xdr.TransactionExt(1, new SorobanDataBuilder().build())),
      ),
      intent: intent(),
    }),
    field: 'soroban data',
  },
];

/** the one vector whose envelope needs a sequence the builder cannot write */
const withSequence = (unsigned: string, seq: bigint) =>
  editEnvelope(unsigned, (e) => tx(e).seqNum(xdr.Int64.fromString(seq.toString())));

describe('Stellar signer refusals (hostile envelopes)', () => {
  it.each(STELLAR_REFUSALS)('refuses: $name', ({ name, input, field }) => {
    const built = input();
    const approved = built.intent;
    const unsigned = field === 'sequence' ? withSequence(built.unsigned, MAX_TRUST_LIMIT) : built.unsigned;
    expect(name).toBeTruthy();
    expect(() => sign(unsigned, approved)).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: field }),
    );
  });

  it('refuses a sequence of 0', () => {
    expect(() => sign(withSequence(xlm(), 0n), intent())).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'sequence' }),
    );
  });

  it('the same builders’ honest envelopes are signed (each vector differs from one in one thing)', () => {
    for (const [unsigned, approved] of [
      [xlm(), intent()],
      [xlm({ memo: Memo.text('pay 1') }), intent({ memo: { kind: 'text', value: 'pay 1' } })],
      // a short text of hex digits is text, not a hash
      [xlm({ memo: Memo.text('cafe') }), intent({ memo: { kind: 'text', value: 'cafe' } })],
      [xlm({ memo: Memo.id('12345') }), intent({ memo: { kind: 'tag', value: '12345' } })],
      [xlm({ memo: Memo.hash('cd'.repeat(32)) }), intent({ memo: { kind: 'text', value: 'CD'.repeat(32) } })],
      [usdc(), tokenIntent()],
      [create(), createIntent()],
      [trust(), trustIntent()],
      [trust('0'), trustIntent({ kind: 'untrust' })],
    ] as const)
      expect(sign(unsigned, approved).hash).toMatch(/^[0-9a-f]{64}$/);
    // a code of 5 to 12 letters is an alphanum-12 asset
    const long = { code: 'USDCLONG', issuer: ISSUER };
    expect(sign(usdc(ISSUER, 'USDCLONG'), tokenIntent({ asset: long })).detail).toMatchObject({
      asset: `USDCLONG:${ISSUER}`,
    });
    // an account creation moves XLM
    expect(sign(create(), createIntent()).detail).toMatchObject({
      operation: 'createAccount',
      asset: 'native',
    });
    // the journal records no memo for a send without one
    expect(sign(xlm(), intent()).detail).toMatchObject({ memo: '' });
  });

  it('refuses bytes that are not base64, not XDR, or not the canonical encoding', () => {
    expect(() => sign('not base64!', intent())).toThrow(
      expect.objectContaining({ code: 'BAD_INPUT', message: 'unsigned tx is not base64' }),
    );
    expect(() => sign('AAAA', intent())).toThrow(
      expect.objectContaining({ code: 'BAD_INPUT', message: 'unsigned tx does not decode' }),
    );
    // Buffer.from(…, 'base64') skips what is not base64: junk before an honest envelope is not base64
    for (const junk of [`!${xlm()}`, ` ${xlm()}`, `${xlm().slice(0, 8)}*${xlm().slice(8)}`])
      expect(() => sign(junk, intent())).toThrow(
        expect.objectContaining({ code: 'BAD_INPUT', message: 'unsigned tx is not base64' }),
      );
    // trailing bytes after the envelope
    const padded = Buffer.concat([Buffer.from(xlm(), 'base64'), Buffer.alloc(4)]).toString('base64');
    expect(() => sign(padded, intent())).toThrow(expect.objectContaining({ code: 'BAD_INPUT' }));
    // the same bytes in a second base64 spelling (non-zero unused bits before the padding)
    const honest = ['a', 'abcde', 'abcdefghi']
      .map((m) => xlm({ memo: Memo.text(m) }))
      .find((b) => b.endsWith('='))!;
    const approved = intent({
      memo: {
        kind: 'text',
        value: Memo.fromXDRObject(
          tx(xdr.TransactionEnvelope.fromXDR(honest, 'base64')).memo(),
        ).value!.toString(),
      },
    });
    expect(sign(honest, approved).hash).toMatch(/^[0-9a-f]{64}$/);
    const i = honest.replace(/=+$/, '').length - 1;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    const twin = honest.slice(0, i) + alphabet[alphabet.indexOf(honest[i]!) + 1] + honest.slice(i + 1);
    expect(Buffer.from(twin, 'base64').equals(Buffer.from(honest, 'base64'))).toBe(true);
    expect(() => sign(twin, approved)).toThrow(
      expect.objectContaining({ code: 'BAD_INPUT', message: 'unsigned tx does not decode' }),
    );
  });
});

describe('Stellar time bounds at their edges (the signer’s clock pinned half a second into NOW)', () => {
  const NOW = 1_800_000_000;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW * 1000 + 500);
  });
  afterEach(() => vi.useRealTimers());
  const bounded = (min: number, max: number) => editEnvelope(xlm(), (e) => tx(e).cond(timeBounds(min, max)));
  const refused = expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'time bounds' });

  it('refuses a maxTime of this very second (it expires as it is sent)', () => {
    expect(() => sign(bounded(0, NOW), intent())).toThrow(refused);
  });

  it('refuses a maxTime one second past the furthest allowed, and a minTime one second past its limit', () => {
    expect(() => sign(bounded(0, NOW + MAX_TIME_AHEAD_S + 1), intent())).toThrow(refused);
    expect(() => sign(bounded(NOW + MAX_MIN_TIME_AHEAD_S + 1, NOW + 90), intent())).toThrow(refused);
  });

  it('signs the furthest maxTime and the latest minTime allowed, and a maxTime one second ahead', () => {
    for (const [min, max] of [
      [0, NOW + 1],
      [0, NOW + MAX_TIME_AHEAD_S],
      [NOW + MAX_MIN_TIME_AHEAD_S, NOW + 90],
    ] as const)
      expect(sign(bounded(min, max), intent()).hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
