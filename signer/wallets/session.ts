import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { AppError } from '../../shared/errors';
import {
  PasswordSchema,
  type DerivedAccountResult,
  type SignerParams,
  type SignerResult,
  type WalletSource,
} from '../../shared/signer/protocol';
import type { NetworkKind } from '../../shared/chains/validate/result';
import type { WalletsState } from '../../shared/wallets/types';
import { JsonVault, Vault, type VaultOptions } from '../vault';
import type { Derivation } from './derivation';
import { VaultPayloadSchema, type VaultPayload, type WalletSecret } from './payload';
import { checkPhrase, newPhrase, phraseToSeed } from './phrase';
import { keyAccessFor } from './keyAccess';
import { signTransfer } from '../chains/signing';
import { journalHash } from '../journal/journalEntry';
import { SigningJournal } from '../journal/signingJournal';
import { JOURNAL_FILE } from '../journal/journalLog';
import type { JournalDamage, SignerUnlockReport } from '../../shared/signer/unlockReport';
import { loadFamilySigning, loadSigning, signerFor } from '../chains/registry';
import { DerivedRoots } from './derivedRoots';
import { signDappRequest } from '../dapp/signDappRequest';
import { dappJournalFields } from '../journal/details/dapp';
import { ownNetwork } from './ownNetwork';
import { recipientCheck } from '../journal/recipientCheck';
import { signMessagingIdentity } from '../messaging/signMessagingIdentity';
import { messagingKeyOf } from '../messaging/messagingKey';

const newCacheKey = () => randomBytes(32).toString('hex');

/** WalletConnect signs for EVM and Solana accounts; an imported key is decoded by its family. */
const loadDappSigning = () => Promise.all([loadFamilySigning('evm'), loadFamilySigning('solana')]);

/**
 * The signer's wallet state: the vault, and while unlocked its document and the seeds derived
 * from it. Locking wipes the seeds (bytes) and drops the document; the strings inside it are
 * JS strings and cannot be zeroed, which is why they never leave this process.
 *
 * It serves one network, fixed at start: chain ids, passphrases and address encodings come from
 * it alone, and a request naming another is refused before a key is read or a family's signing
 * code loads (ownNetwork).
 */
export class WalletSession {
  private readonly vault: JsonVault<typeof VaultPayloadSchema>;
  private payload: VaultPayload | null = null;
  private readonly seeds = new Map<string, Uint8Array>();
  private readonly roots = new Map<string, DerivedRoots>();
  /** what this vault's signer signed; opened at the first signature after unlock */
  private journal: SigningJournal | null = null;

  constructor(
    private readonly vaultOptions: VaultOptions,
    private readonly derivation: Derivation,
    private readonly network: NetworkKind,
  ) {
    this.vault = new JsonVault(new Vault(vaultOptions), VaultPayloadSchema);
  }

  status(): SignerResult<'status'> {
    return { locked: this.payload === null, hasVault: this.vault.vault.exists() };
  }

  /**
   * Opens the vault and reads the signing journal. Whatever did not open as it was (a damaged
   * vault file replaced by an older save, journal records that cannot be read) comes back in
   * `report`, for main to tell the user: nothing is lost silently.
   */
  async unlock(password: string): Promise<SignerResult<'unlock'>> {
    const { value, recovery } = await this.vault.unlock(password);
    this.payload = value;
    const report: SignerUnlockReport = {};
    if (recovery) report.vault = recovery;
    const journal = await this.journalDamage(value);
    if (journal) report.journal = journal;
    return {
      cacheKey: value.cacheKey,
      state: value.state,
      ...(report.vault || report.journal ? { report } : {}),
    };
  }

