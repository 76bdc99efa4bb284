import { formatUnits, parseUnits } from '../../../shared/amount';
import { getChain } from '../../../shared/chains/registry';
import type { CallInput, CallOutput } from '../../../shared/contract';
import { AppError } from '../../../shared/errors';
import type { NftItem, NftSendParams } from '../../chains/family';
import { HeldPreviews } from '../preview/heldPreviews';
import { refuseMismatch } from '../preview/refuseMismatch';
import type { CoinRefs } from '../transfers/coinRefs';
import { costsView } from '../transfers/costsView';
import type { SignAndSend } from '../transfers/signAndSend';
import type { NftMediaService } from './nftMediaService';
import { nftChoiceKey, type NftSpamChoices } from './nftSpamChoices';
import { spamReasonOf } from './spamRules';

type NftForm = CallInput<'nft.quote'>;

/** What an NFT send's preview is bound to: the coin, the item, the units and the recipient. */
const bindingOf = (form: NftForm) =>
  JSON.stringify([form.coinId, form.contractAddress.trim(), form.tokenId, form.amount, form.to.trim()]);

/**
 * Sending an NFT for families that have them: the form names the wallet's native coin of the
 * NFT's chain (it pays the fee, spec §3 `selectedNft`), the family builds the transfer, and it
 * leaves the wallet as a send does (signer, broadcast, pending list, confirmation loop).
 */
export class NftSendService {
  /** issue 32: the previews of the quotes given out, so a send is judged by main's own */
  private readonly held = new HeldPreviews();

  constructor(
    private readonly refs: CoinRefs,
    private readonly sender: SignAndSend,
    /** keeps each listed NFT's media URI, which never reaches the renderer */
    private readonly media?: NftMediaService,
    /** the items the user moved into or out of "Hidden" */
    private readonly choices?: NftSpamChoices,
    /**
     * whether the wallet dealt with `address` on the chain before (the signer's journal of whom
     * it paid, the address book), for the airdrop rule; absent: the rule is not applied
     */
    private readonly dealtWith?: (walletId: string, chainName: string, address: string) => Promise<boolean>,
  ) {}

  /** Senders of the page's items the wallet never dealt with (itself and known ones left out), each asked once. */
  private async strangers(walletId: string, chainName: string, own: string, items: readonly NftItem[]) {
    const out = new Set<string>();
    const dealtWith = this.dealtWith;
    if (!dealtWith) return out;
    const senders = new Set(items.flatMap((i) => (i.sentBy !== undefined ? [i.sentBy.toLowerCase()] : [])));
    senders.delete(own.toLowerCase());
    await Promise.all(
      [...senders].map(async (a) => {
        // a journal that cannot be asked is no evidence: nothing is hidden on it
        if (!(await dealtWith(walletId, chainName, a).catch(() => true))) out.add(a);
      }),
    );
    return out;
  }

  private async locate(form: NftForm) {
    const { wallet, coin } = this.refs.coinOf(form.coinId);
    if (coin.type !== 'coin') throw new AppError('BAD_INPUT', "An NFT's fee is paid in its chain's own coin");
    const family = this.refs.sendingFamily(coin.chainName);
    if (!family.nfts)
      throw new AppError('RULE', `NFTs cannot be sent on ${getChain(coin.chainName).displayName}`);
    const ref = await this.refs.refOf(wallet, coin, family);
    return { coin, nfts: family.nfts, ref, params: paramsOf(form) };
  }

