import { CATALOGUE } from '../../../shared/catalogue';
import type { CallOutput } from '../../../shared/contract';
import type { RecipientWarning } from '../../../shared/contract/addressBook';
import type { TxView } from '../../../shared/contract/transfers';
import { findLookalike, sameAddress } from '../../../shared/recipients/lookalike';
import type { CoinEntry, WalletMeta } from '../../../shared/wallets';
import type { SignerClient } from '../../signer/client';
import type { CoinRefs } from '../transfers/coinRefs';
import type { AddressBook } from './addressBook';
import { markSuspicious } from './historyHygiene';

/**
 * The recipient checks of every review, and the history hygiene that goes with them. First
 * send and look-alike of a paid address are the signer's answers from its journal; main adds
 * only what it owns (the address book, the catalogue), so it can add warnings but never remove
 * the signer's.
 */
export class RecipientGuard {
  constructor(
    private readonly signer: SignerClient,
    private readonly refs: CoinRefs,
    private readonly book: AddressBook,
  ) {}

  async check(coinId: string, to: string): Promise<CallOutput<'recipient.check'>> {
    const { wallet, coin } = this.refs.coinOf(coinId);
    const journal = await this.signer.call('recipientCheck', {
      walletId: wallet.id,
      chainName: coin.chainName,
      recipient: to,
    });
    const contacts = this.book.list(coin.chainName);
    const contact = contacts.find((c) => sameAddress(c.address, to));
    const warnings: RecipientWarning[] = [];
    if (journal.firstSend && !contact) warnings.push({ kind: 'firstSend' });
    const alikeContact = contact ? null : findLookalike(to, contacts, (c) => c.address);
    if (journal.lookalikeOf) {
      const named = contacts.find((c) => sameAddress(c.address, journal.lookalikeOf!.address));
      warnings.push({
        kind: 'lookalike',
        address: journal.lookalikeOf.address,
        date: journal.lookalikeOf.date,
        ...(named ? { contactName: named.name } : {}),
      });
    } else if (alikeContact)
      warnings.push({ kind: 'lookalike', address: alikeContact.address, contactName: alikeContact.name });
    const token = this.knownToken(wallet, coin.chainName, to);
    if (token) warnings.push({ kind: 'tokenContract', symbol: token });
    return { warnings, ...(contact ? { contactName: contact.name } : {}) };
  }

  /** The symbol of a token whose contract is `address` on this chain, from the catalogue and the wallet's own tokens. */
  private knownToken(wallet: WalletMeta, chainName: string, address: string): string | null {
    const hit =
      CATALOGUE.find(
        (e) => e.chainName === chainName && e.contractAddress && sameAddress(e.contractAddress, address),
      ) ??
      wallet.coins.find(
        (c) => c.chainName === chainName && c.contractAddress && sameAddress(c.contractAddress, address),
      );
    return hit?.symbol ?? null;
  }

  /** A coin's history with poisoning and unsolicited entries labelled (historyHygiene). */
  markHistory(
    wallet: WalletMeta,
    coin: CoinEntry,
    views: readonly TxView[],
    own: readonly string[],
  ): Promise<TxView[]> {
    let contacts: string[] = [];
    try {
      contacts = this.book.list(coin.chainName).map((c) => c.address);
    } catch {
      // no cache (locked mid-read): the journal and the page still count
    }
    return markSuspicious(views, {
      decimals: coin.decimals,
      token: Boolean(coin.contractAddress),
      own,
      counterparties: contacts,
      signerLookalike: async (address) =>
        (
          await this.signer.call('recipientCheck', {
            walletId: wallet.id,
            chainName: coin.chainName,
            recipient: address,
          })
        ).lookalikeOf !== undefined,
    });
  }
}