  /**
   * The journal is read at unlock rather than at the first signature, so that records it cannot
   * read are reported now, not found missing when the user asks for a speed-up. Without a
   * journal key (a vault restored from a save older than the key) no record on disk can be
   * read: each is reported. A journal that cannot be opened now is tried again at the first
   * signature, as before.
   */
  private async journalDamage(payload: VaultPayload): Promise<JournalDamage | undefined> {
    const dir = this.vaultOptions.dir;
    const now = (this.vaultOptions.now ?? Date.now)();
    const walletIds = new Set(payload.state.wallets.map((w) => w.id));
    try {
      if (payload.journalKey) {
        this.journal?.close();
        this.journal = await SigningJournal.open(dir, payload.journalKey, walletIds, now);
        return this.journal.damage ?? undefined;
      }
      if (!existsSync(path.join(dir, JOURNAL_FILE))) return undefined;
      const unreadable = await SigningJournal.open(dir, randomBytes(32).toString('hex'), walletIds, now);
      unreadable.close();
      return unreadable.damage ?? undefined;
    } catch {
      this.journal = null;
      return undefined;
    }
  }

  lock(): SignerResult<'lock'> {
    this.vault.vault.lock();
    this.payload = null;
    this.journal?.close();
    this.journal = null;
    for (const seed of this.seeds.values()) seed.fill(0);
    this.seeds.clear();
    for (const roots of this.roots.values()) roots.wipe();
    this.roots.clear();
    return { locked: true };
  }

  private unlocked(): VaultPayload {
    if (!this.payload) throw new AppError('LOCKED', 'The wallet is locked');
    return this.payload;
  }

  private secretFrom(source: WalletSource): WalletSecret {
    switch (source.kind) {
      case 'generate':
        return { kind: 'phrase', phrase: newPhrase(source.words), passphrase: '' };
      case 'phrase':
        return { kind: 'phrase', phrase: checkPhrase(source.phrase), passphrase: source.passphrase ?? '' };
      case 'privateKey': {
        const key = source.privateKey.trim();
        // a key in the format of any network the app runs on (a regtest WIF on the local profile)
        const valid = (['mainnet', 'testnet', 'regtest'] as const).some((network) => {
          try {
            this.derivation.fromPrivateKey(source.chainName, key, network);
            return true;
          } catch {
            return false;
          }
        });
        if (!valid)
          throw new AppError('BAD_INPUT', `This is not a valid private key for ${source.chainName}`);
        return { kind: 'privateKey', chainName: source.chainName, privateKey: key };
      }
    }
  }

  async addWallet(p: SignerParams<'addWallet'>): Promise<SignerResult<'addWallet'>> {
    const meta = p.state.wallets.find((w) => w.id === p.walletId);
    if (!meta) throw new AppError('BAD_INPUT', 'The new wallet is not in the state');
    const expectedKind = p.source.kind === 'privateKey' ? 'privateKey' : 'phrase';
    if (
      meta.kind !== expectedKind ||
      (p.source.kind === 'privateKey' && meta.chainName !== p.source.chainName)
    )
      throw new AppError('BAD_INPUT', 'The wallet state does not match its secret');
    const secret = this.secretFrom(p.source);

    if (!this.vault.vault.exists()) {
      if (!p.password) throw new AppError('BAD_INPUT', 'Choose a password for the wallet');
      const strong = PasswordSchema.safeParse(p.password);
      if (!strong.success) throw new AppError('BAD_INPUT', strong.error.issues[0]!.message);
      const payload: VaultPayload = {
        version: 1,
        cacheKey: newCacheKey(),
        state: p.state,
        secrets: { [p.walletId]: secret },
      };
      await this.vault.create(p.password, payload);
      this.payload = payload;
      return { cacheKey: payload.cacheKey, state: payload.state };
    }
    const current = this.unlocked();
    // Reusing an id would overwrite that wallet's secret: an erasure by another name.
    if (!p.replace && current.secrets[p.walletId])
      throw new AppError('BAD_INPUT', 'A wallet with this id already exists');
    const secrets = p.replace ? {} : { ...current.secrets };
    secrets[p.walletId] = secret;
    const next: VaultPayload = { ...current, state: p.state, secrets: keepSecretsOf(p.state, secrets) };
    const erases = p.replace || dropsSecrets(current, next);
    // The password is chosen once, with the first wallet; after that it only confirms an erasure.
    if (!erases && p.password) throw new AppError('BAD_INPUT', 'The wallet already has a password');
    await this.saveErasing(next, erases, p.password);
    return { cacheKey: next.cacheKey, state: next.state };
  }

