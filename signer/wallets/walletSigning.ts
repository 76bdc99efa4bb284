import { AppError } from '../../shared/errors';
import type { NetworkKind } from '../../shared/chains/validate/result';
import type { SignerParams, SignerResult } from '../../shared/signer/protocol';
import { signTransfer } from '../chains/signing';
import { loadFamilySigning, loadSigning, signerFor } from '../chains/registry';
import { checkDappNamespace } from '../dapp/dappNamespace';
import { signDappRequest } from '../dapp/signDappRequest';
import { journalHash } from '../journal/journalEntry';
import { dappJournalFields } from '../journal/details/dapp';
import { recipientCheck } from '../journal/recipientCheck';
import { messagingKeyOf } from '../messaging/messagingKey';
import { signMessagingIdentity } from '../messaging/signMessagingIdentity';
import { keyAccessFor } from './keyAccess';
import { ownNetwork } from './ownNetwork';
import type { VaultSession } from './vaultSession';
import type { WalletStore } from './walletStore';
import { watchAccountKey, watchOnlyRefusal } from './watchOnly';

/** WalletConnect signs for EVM and Solana accounts; an imported key is decoded by its family. */
const loadDappSigning = () => Promise.all([loadFamilySigning('evm'), loadFamilySigning('solana')]);

/**
 * What the wallets' keys sign, each checked against what the user approved and recorded in the
 * journal before the signature leaves: transfers, dapp requests, the messaging identity. Keys
 * reach family code as capabilities (keyAccess.ts). Every request naming a network other than
 * the signer's own is refused before a key is read or a family's signing code loads (ownNetwork).
 */
export class WalletSigning {
  constructor(
    private readonly vault: VaultSession,
    private readonly store: WalletStore,
    private readonly network: NetworkKind,
  ) {}

  async signTransfer(p: SignerParams<'signTransfer'>): Promise<SignerResult<'signTransfer'>> {
    const network = ownNetwork(this.network, p.network);
    const chainName = p.intent.chainName;
    // each family's transaction libraries load on its first signing request (chains/registry.ts)
    await loadSigning(chainName);
    const keys = this.store.keysOf(p.walletId, network);
    const journal = await this.vault.openJournal();
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
    // the key's family, from the vault's own records, must declare the request's namespace
    const secret = this.store.secretOf(p.walletId);
    if (secret.kind === 'watch') throw watchOnlyRefusal();
    checkDappNamespace({
      request: p.request,
      wallet: this.vault.unlocked().state.wallets.find((w) => w.id === p.walletId),
      importedFor: secret.kind === 'privateKey' ? secret.chainName : null,
      activePath: p.activePath,
      network,
    });
    await loadDappSigning();
    const keys = this.store.keysOf(p.walletId, network);
    const journal = await this.vault.openJournal();
    const result = signDappRequest({ ...p, network, keys });
    const fields = dappJournalFields(p.from, p.request, result);
    journal.record({ walletId: p.walletId, kind: 'dapp', at: Date.now(), feeCap: fields.fee, ...fields });
    return { result };
  }

  /** The family's public account key, for discovery in main (public data). */
  async accountKey(p: SignerParams<'accountKey'>): Promise<SignerResult<'accountKey'>> {
    const network = ownNetwork(this.network, p.network);
    await loadSigning(p.chainName);
    const secret = this.store.secretOf(p.walletId);
    const accountKey = signerFor(p.chainName).accountKey;
    if (!accountKey) throw new AppError('BAD_INPUT', 'This chain has no account key');
    // public data a watch-only wallet was added with; no key is read
    if (secret.kind === 'watch') return watchAccountKey(secret, p.chainName);
    if (secret.kind !== 'phrase') throw new AppError('BAD_INPUT', 'A private-key wallet has no account key');
    const keys = keyAccessFor(secret, this.store.seedOf(p.walletId, secret), network);
    return accountKey(keys, p.chainName, network, p.receivePath);
  }

  /**
   * What the journal knows of a recipient (first send, look-alike of an address paid before),
   * computed here from this vault's own record so that neither main nor an explorer can hide
   * it. Before any signature there is no journal: every recipient is a first send.
   */
  recipientCheck(p: SignerParams<'recipientCheck'>): SignerResult<'recipientCheck'> {
    this.vault.unlocked();
    return recipientCheck(this.vault.openedJournal()?.entriesOf(p.walletId, p.chainName) ?? [], p.recipient);
  }

  /** XMTP's identity statement for the wallet's own address, checked, then signed (signer/messaging/). */
  async signMessagingIdentity(
    p: SignerParams<'signMessagingIdentity'>,
  ): Promise<SignerResult<'signMessagingIdentity'>> {
    const network = ownNetwork(this.network, p.network);
    await loadFamilySigning('evm');
    return signMessagingIdentity({ ...p, network, keys: this.store.keysOf(p.walletId, network) });
  }

  /** The messaging database key of one of the wallet's addresses, derived from its secret. */
  messagingKey(p: SignerParams<'messagingKey'>): SignerResult<'messagingKey'> {
    const secret = this.store.secretOf(p.walletId);
    // derived from the secret, which a watch-only wallet does not have (and it cannot sign the identity)
    if (secret.kind === 'watch') throw watchOnlyRefusal();
    const seed = secret.kind === 'phrase' ? this.store.seedOf(p.walletId, secret) : null;
    return { key: messagingKeyOf(secret, seed, p.address) };
  }
}
