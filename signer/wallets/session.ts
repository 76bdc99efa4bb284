import { randomBytes } from 'node:crypto';
import { AppError } from '../../shared/errors';
import type {
  DerivedAccountResult,
  SignerParams,
  SignerResult,
  WalletSource,
} from '../../shared/signer/protocol';
import type { WalletsState } from '../../shared/wallets/types';
import { JsonVault, Vault, type VaultOptions } from '../vault';
import type { Derivation } from './derivation';
import { VaultPayloadSchema, type VaultPayload, type WalletSecret } from './payload';
import { checkPhrase, newPhrase, phraseToSeed } from './phrase';
import { keyAccessFor } from './keyAccess';
import { signTransfer } from '../chains/signing';
import { utxoAccountOf } from '../chains/utxo/account';
import { schemeFor } from '../chains/utxo/scheme';

const newCacheKey = () => randomBytes(32).toString('hex');

/**
 * The signer's wallet state: the vault, and while unlocked its document and the seeds derived
 * from it. Locking wipes the seeds (bytes) and drops the document; the strings inside it are
 * JS strings and cannot be zeroed, which is why they never leave this process.
 */
export class WalletSession {
  private readonly vault: JsonVault<typeof VaultPayloadSchema>;
  private payload: VaultPayload | null = null;
  private readonly seeds = new Map<string, Uint8Array>();

  constructor(
    vaultOptions: VaultOptions,
    private readonly derivation: Derivation,
  ) {
    this.vault = new JsonVault(new Vault(vaultOptions), VaultPayloadSchema);
  }

  status(): SignerResult<'status'> {
    return { locked: this.payload === null, hasVault: this.vault.vault.exists() };
  }

  async unlock(password: string): Promise<SignerResult<'unlock'>> {
    const { value } = await this.vault.unlock(password);
    this.payload = value;
    return { cacheKey: value.cacheKey, state: value.state };
  }

  lock(): SignerResult<'lock'> {
    this.vault.vault.lock();
    this.payload = null;
    for (const seed of this.seeds.values()) seed.fill(0);
    this.seeds.clear();
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
        try {
          this.derivation.fromPrivateKey(source.chainName, key);
        } catch {
          throw new AppError('BAD_INPUT', `This is not a valid private key for ${source.chainName}`);
        }
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
    // The password is chosen once, with the first wallet; later wallets need the vault open.
    if (p.password) throw new AppError('BAD_INPUT', 'The wallet already has a password');
    const current = this.unlocked();
    const secrets = p.replace ? {} : { ...current.secrets };
    secrets[p.walletId] = secret;
    const next: VaultPayload = { ...current, state: p.state, secrets: keepSecretsOf(p.state, secrets) };
    await this.vault.save(next);
    this.payload = next;
    if (p.replace) this.forgetSeedsExcept(p.state);
    return { cacheKey: next.cacheKey, state: next.state };
  }

  async saveState(state: WalletsState): Promise<SignerResult<'saveState'>> {
    const current = this.unlocked();
    const next: VaultPayload = { ...current, state, secrets: keepSecretsOf(state, current.secrets) };
    await this.vault.save(next);
    this.payload = next;
    this.forgetSeedsExcept(state);
    return {};
  }

  private forgetSeedsExcept(state: WalletsState): void {
    const keep = new Set(state.wallets.map((w) => w.id));
    for (const [id, seed] of this.seeds)
      if (!keep.has(id)) {
        seed.fill(0);
        this.seeds.delete(id);
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

  deriveAccounts(p: SignerParams<'deriveAccounts'>): SignerResult<'deriveAccounts'> {
    const secret = this.secretOf(p.walletId);
    const accounts: DerivedAccountResult[] = p.requests.map((r) => {
      if (secret.kind === 'privateKey') {
        if (r.chainName !== secret.chainName || r.index !== 0 || r.path)
          throw new AppError('BAD_INPUT', 'A private-key wallet has one address, on its own chain');
        const a = this.derivation.fromPrivateKey(secret.chainName, secret.privateKey, r.network);
        return { chainName: r.chainName, index: 0, path: '', address: a.address, publicKey: a.publicKey };
      }
      const material = {
        seed: this.seedOf(p.walletId, secret),
        phrase: secret.phrase,
        passphrase: secret.passphrase,
      };
      const opts: { path?: string; scheme?: string; network?: 'mainnet' | 'testnet' | 'regtest' } = {};
      if (r.path) opts.path = r.path;
      if (r.scheme) opts.scheme = r.scheme;
      if (r.network) opts.network = r.network;
      const a = this.derivation.derive(material, r.chainName, r.index, opts);
      return { chainName: r.chainName, index: r.index, ...a };
    });
    return { accounts };
  }

  deriveBatch(p: SignerParams<'deriveBatch'>): SignerResult<'deriveBatch'> {
    const secret = this.secretOf(p.walletId);
    if (secret.kind !== 'phrase')
      throw new AppError('BAD_INPUT', 'A private-key wallet has one address, on its own chain');
    const material = {
      seed: this.seedOf(p.walletId, secret),
      phrase: secret.phrase,
      passphrase: secret.passphrase,
    };
    const accounts = this.derivation
      .deriveBatch(material, p.chainName, p.startIndex, p.count, p.network)
      .map((a, k) => ({ chainName: p.chainName, index: p.startIndex + k, ...a }));
    return { accounts };
  }

  signTransfer(p: SignerParams<'signTransfer'>): SignerResult<'signTransfer'> {
    const secret = this.secretOf(p.walletId);
    const seed = secret.kind === 'phrase' ? this.seedOf(p.walletId, secret) : null;
    const signed = signTransfer({
      chainName: p.intent.chainName,
      network: p.network,
      unsigned: p.unsigned,
      intent: p.intent,
      ...(p.activePath ? { activePath: p.activePath } : {}),
      keys: keyAccessFor(secret, seed),
    });
    return { signed };
  }

  /** The account xpub of a UTXO chain, for discovery in main (public data). */
  utxoAccount(p: SignerParams<'utxoAccount'>): SignerResult<'utxoAccount'> {
    const secret = this.secretOf(p.walletId);
    if (secret.kind !== 'phrase') throw new AppError('BAD_INPUT', 'A private-key wallet has no account key');
    const seed = this.seedOf(p.walletId, secret);
    const scheme = p.receivePath ? schemeFor(p.chainName, undefined, p.receivePath) : undefined;
    return utxoAccountOf(seed, p.chainName, p.network, scheme);
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
}

function keepSecretsOf(
  state: WalletsState,
  secrets: Record<string, WalletSecret>,
): Record<string, WalletSecret> {
  const out: Record<string, WalletSecret> = {};
  for (const w of state.wallets) if (secrets[w.id]) out[w.id] = secrets[w.id]!;
  return out;
}