  async saveState(p: SignerParams<'saveState'>): Promise<SignerResult<'saveState'>> {
    const current = this.unlocked();
    const next: VaultPayload = {
      ...current,
      state: p.state,
      secrets: keepSecretsOf(p.state, current.secrets),
    };
    await this.saveErasing(next, dropsSecrets(current, next), p.password);
    return {};
  }

  /**
   * Main decides what the state looks like, but only the user may destroy a secret: a save
   * that erases one needs the password typed again, checked here against the vault (with
   * the same wrong-password delay as unlock), so a compromised main cannot erase wallets.
   * The erased secrets must not live on in the backup file either.
   */
  private async saveErasing(
    next: VaultPayload,
    erases: boolean,
    password: string | undefined,
  ): Promise<void> {
    if (erases) {
      if (!password) throw new AppError('WRONG_PASSWORD', 'Type your password to remove wallets');
      await this.vault.vault.verifyPassword(password);
    }
    await this.vault.save(next, { forgetPrevious: erases });
    this.payload = next;
    this.forgetSeedsExcept(next.state);
    // a removed wallet's signed transactions leave the journal with it
    if (erases) await this.journal?.keepWallets(new Set(next.state.wallets.map((w) => w.id)));
  }

  private forgetSeedsExcept(state: WalletsState): void {
    const keep = new Set(state.wallets.map((w) => w.id));
    for (const [id, seed] of this.seeds)
      if (!keep.has(id)) {
        seed.fill(0);
        this.seeds.delete(id);
      }
    for (const [id, roots] of this.roots)
      if (!keep.has(id)) {
        roots.wipe();
        this.roots.delete(id);
      }
  }

  private secretOf(walletId: string): WalletSecret {
    const secret = this.unlocked().secrets[walletId];
    if (!secret) throw new AppError('NOT_FOUND', 'Wallet not found');
    return secret;
  }

  /** BIP39's PBKDF2 costs milliseconds per wallet; a seed is computed once per unlock. */
  private seedOf(walletId: string, secret: Extract<WalletSecret, { kind: 'phrase' }>): Uint8Array {
    let seed = this.seeds.get(walletId);
    if (!seed) {
      seed = phraseToSeed(secret.phrase, secret.passphrase);
      this.seeds.set(walletId, seed);
    }
    return seed;
  }

  private rootsOf(walletId: string): DerivedRoots {
    let roots = this.roots.get(walletId);
    if (!roots) this.roots.set(walletId, (roots = new DerivedRoots()));
    return roots;
  }

  deriveAccounts(p: SignerParams<'deriveAccounts'>): SignerResult<'deriveAccounts'> {
    const network = this.network;
    for (const r of p.requests) ownNetwork(network, r.network);
    const secret = this.secretOf(p.walletId);
    const accounts: DerivedAccountResult[] = p.requests.map((r) => {
      if (secret.kind === 'privateKey') {
        if (r.chainName !== secret.chainName || r.index !== 0 || r.path)
          throw new AppError('BAD_INPUT', 'A private-key wallet has one address, on its own chain');
        const a = this.derivation.fromPrivateKey(secret.chainName, secret.privateKey, network);
        return { chainName: r.chainName, index: 0, path: '', address: a.address, publicKey: a.publicKey };
      }
      const material = {
        seed: this.seedOf(p.walletId, secret),
        phrase: secret.phrase,
        passphrase: secret.passphrase,
        roots: this.rootsOf(p.walletId),
      };
      const opts: { path?: string; scheme?: string; network: NetworkKind } = { network };
      if (r.path) opts.path = r.path;
      if (r.scheme) opts.scheme = r.scheme;
      const a = this.derivation.derive(material, r.chainName, r.index, opts);
      return { chainName: r.chainName, index: r.index, ...a };
    });
    return { accounts };
  }

