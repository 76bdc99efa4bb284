/**
 * The fixture Horizon's ledger: XLM balances in stroops, sequence numbers, subentries and
 * trustlines (with Stellar's authorization flag), and the transactions applied to it. Each
 * submitted envelope is verified with stellar-base (the source's ed25519 signature over the
 * network's signature base) and applied with the core rules a wallet meets; a failure answers
 * the result code stellar-core gives (tx_bad_seq, op_no_trust, op_underfunded, op_low_reserve,
 * op_not_authorized…). Not modelled: multisig and thresholds, sponsorship, offers and
 * liabilities, claimable balances, fee bumps, muxed accounts, Soroban.
 */
import { Keypair, StrKey, Transaction, xdr } from '@stellar/stellar-base';

export const BASE_FEE = 100n;
export const BASE_RESERVE = 5_000_000n;
export const MAX_LIMIT = 2n ** 63n - 1n;

export interface Trustline {
  balance: bigint;
  limit: bigint;
  authorized: boolean;
}

export interface LedgerAccount {
  id: string;
  balance: bigint;
  sequence: bigint;
  subentries: number;
  /** by CODE:ISSUER */
  lines: Map<string, Trustline>;
  /** issuers: trustlines to their assets start unauthorized */
  authRequired: boolean;
}

export interface OpRecord {
  id: string;
  type: 'payment' | 'create_account' | 'change_trust';
  from: string;
  to: string;
  amount: bigint;
  /** CODE:ISSUER or 'native' */
  asset: string;
}

export interface TxRecord {
  hash: string;
  ledger: number;
  source: string;
  successful: boolean;
  createdAt: number;
  feeCharged: bigint;
  maxFee: bigint;
  memoType: string;
  memo?: string;
  envelope: string;
  ops: OpRecord[];
}

export type Outcome =
  { ok: true; tx: TxRecord } | { ok: false; transaction: string; operations?: string[]; envelope: string };

export const minBalance = (a: LedgerAccount) => (2n + BigInt(a.subentries)) * BASE_RESERVE;

function assetOf(a: xdr.Asset | xdr.ChangeTrustAsset): string {
  const name = a.switch().name;
  if (name === 'assetTypeNative') return 'native';
  const inner = name === 'assetTypeCreditAlphanum4' ? a.alphaNum4() : a.alphaNum12();
  const code = Buffer.from(inner.assetCode()).toString('latin1').replace(/\0+$/, '');
  return `${code}:${StrKey.encodeEd25519PublicKey(inner.issuer().ed25519())}`;
}

const muxed = (m: xdr.MuxedAccount) => StrKey.encodeEd25519PublicKey(m.ed25519());

export class Ledger {
  readonly accounts = new Map<string, LedgerAccount>();
  readonly txs: TxRecord[] = [];
  ledgerSeq = 100;
  private opCounter = 0;

  constructor(
    readonly passphrase: string,
    readonly now: () => number,
  ) {}

  fund(id: string, stroops: bigint): LedgerAccount {
    let a = this.accounts.get(id);
    if (!a) {
      a = {
        id,
        balance: 0n,
        sequence: BigInt(this.ledgerSeq) << 32n,
        subentries: 0,
        lines: new Map(),
        authRequired: false,
      };
      this.accounts.set(id, a);
    }
    a.balance += stroops;
    return a;
  }

  /** a trustline opened outside the wallet (the issuer credits it later with `credit`) */
  trust(id: string, asset: string, authorized = true): void {
    const a = this.accounts.get(id)!;
    if (!a.lines.has(asset)) a.subentries++;
    a.lines.set(asset, { balance: 0n, limit: MAX_LIMIT, authorized });
  }

  credit(id: string, asset: string, amount: bigint): void {
    const line = this.accounts.get(id)?.lines.get(asset);
    if (!line) throw new Error(`${id} has no trustline to ${asset}`);
    line.balance += amount;
  }

  /** Verifies and applies a signed envelope (base64 XDR), as stellar-core would. */
  submit(envelopeB64: string): Outcome {
    const fail = (transaction: string, operations?: string[]): Outcome => ({
      ok: false,
      transaction,
      ...(operations ? { operations } : {}),
      envelope: envelopeB64,
    });
    let tx: Transaction;
    try {
      const env = xdr.TransactionEnvelope.fromXDR(envelopeB64, 'base64');
      if (env.switch().name !== 'envelopeTypeTx') return fail('tx_malformed');
      tx = new Transaction(env, this.passphrase);
    } catch {
      return fail('tx_malformed');
    }
    const source = this.accounts.get(tx.source);
    if (!source) return fail('tx_no_source_account');
    const hash = tx.hash();
    const key = Keypair.fromPublicKey(tx.source);
    const signed = tx.signatures.some(
      (s) => s.hint().equals(key.signatureHint()) && key.verify(hash, s.signature()),
    );
    if (!signed || tx.signatures.length !== 1) return fail('tx_bad_auth');
    const nowS = BigInt(Math.floor(this.now() / 1000));
    const tb = tx.timeBounds;
    if (tb && BigInt(tb.minTime) > nowS) return fail('tx_too_early');
    if (tb && tb.maxTime !== '0' && BigInt(tb.maxTime) < nowS) return fail('tx_too_late');
    const opCount = BigInt(tx.operations.length);
    if (BigInt(tx.fee) < BASE_FEE * opCount) return fail('tx_insufficient_fee');
    if (BigInt(tx.sequence) !== source.sequence + 1n) return fail('tx_bad_seq');
    const feeCharged = BASE_FEE * opCount;
    if (source.balance - feeCharged < minBalance(source) && source.balance < feeCharged)
      return fail('tx_insufficient_balance');

    // the fee and the sequence are taken even when an operation fails
    source.balance -= feeCharged;
    source.sequence += 1n;
    this.ledgerSeq++;
    const raw = tx.toEnvelope().v1().tx();
    const snapshot = this.snapshot();
    const records: OpRecord[] = [];
    const codes: string[] = [];
    for (const op of raw.operations()) {
      const r = this.apply(source, op, records);
      codes.push(r);
    }
    const successful = codes.every((c) => c === 'op_success');
    if (!successful) this.restore(snapshot, source);
    const memo = tx.memo;
    const record: TxRecord = {
      hash: hash.toString('hex'),
      ledger: this.ledgerSeq,
      source: tx.source,
      successful,
      createdAt: this.now(),
      feeCharged,
      maxFee: BigInt(tx.fee),
      memoType: memo.type,
      ...(memo.type === 'none'
        ? {}
        : { memo: memo.type === 'hash' ? (memo.value as Buffer).toString('base64') : String(memo.value) }),
      envelope: envelopeB64,
      ops: successful ? records : [],
    };
    this.txs.push(record);
    return successful ? { ok: true, tx: record } : fail('tx_failed', codes);
  }

