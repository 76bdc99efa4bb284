/**
 * The EVM family as the transfer service sees it (main/chains/family.ts): every call
 * forwards to a logic function with the family's ctx; the rules live in logic/. One object
 * serves all 16 chains; the coin's chain name picks the per-chain config.
 */
import { Transaction, getAddress } from 'ethers';
import { parseUnits } from '../../../shared/amount';
import { AppError } from '../../../shared/errors';
import type { SignIntent, SignIntentOf } from '../../../shared/signer/protocol';
import type {
  CoinRef,
  CoinSnapshot,
  NftSendParams,
  PendingEntry,
  Prepared,
  Quote,
  QuoteParams,
  WalletFamily,
} from '../family';
import type { HistoryPage } from '../types';
import { chainConfig } from './config';
import type { EvmCtx } from './ctx';
import { EVM_ERRORS } from './errors';
import { evmFamilyConfig } from './familyConfig';
import { FeesInfoBook } from './feesInfoBook';
import type { EvmFamilyContext } from './localEndpoints';
import * as logic from './logic';
import { evmPendingStatus, nonceOf, pendingEntryOf, sortEvmPending } from './pendingEntry';
import { replacementQuote } from './replacementQuote';
import { createEvmSwaps } from './swaps';

/** Gas prices are shown in gwei (10^9 wei). */
const GWEI_DECIMALS = 9;