  deriveBatch(p: SignerParams<'deriveBatch'>): SignerResult<'deriveBatch'> {
    const network = ownNetwork(this.network, p.network);
    const secret = this.secretOf(p.walletId);
    if (secret.kind !== 'phrase')
      throw new AppError('BAD_INPUT', 'A private-key wallet has one address, on its own chain');
    const material = {
      seed: this.seedOf(p.walletId, secret),
      phrase: secret.phrase,
      passphrase: secret.passphrase,
      roots: this.rootsOf(p.walletId),
    };
    const accounts = this.derivation
      .deriveBatch(material, p.chainName, p.startIndex, p.count, network)
      .map((a, k) => ({ chainName: p.chainName, index: p.startIndex + k, ...a }));
    return { accounts };
  }

  /**
   * The journal's key lives in the vault, so only this process can read or add records; a
   * vault from before the journal gets one at its first signature.
   */
  private async openJournal(): Promise<SigningJournal> {
    if (this.journal) return this.journal;
    let payload = this.unlocked();
    if (!payload.journalKey) {
      payload = { ...payload, journalKey: randomBytes(32).toString('hex') };
      await this.vault.save(payload);
      this.payload = payload;
    }
    const wallets = new Set(payload.state.wallets.map((w) => w.id));
    this.journal = await SigningJournal.open(this.vaultOptions.dir, payload.journalKey!, wallets, Date.now());
    return this.journal;
  }

  async signTransfer(p: SignerParams<'signTransfer'>): Promise<SignerResult<'signTransfer'>> {
    const network = ownNetwork(this.network, p.network);
    const chainName = p.intent.chainName;
    // each family's transaction libraries load on its first signing request (chains/registry.ts)
    await loadSigning(chainName);
    const keys = this.keysOf(p.walletId, network);
    const journal = await this.openJournal();
    const out = signTransfer({
      chainName,
      network,
      unsigned: p.unsigned,
      intent: p.intent,
      ...(p.activePath ? { activePath: p.activePath } : {}),
      keys,
      replacing: p.intent.replaces ? journal.find(p.walletId, chainName, p.intent.replaces) : null,
      history: () => journal.entriesOf(p.walletId, chainName),
    });
    // recorded before the signed bytes leave: what is not in the journal cannot be replaced
    journal.record({
      walletId: p.walletId,
      chainName,
      hash: out.hash,
      kind: p.intent.kind,
      at: Date.now(),
      to: p.intent.to,
      amount: p.intent.amount,
      ...('contractAddress' in p.intent && p.intent.contractAddress
        ? { contractAddress: p.intent.contractAddress }
        : {}),
      feeCap: p.intent.feeCap,
      fee: out.fee.toString(10),
      ...(p.intent.replaces ? { replaces: journalHash(p.intent.replaces) } : {}),
      signed: out.signed,
      detail: out.detail,
    });
    return { signed: out.signed };
  }

  /**
   * A WalletConnect request the user approved, checked and signed in signer/dapp/; recorded in
   * the journal like a transfer, before the signature leaves.
   */
  async signDapp(p: SignerParams<'signDapp'>): Promise<SignerResult<'signDapp'>> {
    const network = ownNetwork(this.network, p.network);
    await loadDappSigning();
    const keys = this.keysOf(p.walletId, network);
    const journal = await this.openJournal();
    const result = signDappRequest({ ...p, network, keys });
    const fields = dappJournalFields(p.from, p.request, result);
    journal.record({ walletId: p.walletId, kind: 'dapp', at: Date.now(), feeCap: fields.fee, ...fields });
    return { result };
  }