  async list({ coinId, cursor }: CallInput<'nft.list'>): Promise<CallOutput<'nft.list'>> {
    const { wallet, coin } = this.refs.coinOf(coinId);
    const family = this.refs.familyOf(coin.chainName);
    const none = { supported: false, items: [], cursor: null, skipped: 0 };
    if (!family?.nfts || coin.type !== 'coin') return none;
    const ref = await this.refs.refOf(wallet, coin, family);
    const listed = await family.nfts.list(ref, cursor);
    if (!listed) return none;
    const page = this.media
      ? { ...listed, items: await this.media.withMetadata(coinId, listed.items) }
      : listed;
    for (const i of page.items) this.media?.remember(coinId, i);
    const chosen = this.choices?.all() ?? {};
    const strangers = await this.strangers(wallet.id, coin.chainName, ref.address, page.items);
    return {
      supported: true,
      items: page.items.map((i) => {
        const tokenId = i.tokenId.toString(10);
        const sender = i.sentBy?.toLowerCase();
        const reason = spamReasonOf({
          ...i,
          fromStranger: sender !== undefined && strangers.has(sender) ? i.sentBy : undefined,
        });
        const choice = chosen[nftChoiceKey(coin.chainName, i.contractAddress, tokenId)];
        return {
          contractAddress: i.contractAddress,
          standard: i.standard,
          tokenId,
          amount: i.amount.toString(10),
          name: i.name,
          collection: i.collection,
          ...(i.description !== undefined ? { description: i.description } : {}),
          attributes: i.attributes,
          hasImage: i.image !== undefined,
          spam: choice ? choice === 'hidden' : reason !== null,
          ...(reason !== null ? { spamReason: reason } : {}),
          ...(choice ? { choice } : {}),
          verified: i.verified === true,
        };
      }),
      cursor: page.cursor,
      skipped: page.skipped,
    };
  }

  /** Moves an NFT into or out of "Hidden" for every wallet holding it on that chain. */
  setSpam(input: CallInput<'nft.setSpam'>): Record<string, never> {
    if (!this.choices) throw new AppError('INTERNAL', 'No place to keep NFT choices');
    const { coin } = this.refs.coinOf(input.coinId);
    this.choices.set(nftChoiceKey(coin.chainName, input.contractAddress, input.tokenId), input.choice);
    return {};
  }

  async quote(form: NftForm): Promise<CallOutput<'nft.quote'>> {
    const { coin, nfts, ref, params } = await this.locate(form);
    // issue 32: simulated beside the fee quote
    const previewing = nfts.preview?.(ref, params).catch(() => undefined);
    const q = await nfts.quote(ref, params);
    const preview = await previewing;
    const native = getChain(coin.chainName);
    return {
      ...(preview ? { preview, quoteId: this.held.hold(bindingOf(form), preview) } : {}),
      fee: formatUnits(q.fee, native.decimals),
      feeSymbol: native.symbol,
      costs: costsView(q.costs, native.decimals),
      feeOptions: q.feeOptions.map((o) => ({
        title: o.title,
        price: formatUnits(o.price, q.feeUnitDecimals),
        unit: q.feeUnit,
      })),
    };
  }

  async send(form: CallInput<'nft.send'>): Promise<{ hash: string }> {
    const { coin, nfts, ref, params } = await this.locate(form);
    const approvedFee = parseUnits(form.approvedFee, getChain(coin.chainName).decimals);
    // the preview the review showed, by its quote id; without one for this very send, simulated now
    const held = form.quoteId ? this.held.lookup(form.quoteId, bindingOf(form)) : undefined;
    const fresh = held?.kind === 'held' ? undefined : nfts.preview?.(ref, params).catch(() => undefined);
    const prepared = await nfts.prepare(ref, params);
    refuseMismatch(held?.kind === 'held' ? held.preview : await fresh);
    return this.sender.run(ref, coin, prepared, approvedFee, 'nftTransfer');
  }
}

function paramsOf(form: NftForm): NftSendParams {
  const amount = BigInt(form.amount);
  if (amount < 1n) throw new AppError('RULE', 'Send at least one');
  // only ERC-1155 holds several units of one token; an ERC-721 token or a Solana NFT is one
  if (form.standard !== 'erc1155' && amount !== 1n)
    throw new AppError(
      'RULE',
      form.standard === 'erc721' ? 'An ERC-721 token is sent whole' : 'An NFT is sent whole',
    );
  return {
    contractAddress: form.contractAddress.trim(),
    standard: form.standard,
    tokenId: BigInt(form.tokenId),
    to: form.to.trim(),
    amount,
    // a custom rate replaces the option's, as on a send
    feeOption: form.feeOption === 'Custom' ? 'Normal' : form.feeOption,
    ...(form.feeOption === 'Custom' && form.customFee !== undefined ? { customFee: form.customFee } : {}),
  };
}
