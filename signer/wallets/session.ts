import type { NetworkKind } from '../../shared/chains/validate/result';
import type { SignerParams, SignerResult } from '../../shared/signer/protocol';
import type { VaultOptions } from '../vault';
import type { Derivation } from './derivation';
import { VaultSession } from './vaultSession';
import { WalletSigning } from './walletSigning';
import { WalletStore } from './walletStore';

/**
 * The signer's wallet state, as the protocol handlers see it: the vault session (unlock, lock,
 * password, journal), the wallet store (secrets, state, derived addresses, seeds) and what the
 * keys sign. Locking wipes the seeds (bytes) and drops the document.
 *
 * It serves one network, fixed at start: chain ids, passphrases and address encodings come from
 * it alone, and a request naming another is refused before a key is read or a family's signing
 * code loads (ownNetwork).
 */
export class WalletSession {
  private readonly vault: VaultSession;
  private readonly store: WalletStore;
  private readonly signing: WalletSigning;

  constructor(vaultOptions: VaultOptions, derivation: Derivation, network: NetworkKind) {
    this.vault = new VaultSession(vaultOptions);
    this.store = new WalletStore(this.vault, derivation, network);
    this.signing = new WalletSigning(this.vault, this.store, network);
  }

  status(): SignerResult<'status'> {
    return this.vault.status();
  }

  unlock(password: string): Promise<SignerResult<'unlock'>> {
    return this.vault.unlock(password);
  }

  lock(): SignerResult<'lock'> {
    this.vault.lock();
    this.store.wipe();
    return { locked: true };
  }

  changePassword(p: SignerParams<'changePassword'>): Promise<SignerResult<'changePassword'>> {
    return this.vault.changePassword(p);
  }

  addWallet(p: SignerParams<'addWallet'>): Promise<SignerResult<'addWallet'>> {
    return this.store.addWallet(p);
  }

  saveState(p: SignerParams<'saveState'>): Promise<SignerResult<'saveState'>> {
    return this.store.saveState(p);
  }

  deriveAccounts(p: SignerParams<'deriveAccounts'>): SignerResult<'deriveAccounts'> {
    return this.store.deriveAccounts(p);
  }

  deriveBatch(p: SignerParams<'deriveBatch'>): SignerResult<'deriveBatch'> {
    return this.store.deriveBatch(p);
  }

  revealSecret(p: SignerParams<'revealSecret'>): Promise<SignerResult<'revealSecret'>> {
    return this.store.revealSecret(p);
  }

  signTransfer(p: SignerParams<'signTransfer'>): Promise<SignerResult<'signTransfer'>> {
    return this.signing.signTransfer(p);
  }

  signDapp(p: SignerParams<'signDapp'>): Promise<SignerResult<'signDapp'>> {
    return this.signing.signDapp(p);
  }

  accountKey(p: SignerParams<'accountKey'>): Promise<SignerResult<'accountKey'>> {
    return this.signing.accountKey(p);
  }

  recipientCheck(p: SignerParams<'recipientCheck'>): SignerResult<'recipientCheck'> {
    return this.signing.recipientCheck(p);
  }

  signMessagingIdentity(
    p: SignerParams<'signMessagingIdentity'>,
  ): Promise<SignerResult<'signMessagingIdentity'>> {
    return this.signing.signMessagingIdentity(p);
  }

  messagingKey(p: SignerParams<'messagingKey'>): SignerResult<'messagingKey'> {
    return this.signing.messagingKey(p);
  }
}
