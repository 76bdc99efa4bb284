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
import type { Keys } from '../chains/keys/types';
import type { Derivation } from './derivation';
import { DerivedRoots } from './derivedRoots';
import { keyAccessFor } from './keyAccess';
import { ownNetwork } from './ownNetwork';
import type { VaultPayload, WalletSecret } from './payload';
import { checkPhrase, newPhrase, phraseToSeed } from './phrase';
import { newCacheKey, type VaultSession } from './vaultSession';
import { parseWatchKey } from '../../shared/watch/parseWatchKey';
import { watchAddress } from './watchOnly';

/**
 * The wallets of the vault: their secrets, the public state saved beside them, the addresses
 * derived from them, and the seeds and phrase roots computed once per unlock. The seeds are
 * bytes, wiped at lock and when their wallet leaves the state.
 */
export class WalletStore {
  private readonly seeds = new Map<string, Uint8Array>();
  private readonly roots = new Map<string, DerivedRoots>();

  constructor(
    private readonly vault: VaultSession,
    private readonly derivation: Derivation,
    private readonly network: NetworkKind,
  ) {}

  /** Locking: every seed and root is overwritten and dropped. */
  wipe(): void {
    for (const seed of this.seeds.values()) seed.fill(0);
    this.seeds.clear();
    for (const roots of this.roots.values()) roots.wipe();
    this.roots.clear();
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
      case 'watch':
        // checked here again: main is not trusted to have refused a secret or another network's key
        return {
          kind: 'watch',
          chainName: source.chainName,
          key: parseWatchKey(source.chainName, source.key, this.network),
        };
    }
  }

  async addWallet(p: SignerParams<'addWallet'>): Promise<SignerResult<'addWallet'>> {
    const meta = p.state.wallets.find((w) => w.id === p.walletId);
    if (!meta) throw new AppError('BAD_INPUT', 'The new wallet is not in the state');
    const expectedKind = p.source.kind === 'generate' ? 'phrase' : p.source.kind;
    if (
      meta.kind !== expectedKind ||
      ((p.source.kind === 'privateKey' || p.source.kind === 'watch') && meta.chainName !== p.source.chainName)
    )
      throw new AppError('BAD_INPUT', 'The wallet state does not match its secret');
    const secret = this.secretFrom(p.source);

    if (!this.vault.exists()) {
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
      return { cacheKey: payload.cacheKey, state: payload.state };
    }
    const current = this.vault.unlocked();
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
    const current = this.vault.unlocked();
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
      await this.vault.verifyPassword(password);
    }
    await this.vault.save(next, { forgetPrevious: erases });
    this.forgetSeedsExcept(next.state);
    if (erases) await this.vault.keepJournalOf(next.state);
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

  secretOf(walletId: string): WalletSecret {
    const secret = this.vault.unlocked().secrets[walletId];
    if (!secret) throw new AppError('NOT_FOUND', 'Wallet not found');
    return secret;
  }

  /** BIP39's PBKDF2 costs milliseconds per wallet; a seed is computed once per unlock. */
  seedOf(walletId: string, secret: Extract<WalletSecret, { kind: 'phrase' }>): Uint8Array {
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

  /** The wallet's keys as capabilities on `network` (its seed derived once per session). */
  keysOf(walletId: string, network: NetworkKind): Keys {
    const secret = this.secretOf(walletId);
    const seed = secret.kind === 'phrase' ? this.seedOf(walletId, secret) : null;
    return keyAccessFor(secret, seed, network);
  }

  deriveAccounts(p: SignerParams<'deriveAccounts'>): SignerResult<'deriveAccounts'> {
    const network = this.network;
    for (const r of p.requests) ownNetwork(network, r.network);
    const secret = this.secretOf(p.walletId);
    const accounts: DerivedAccountResult[] = p.requests.map((r) => {
      if (secret.kind === 'watch') {
        if (r.chainName !== secret.chainName || r.index !== 0 || r.path)
          throw new AppError('BAD_INPUT', 'A watch-only wallet has one address here, on its own chain');
        const a = watchAddress(secret, network);
        return { chainName: r.chainName, index: 0, ...a };
      }
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
      throw new AppError('BAD_INPUT', 'A private-key or watch-only wallet has one address, on its own chain');
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

  /** The phrase or key itself, after the password is typed again: the one path a secret leaves by. */
  async revealSecret(p: SignerParams<'revealSecret'>): Promise<SignerResult<'revealSecret'>> {
    this.vault.unlocked();
    await this.vault.verifyPassword(p.password);
    const secret = this.secretOf(p.walletId);
    if (secret.kind === 'watch') throw new AppError('RULE', 'A watch-only wallet has no secret to show');
    return secret.kind === 'phrase'
      ? { kind: 'phrase', phrase: secret.phrase, hasPassphrase: secret.passphrase !== '' }
      : { kind: 'privateKey', chainName: secret.chainName, privateKey: secret.privateKey };
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
