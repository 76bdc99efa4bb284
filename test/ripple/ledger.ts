/**
 * The small XRP ledger behind the fixture rippled: accounts (balance in drops, Sequence,
 * OwnerCount, Flags), the open ledger transactions are applied to, and the validated ledger a
 * close makes of it. Reserves and the base fee are the server's settings, as rippled's
 * `[voting]` stanza sets them; the wallet must read them, not assume them.
 */

import { sha512 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';

/** the genesis account of every new ledger, where test deposits come from */
export const GENESIS = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';

/** lsfRequireDestTag: payments to the account must carry a destination tag (xrpl.org AccountRoot). */
export const LSF_REQUIRE_DEST_TAG = 0x0002_0000;

export interface AccountRoot {
  Account: string;
  Balance: bigint;
  Sequence: number;
  OwnerCount: number;
  Flags: number;
}

/** A transaction in a ledger: its JSON as rippled shows it, its result and where it landed. */
export interface LedgerTx {
  hash: string;
  tx: Record<string, unknown>;
  result: string;
  ledgerIndex: number;
  /** what the payment delivered, drops (0 for a failed one) */
  delivered: bigint;
  /** an issued payment's delivered amount as the ledger writes it, instead of `delivered` */
  deliveredIssued?: { currency: string; issuer: string; value: string };
  /** unix seconds the ledger closed (0 while it is open) */
  closeTime: number;
}

/**
 * A trust line from a holder to an issuer (a RippleState seen from the holder): the balance the
 * holder holds and the limit it set, base units of shared/chains/ripple/issued.ts; `noRipple`
 * the holder's NoRipple flag.
 */
export interface TrustLine {
  holder: string;
  issuer: string;
  currency: string;
  balance: bigint;
  limit: bigint;
  noRipple: boolean;
}

export const lineKey = (holder: string, currency: string, issuer: string) =>
  `${holder}|${currency}|${issuer}`;

export interface FeeSettings {
  /** drops */
  baseFee: bigint;
  reserveBase: bigint;
  reserveInc: bigint;
  /** fee escalation: the open ledger's fee is baseFee × loadFactor / loadBase */
  loadFactor: number;
  loadBase: number;
}

export const DEFAULT_SETTINGS: FeeSettings = {
  baseFee: 10n,
  reserveBase: 1_000_000n,
  reserveInc: 200_000n,
  loadFactor: 256,
  loadBase: 256,
};

const copy = (m: Map<string, AccountRoot>) => new Map([...m].map(([k, v]) => [k, { ...v }]));

export class RippleLedger {
  settings: FeeSettings;
  /** the open ledger's index; the validated one is the one before it */
  current = 1000;
  readonly accounts = new Map<string, AccountRoot>();
  /** the accounts as of the last close */
  validatedAccounts = new Map<string, AccountRoot>();
  /** trust lines by lineKey, the open ledger's and as of the last close */
  readonly lines = new Map<string, TrustLine>();
  validatedLines = new Map<string, TrustLine>();
  /** issuers' TransferRate (1e9 = no fee; 1_002_000_000 = 0.2 %) */
  readonly transferRates = new Map<string, number>();
  readonly txs: LedgerTx[] = [];
  private clock: () => number;

  constructor(settings: Partial<FeeSettings> = {}, clock: () => number = Date.now) {
    this.settings = { ...DEFAULT_SETTINGS, ...settings };
    this.clock = clock;
  }

  get validated(): number {
    return this.current - 1;
  }

  /** The reserve an account must keep: base + OwnerCount × increment. */
  reserveOf(a: Pick<AccountRoot, 'OwnerCount'>): bigint {
    return this.settings.reserveBase + BigInt(a.OwnerCount) * this.settings.reserveInc;
  }

  /** The open ledger's minimum fee, drops (rounded up). */
  openLedgerFee(): bigint {
    const { baseFee, loadFactor, loadBase } = this.settings;
    return (baseFee * BigInt(loadFactor) + BigInt(loadBase) - 1n) / BigInt(loadBase);
  }

  /** Credits `drops`, creating the account as a payment would (Sequence = the ledger's index). */
  fund(address: string, drops: bigint): void {
    const a = this.accounts.get(address);
    if (a) a.Balance += drops;
    else
      this.accounts.set(address, {
        Account: address,
        Balance: drops,
        Sequence: this.current,
        OwnerCount: 0,
        Flags: 0,
      });
  }

  /**
   * A deposit from the genesis account, recorded as the tesSUCCESS Payment it would be (the
   * fixture does not hold the genesis key, so it is not signed).
   */
  deposit(address: string, drops: bigint): void {
    this.fund(address, drops);
    const n = this.txs.length + 1;
    const hash = hex
      .encode(sha512(new TextEncoder().encode(`deposit ${n} ${address}`)).slice(0, 32))
      .toUpperCase();
    this.txs.push({
      hash,
      tx: {
        TransactionType: 'Payment',
        Account: GENESIS,
        Destination: address,
        Amount: drops.toString(10),
        Fee: '10',
        Sequence: n,
        Flags: 0,
      },
      result: 'tesSUCCESS',
      ledgerIndex: this.current,
      delivered: drops,
      closeTime: 0,
    });
  }

  account(address: string, ledger: 'current' | 'validated'): AccountRoot | undefined {
    return (ledger === 'current' ? this.accounts : this.validatedAccounts).get(address);
  }

  /** Closes the open ledger: its transactions are validated, a new one opens. */
  close(): void {
    const closeTime = Math.floor(this.clock() / 1000);
    for (const t of this.txs) if (t.ledgerIndex === this.current) t.closeTime = closeTime;
    this.validatedAccounts = copy(this.accounts);
    this.validatedLines = new Map([...this.lines].map(([k, v]) => [k, { ...v }]));
    this.current += 1;
  }

  /** The holder's trust lines, open or validated ledger. */
  linesOf(holder: string, ledger: 'current' | 'validated'): TrustLine[] {
    const all = ledger === 'current' ? this.lines : this.validatedLines;
    return [...all.values()].filter((l) => l.holder === holder);
  }

  /** Opens a line and credits it as the issuer would (a test deposit of an issued currency). */
  issue(holder: string, currency: string, issuer: string, units: bigint): TrustLine {
    const key = lineKey(holder, currency, issuer);
    let line = this.lines.get(key);
    if (!line) {
      line = { holder, issuer, currency, balance: 0n, limit: 10n ** 21n, noRipple: true };
      this.lines.set(key, line);
      const a = this.accounts.get(holder);
      if (a) a.OwnerCount += 1;
    }
    line.balance += units;
    return line;
  }

  /** Validated transactions touching `address`, newest first. */
  history(address: string, limit: number): LedgerTx[] {
    return this.txs
      .filter((t) => t.ledgerIndex <= this.validated)
      .filter((t) => t.tx.Account === address || t.tx.Destination === address)
      .reverse()
      .slice(0, limit);
  }
}