export function createEvmWalletFamily(c: EvmFamilyContext): WalletFamily {
  const config = evmFamilyConfig(c);
  const ctxOrNull: EvmCtx | null = config && { http: c.http, config, now: c.now ?? Date.now };
  const ctx = (): EvmCtx => {
    if (!ctxOrNull) throw new AppError('NETWORK', 'No local EVM node is configured (WALLET_LOCAL_ENDPOINTS)');
    return ctxOrNull;
  };
  const feesInfo = new FeesInfoBook(ctx);

  async function balances(coin: CoinRef): Promise<{ native: bigint; coin: bigint }> {
    const tokens = coin.contractAddress ? [coin.contractAddress] : [];
    const [b] = await logic.getBalances(ctx(), {
      chain: coin.chainName,
      accounts: [{ address: coin.address, tokens }],
    });
    if (!coin.contractAddress) return { native: b!.native, coin: b!.native };
    const token = b!.tokens.get(getAddress(coin.contractAddress));
    if (token === undefined) throw new AppError('NETWORK', `Could not read the ${coin.symbol} balance`);
    return { native: b!.native, coin: token };
  }

  /** spec §8: a history read failure is logged and the coin still shows, with its balance. */
  async function history(coin: CoinRef): Promise<HistoryPage> {
    if (chainConfig(ctx().config, coin.chainName).explorers.length === 0) return { items: [], skipped: 0 };
    try {
      const { items, skipped } = await logic.listHistoryPage(ctx(), {
        chain: coin.chainName,
        address: coin.address,
        ...(coin.contractAddress ? { contractAddress: coin.contractAddress, decimals: coin.decimals } : {}),
      });
      return {
        items: items.map((i) => ({
          hash: i.hash,
          amount: i.amount,
          status: i.status,
          date: i.date,
          from: i.from,
          to: i.to,
          ...(i.contractAddress ? { contractAddress: i.contractAddress } : {}),
          ...(i.fee !== undefined ? { fee: i.fee } : {}),
        })),
        skipped,
      };
    } catch (e) {
      console.error(`history ${coin.chainName}: ${e instanceof Error ? e.message : String(e)}`);
      return { items: [], skipped: 0 };
    }
  }

  async function estimate(coin: CoinRef, p: QuoteParams) {
    const to = recipient(p.to);
    const native = !coin.contractAddress;
    if (p.amount <= 0n && !(native && p.sendAll))
      throw new AppError('RULE', 'Enter an amount greater than 0');
    const bal = await balances(coin);
    if (!native && p.amount > bal.coin) throw new AppError('RULE', `Insufficient ${coin.symbol} balance`);
    const q = await logic.estimateFee(ctx(), {
      chain: coin.chainName,
      from: coin.address,
      to,
      amount: p.amount,
      balance: bal.coin,
      ...(coin.contractAddress ? { contractAddress: coin.contractAddress } : {}),
      sendAll: native && p.sendAll,
      option: p.feeOption,
      overrides: await feesInfo.overrides(coin.chainName),
      ...(p.customFee !== undefined ? { customGasPrice: parseUnits(p.customFee, GWEI_DECIMALS) } : {}),
    });
    // spec §5: fee-estimate texts starting with 'The' are the transfer's own message
    if ('customError' in q) throw new AppError('RULE', q.customError);
    if ((native && q.amount <= 0n) || bal.native < q.fee)
      throw new AppError('RULE', 'Insufficient balance to pay the network fee');
    const quote: Quote = {
      amount: q.amount,
      fee: q.fee,
      isMax: q.isMax,
      feeOptions: q.options.map((o) => ({ title: o.title, price: o.gasPrice })),
      feeUnit: 'gwei',
      feeUnitDecimals: GWEI_DECIMALS,
    };
    return { to, q, quote };
  }

  /**
   * An NFT transfer's quote: the wallet must hold the units (read on the node), the gas is
   * estimated on the call itself, and nothing native moves (the quote's amount is 0).
   */
  async function estimateNft(coin: CoinRef, p: NftSendParams) {
    // the NFT list names other families' standards too (Solana's): only these two are sent here
    const standard = p.standard === 'erc721' || p.standard === 'erc1155' ? p.standard : null;
    if (!standard) throw new AppError('BAD_INPUT', `A ${p.standard} token is not an EVM NFT`);
    const to = recipient(p.to);
    const contractAddress = recipient(p.contractAddress);
    const held = await logic.nftHeld(ctx(), {
      chain: coin.chainName,
      contractAddress,
      standard,
      owner: coin.address,
      tokenId: p.tokenId,
    });
    if (held < p.amount)
      throw new AppError('RULE', held === 0n ? 'This wallet does not hold that NFT' : `Only ${held} held`);
    const call = logic.nftTransferCall({ ...p, standard, contractAddress, from: coin.address, to });
    const [q, native] = await Promise.all([
      logic.estimateFee(ctx(), {
        chain: coin.chainName,
        from: coin.address,
        to,
        amount: 0n,
        balance: 0n,
        call,
        option: p.feeOption,
        overrides: await feesInfo.overrides(coin.chainName),
        ...(p.customFee !== undefined ? { customGasPrice: parseUnits(p.customFee, GWEI_DECIMALS) } : {}),
      }),
      balances(coin),
    ]);
    if ('customError' in q) throw new AppError('RULE', q.customError);
    if (native.native < q.fee) throw new AppError('RULE', 'Insufficient balance to pay the network fee');
    const quote: Quote = {
      amount: 0n,
      fee: q.fee,
      isMax: false,
      feeOptions: q.options.map((o) => ({ title: o.title, price: o.gasPrice })),
      feeUnit: 'gwei',
      feeUnitDecimals: GWEI_DECIMALS,
    };
    return { to, contractAddress, standard, q, quote };
  }

  return {
    network: c.network === 'local' ? 'regtest' : c.network,
    pendingStatus: evmPendingStatus,
    sortPending: sortEvmPending,

    async snapshot(coin): Promise<CoinSnapshot> {
      const [bal, page] = await Promise.all([balances(coin), history(coin)]);
      return {
        balance: bal.coin,
        history: page.items,
        ...(page.skipped ? { historySkipped: page.skipped } : {}),
        receiveAddress: coin.address,
      };
    },

    /** One getBalances per chain for all of a wallet's coins on it: native and every token. */
    async balances(coins): Promise<Map<CoinRef, bigint>> {
      const out = new Map<CoinRef, bigint>();
      const byChain = new Map<string, CoinRef[]>();
      for (const coin of coins) byChain.set(coin.chainName, [...(byChain.get(coin.chainName) ?? []), coin]);
      await Promise.all(
        [...byChain].map(async ([chain, list]) => {
          const byAddress = new Map<string, CoinRef[]>();
          for (const coin of list)
            byAddress.set(coin.address, [...(byAddress.get(coin.address) ?? []), coin]);
          try {
            const rows = await logic.getBalances(ctx(), {
              chain,
              accounts: [...byAddress].map(([address, cs]) => ({
                address,
                tokens: cs.flatMap((x) => (x.contractAddress ? [x.contractAddress] : [])),
              })),
            });
            rows.forEach((row, i) => {
              for (const coin of [...byAddress.values()][i]!) {
                const v = coin.contractAddress
                  ? row.tokens.get(getAddress(coin.contractAddress))
                  : row.native;
                if (v !== undefined) out.set(coin, v);
              }
            });
          } catch (e) {
            // spec §8: a read failure is logged; the coin shows no balance rather than a wrong one
            console.error(`balances ${chain}: ${e instanceof Error ? e.message : String(e)}`);
          }
        }),
      );
      return out;
    },

    quote: async (coin, p) => (await estimate(coin, p)).quote,

    async prepare(coin, p): Promise<Prepared> {
      const { to, q, quote } = await estimate(coin, p);
      const built = await logic.buildTransfer(ctx(), {
        chain: coin.chainName,
        from: coin.address,
        to,
        amount: q.amount,
        ...(coin.contractAddress ? { contractAddress: coin.contractAddress } : {}),
        gasLimit: q.gasLimit,
        pricing: q.pricing,
        nonce: q.nonce,
      });
      return { quote, unsigned: built.unsigned, intent: intentOf('transfer', built, q.fee) };
    },

    async broadcast(coin, signed) {
      const hash = await logic.broadcast(ctx(), { chain: coin.chainName, signedHex: signed });
      return { hash, pending: pendingEntryOf(signed, hash, ctx().now()) };
    },

    /** spec §4: an entry whose nonce a mined transaction used is done, even without its own receipt */
    async status(coin, hash, entry) {
      const nonce = nonceOf(entry);
      // the mined count is read before the receipt, so a receipt landing in between is still seen
      const mined =
        nonce !== null
          ? await logic.minedNonce(ctx(), { chain: coin.chainName, address: coin.address })
          : null;
      const s = await logic.txStatus(ctx(), { chain: coin.chainName, hash });
      return s === 'pending' && mined !== null && nonce !== null && mined > nonce ? 'replaced' : s;
    },

    /** A bad recipient is the quote's error to say; the preview then has nothing to run. */
    async preview(coin, p, opts) {
      let to: string;
      try {
        to = recipient(p.to);
      } catch (e) {
        return { status: 'unavailable', reason: e instanceof Error ? e.message : String(e) };
      }
      return logic.previewTransfer(ctx(), {
        chain: coin.chainName,
        from: coin.address,
        to,
        amount: p.amount,
        ...(coin.contractAddress ? { contractAddress: coin.contractAddress } : {}),
        ...(opts?.fiatPrice ? { fiatPrice: opts.fiatPrice } : {}),
      });
    },

    resolveName: (chainName, name) => logic.resolveName(ctx(), chainName, name),

    swaps: createEvmSwaps(ctx),

    nfts: {
      list: (coin, cursor) => logic.listNfts(ctx(), { chain: coin.chainName, address: coin.address, cursor }),
      quote: async (coin, p) => (await estimateNft(coin, p)).quote,
      async prepare(coin, p): Promise<Prepared> {
        const { to, contractAddress, standard, q, quote } = await estimateNft(coin, p);
        const built = await logic.buildTransfer(ctx(), {
          chain: coin.chainName,
          from: coin.address,
          to,
          amount: p.amount,
          contractAddress,
          nft: { standard, tokenId: p.tokenId },
          gasLimit: q.gasLimit,
          pricing: q.pricing,
          nonce: q.nonce,
        });
        return { quote, unsigned: built.unsigned, intent: intentOf('nftTransfer', built, q.fee) };
      },
      /** A bad recipient or collection is the quote's error to say; the preview has nothing to run. */
      async preview(coin, p, opts) {
        const standard = p.standard === 'erc721' || p.standard === 'erc1155' ? p.standard : null;
        let to: string, contractAddress: string;
        try {
          if (!standard) throw new Error(`A ${p.standard} token is not an EVM NFT`);
          [to, contractAddress] = [recipient(p.to), recipient(p.contractAddress)];
        } catch (e) {
          return { status: 'unavailable', reason: e instanceof Error ? e.message : String(e) };
        }
        return logic.previewNftTransfer(ctx(), {
          chain: coin.chainName,
          from: coin.address,
          to,
          contractAddress,
          standard,
          tokenId: p.tokenId,
          amount: p.amount,
          ...(opts?.fiatPrice ? { fiatPrice: opts.fiatPrice } : {}),
        });
      },
    },

    permissions: logic.evmPermissions(ctx, (chain) => feesInfo.overrides(chain)),

    tokenInfo: (chainName, contractAddress) =>
      logic.getTokenInfo(ctx(), { chain: chainName, contractAddress: recipient(contractAddress) }),

    /** Rebuilt from the entry's own signed copy; the signer checks it against its journal too. */
    async replace(coin, entry: PendingEntry, kind): Promise<Prepared> {
      if (!entry.signed) throw new AppError('RULE', EVM_ERRORS.noRecord);
      const built = await logic.buildReplacement(ctx(), {
        chain: coin.chainName,
        signed: entry.signed,
        kind: kind === 'speedUp' ? 'speedup' : 'cancel',
      });
      if (getAddress(built.intent.from) !== getAddress(coin.address))
        throw new AppError('RULE', EVM_ERRORS.notFound);
      return {
        quote: replacementQuote(built, GWEI_DECIMALS),
        unsigned: built.unsigned,
        intent: {
          ...intentOf(kind, built, built.intent.feeCap),
          replaces: Transaction.from(entry.signed).hash!,
        },
      };
    },
  };
}

function recipient(text: string): string {
  if (!/^0x[0-9a-fA-F]{40}$/.test(text)) throw new AppError('BAD_INPUT', 'Enter a valid address');
  try {
    return getAddress(text);
  } catch {
    throw new AppError('BAD_INPUT', 'The address checksum is wrong; check the address');
  }
}

function intentOf(kind: SignIntentOf<'evm'>['kind'], built: logic.BuiltTransfer, feeCap: bigint): SignIntent {
  return {
    family: 'evm',
    kind,
    chainName: built.intent.chain,
    from: built.intent.from,
    to: built.intent.to,
    amount: built.intent.amount.toString(10),
    feeCap: feeCap.toString(10),
    ...(built.intent.contractAddress ? { contractAddress: built.intent.contractAddress } : {}),
    ...(built.intent.nft
      ? { nft: { standard: built.intent.nft.standard, tokenId: built.intent.nft.tokenId.toString(10) } }
      : {}),
    nonce: built.nonce,
  };
}