  private nextOpId() {
    return String(BigInt(this.ledgerSeq) * 4096n + BigInt(++this.opCounter));
  }

  private apply(source: LedgerAccount, op: xdr.Operation, out: OpRecord[]): string {
    const body = op.body();
    switch (body.switch().name) {
      case 'createAccount': {
        const c = body.createAccountOp();
        const dest = StrKey.encodeEd25519PublicKey(c.destination().ed25519());
        const amount = BigInt(c.startingBalance().toString());
        if (this.accounts.has(dest)) return 'op_already_exists';
        if (amount < 2n * BASE_RESERVE) return 'op_low_reserve';
        if (source.balance - amount < minBalance(source)) return 'op_underfunded';
        source.balance -= amount;
        this.fund(dest, amount);
        out.push({
          id: this.nextOpId(),
          type: 'create_account',
          from: source.id,
          to: dest,
          amount,
          asset: 'native',
        });
        return 'op_success';
      }
      case 'payment': {
        const p = body.paymentOp();
        const destId = muxed(p.destination());
        const asset = assetOf(p.asset());
        const amount = BigInt(p.amount().toString());
        if (amount <= 0n) return 'op_malformed';
        const dest = this.accounts.get(destId);
        if (asset === 'native') {
          if (!dest) return 'op_no_destination';
          if (source.balance - amount < minBalance(source)) return 'op_underfunded';
          source.balance -= amount;
          dest.balance += amount;
        } else {
          const issuer = asset.split(':')[1]!;
          const srcLine = source.lines.get(asset);
          if (source.id !== issuer) {
            if (!srcLine) return 'op_src_no_trust';
            if (!srcLine.authorized) return 'op_src_not_authorized';
          }
          if (!dest) return 'op_no_destination';
          const dstLine = dest.lines.get(asset);
          if (destId !== issuer) {
            if (!dstLine) return 'op_no_trust';
            if (!dstLine.authorized) return 'op_not_authorized';
            if (dstLine.balance + amount > dstLine.limit) return 'op_line_full';
          }
          if (srcLine && source.id !== issuer) {
            if (srcLine.balance < amount) return 'op_underfunded';
            srcLine.balance -= amount;
          }
          if (dstLine && destId !== issuer) dstLine.balance += amount;
        }
        out.push({ id: this.nextOpId(), type: 'payment', from: source.id, to: destId, amount, asset });
        return 'op_success';
      }
      case 'changeTrust': {
        const c = body.changeTrustOp();
        const line = c.line();
        if (line.switch().name === 'assetTypePoolShare' || line.switch().name === 'assetTypeNative')
          return 'op_malformed';
        const asset = assetOf(line);
        const limit = BigInt(c.limit().toString());
        const issuer = this.accounts.get(asset.split(':')[1]!);
        if (asset.split(':')[1] === source.id) return 'op_malformed';
        const existing = source.lines.get(asset);
        if (limit === 0n) {
          if (!existing || existing.balance !== 0n) return 'op_invalid_limit';
          source.lines.delete(asset);
          source.subentries--;
        } else if (existing) {
          if (limit < existing.balance) return 'op_invalid_limit';
          existing.limit = limit;
        } else {
          if (!issuer) return 'op_no_issuer';
          if (source.balance < (3n + BigInt(source.subentries)) * BASE_RESERVE) return 'op_low_reserve';
          source.lines.set(asset, { balance: 0n, limit, authorized: !issuer.authRequired });
          source.subentries++;
        }
        out.push({
          id: this.nextOpId(),
          type: 'change_trust',
          from: source.id,
          to: source.id,
          amount: limit,
          asset,
        });
        return 'op_success';
      }
      default:
        return 'op_not_supported';
    }
  }

  /** balances and lines before the operations, for a failed transaction's rollback */
  private snapshot() {
    return new Map(
      [...this.accounts].map(([id, a]) => [
        id,
        {
          balance: a.balance,
          subentries: a.subentries,
          lines: new Map([...a.lines].map(([k, l]) => [k, { ...l }])),
        },
      ]),
    );
  }

  private restore(s: ReturnType<Ledger['snapshot']>, source: LedgerAccount): void {
    for (const id of [...this.accounts.keys()]) if (!s.has(id)) this.accounts.delete(id);
    for (const [id, saved] of s) {
      const a = this.accounts.get(id)!;
      a.balance = saved.balance;
      a.subentries = saved.subentries;
      a.lines = saved.lines;
    }
    void source;
  }
}