  /** The family's public account key, for discovery in main (public data). */
  async accountKey(p: SignerParams<'accountKey'>): Promise<SignerResult<'accountKey'>> {
    const network = ownNetwork(this.network, p.network);
    await loadSigning(p.chainName);
    const secret = this.secretOf(p.walletId);
    const accountKey = signerFor(p.chainName).accountKey;
    if (!accountKey) throw new AppError('BAD_INPUT', 'This chain has no account key');
    if (secret.kind !== 'phrase') throw new AppError('BAD_INPUT', 'A private-key wallet has no account key');
    const keys = keyAccessFor(secret, this.seedOf(p.walletId, secret), network);
    return accountKey(keys, p.chainName, network, p.receivePath);
  }

  async revealSecret(p: SignerParams<'revealSecret'>): Promise<SignerResult<'revealSecret'>> {
    this.unlocked();
    await this.vault.vault.verifyPassword(p.password);
    const secret = this.secretOf(p.walletId);
    return secret.kind === 'phrase'
      ? { kind: 'phrase', phrase: secret.phrase, hasPassphrase: secret.passphrase !== '' }
      : { kind: 'privateKey', chainName: secret.chainName, privateKey: secret.privateKey };
  }

  async changePassword(p: SignerParams<'changePassword'>): Promise<SignerResult<'changePassword'>> {
    const current = this.unlocked();
    await this.vault.vault.changePassword(p.oldPassword, p.newPassword);
    // A new cache key with the new password: whoever had the old password cannot read the cache.
    const next: VaultPayload = { ...current, cacheKey: newCacheKey() };
    await this.vault.save(next);
    this.payload = next;
    return { cacheKey: next.cacheKey };
  }

  /**
   * What the journal knows of a recipient (first send, look-alike of an address paid before),
   * computed here from this vault's own record so that neither main nor an explorer can hide
   * it. Before any signature there is no journal: every recipient is a first send.
   */
  recipientCheck(p: SignerParams<'recipientCheck'>): SignerResult<'recipientCheck'> {
    this.unlocked();
    return recipientCheck(this.journal?.entriesOf(p.walletId, p.chainName) ?? [], p.recipient);
  }

  /** XMTP's identity statement for the wallet's own address, checked, then signed (signer/messaging/). */
  async signMessagingIdentity(
    p: SignerParams<'signMessagingIdentity'>,
  ): Promise<SignerResult<'signMessagingIdentity'>> {
    const network = ownNetwork(this.network, p.network);
    await loadFamilySigning('evm');
    return signMessagingIdentity({ ...p, network, keys: this.keysOf(p.walletId, network) });
  }

  /** The wallet's keys as capabilities on `network` (its seed derived once per session). */
  private keysOf(walletId: string, network: NetworkKind) {
    const secret = this.secretOf(walletId);
    const seed = secret.kind === 'phrase' ? this.seedOf(walletId, secret) : null;
    return keyAccessFor(secret, seed, network);
  }

  /** The messaging database key of one of the wallet's addresses, derived from its secret. */
  messagingKey(p: SignerParams<'messagingKey'>): SignerResult<'messagingKey'> {
    const secret = this.secretOf(p.walletId);
    const seed = secret.kind === 'phrase' ? this.seedOf(p.walletId, secret) : null;
    return { key: messagingKeyOf(secret, seed, p.address) };
  }
}

function keepSecretsOf(
  state: WalletsState,
  secrets: Record<string, WalletSecret>,
): Record<string, WalletSecret> {
  const out: Record<string, WalletSecret> = {};
  for (const w of state.wallets) if (secrets[w.id]) out[w.id] = secrets[w.id]!;
  return out;
}

/** A secret of `before` that `after` lacks, or holds differently, is gone for good. */
function dropsSecrets(before: VaultPayload, after: VaultPayload): boolean {
  return Object.entries(before.secrets).some(([id, secret]) => after.secrets[id] !== secret);
}
