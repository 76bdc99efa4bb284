/**
 * The Solana family as the services see it (main/chains/family.ts): every call forwards to a
 * logic function with the family's ctx; the rules live in logic/.
 */
import { base58 } from '@scure/base';
import { SOLANA_NFT_STANDARDS } from '../../../shared/chains/solana/nfts';
import { validateAddress } from '../../../shared/chains/solana/validate';
import { AppError } from '../../../shared/errors';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import type { CoinRef, FamilyStaking, NftSendParams, Prepared, QuoteParams, WalletFamily } from '../family';
import type { HistoryPage } from '../types';
import { solanaConfig } from './config';
import { BLOCKHASH_LIFETIME, CONFIRM_POLICY } from './constants';
import type { SolanaCtx } from './ctx';
import { SOLANA_ERRORS } from './errors';
import type { SolanaFamilyContext } from './localEndpoints';
import * as logic from './logic';
import { lastValidHeightOf, pendingEntryOf } from './pendingEntry';

/** Blockhashes prepare used, kept to give a broadcast its expiry height (a few hundred at most). */
const BLOCKHASH_MEMORY = 256;
/**
 * How long prepare hands out the very message a preview simulated (issue 32): well inside a
 * blockhash's life (150 blocks, about a minute), so what is signed is what was previewed; an
 * older review gets a fresh message with a fresh blockhash.
 */
export const PREVIEWED_REUSE_MS = 45_000;
/** Previews are asked on every keystroke of the amount; only the newest few are kept. */
const PREVIEWED_MEMORY = 64;
/** Calls this close together are one review's quote, preview and submit: they share one build. */
const BESIDE_MS = 2_000;

export function createSolanaWalletFamily(c: SolanaFamilyContext): WalletFamily {
  const config = solanaConfig(c.network, c.local);
  const now = c.now ?? Date.now;
  const ctxOrNull: SolanaCtx | null = config && { http: c.http, config, now };
  const ctx = (): SolanaCtx => {
    if (!ctxOrNull) throw new AppError('NETWORK', SOLANA_ERRORS.noNode);
    return ctxOrNull;
  };
  const expiries = new Map<string, bigint>();
  const remember = (blockhash: string, height: bigint) => {
    expiries.set(blockhash, height);
    if (expiries.size > BLOCKHASH_MEMORY) expiries.delete(expiries.keys().next().value!);
  };

  const recipient = (chainName: string, to: string): string => {
    if (!validateAddress(chainName, to).valid) throw new AppError('BAD_INPUT', SOLANA_ERRORS.badAddress);
    return to;
  };

  /** spec §8: a history read failure is logged and the coin still shows, with its balance. */
  async function history(coin: CoinRef, tokenAccount?: string): Promise<HistoryPage> {
    if (coin.contractAddress && !tokenAccount) return { items: [], skipped: 0 };
    try {
      return await logic.listHistory(ctx(), {
        owner: coin.address,
        ...(coin.contractAddress && tokenAccount
          ? { token: { mint: coin.contractAddress, account: tokenAccount } }
          : {}),
      });
    } catch (e) {
      console.error(`history ${coin.chainName}: ${e instanceof Error ? e.message : String(e)}`);
      return { items: [], skipped: 0 };
    }
  }

  const preparedOf = (
    coin: CoinRef,
    plan: logic.TransferPlan,
    intent: Omit<SignIntentOf<'solana'>, 'family' | 'chainName' | 'from' | 'feeCap'>,
  ): Prepared => {
    remember(plan.blockhash.blockhash, plan.blockhash.lastValidBlockHeight);
    const message = logic.compileMessage({
      payer: coin.address,
      blockhash: plan.blockhash.blockhash,
      unitLimit: plan.unitLimit,
      unitPrice: plan.unitPrice,
      instructions: plan.instructions,
    });
    return {
      quote: plan.quote,
      unsigned: logic.base64Of(message),
      intent: {
        family: 'solana',
        chainName: coin.chainName,
        from: coin.address,
        feeCap: plan.quote.fee.toString(),
        ...intent,
      },
    };
  };

  const plan = (coin: CoinRef, p: QuoteParams) =>
    logic.quoteTransfer(ctx(), {
      from: coin.address,
      to: recipient(coin.chainName, p.to),
      amount: p.amount,
      sendAll: p.sendAll,
      feeOption: p.feeOption,
      ...(p.customFee !== undefined ? { customFee: p.customFee } : {}),
      ...(coin.contractAddress ? { token: { mint: coin.contractAddress, symbol: coin.symbol } } : {}),
    });

  /** A send built as prepare builds it: the plan (for its quote and intent) and the message. */
  const buildSend = async (coin: CoinRef, p: QuoteParams) => {
    const t = await plan(coin, p);
    const prepared = preparedOf(coin, t, {
      kind: 'transfer',
      to: p.to,
      amount: t.quote.amount.toString(),
      ...(t.token
        ? {
            mint: t.token.mint,
            decimals: t.token.decimals,
            ...(t.token.createsAccount ? { createsAccount: true } : {}),
          }
        : {}),
    });
    return { plan: t, prepared };
  };

  /**
   * The newest message built for each send (issue 32: the signer signs what was simulated).
   * A quote and its preview asked together share one build (one plan, one message); prepare
   * then takes that message while it is young, once; a preview asked beside a prepare that
   * built or took one just now simulates that one. Held as promises, so whichever call comes
   * first builds and the others wait for it.
   */
  const builds = new Map<string, { built: ReturnType<typeof buildSend>; at: number; takenAt?: number }>();
  const sendKey = (coin: CoinRef, p: QuoteParams) =>
    JSON.stringify([
      coin.walletId,
      coin.chainName,
      coin.address,
      coin.contractAddress ?? null,
      p.to,
      p.sendAll ? 'all' : p.amount.toString(10),
      p.feeOption,
      p.customFee ?? null,
      p.memo ?? null,
    ]);
  const register = (key: string, coin: CoinRef, p: QuoteParams, takenAt?: number) => {
    const built = buildSend(coin, p);
    built.catch(() => undefined); // every caller awaits it; a refused send is each caller's error
    builds.delete(key);
    builds.set(key, { built, at: now(), ...(takenAt !== undefined ? { takenAt } : {}) });
    while (builds.size > PREVIEWED_MEMORY) builds.delete(builds.keys().next().value!);
    return built;
  };
  /** For a quote or a preview: the build of a call asked beside it, else a new one. */
  const besideBuild = (coin: CoinRef, p: QuoteParams) => {
    const key = sendKey(coin, p);
    const b = builds.get(key);
    const t = now();
    const beside = b && (t - b.at < BESIDE_MS || (b.takenAt !== undefined && t - b.takenAt < BESIDE_MS));
    return beside ? b.built : register(key, coin, p);
  };
  /** For prepare: the message the review previewed while young and not yet signed, else a new one. */
  const sendBuild = (coin: CoinRef, p: QuoteParams) => {
    const key = sendKey(coin, p);
    const b = builds.get(key);
    const t = now();
    if (b && b.takenAt === undefined && t - b.at < PREVIEWED_REUSE_MS) {
      b.takenAt = t; // once: the same message signed twice would be a duplicate
      return b.built;
    }
    return register(key, coin, p, t);
  };

  /** An NFT send: what the list called a Solana NFT, sent whole (the family re-reads the mint). */
  const nftPlan = (coin: CoinRef, p: NftSendParams) => {
    const standard = SOLANA_NFT_STANDARDS.find((s) => s === p.standard);
    if (!standard) throw new AppError('BAD_INPUT', `A ${p.standard} token is not on Solana`);
    if (p.amount !== 1n) throw new AppError('RULE', 'An NFT is sent whole');
    return logic.quoteNftTransfer(ctx(), {
      from: coin.address,
      to: recipient(coin.chainName, p.to),
      mint: p.contractAddress,
      standard,
      feeOption: p.feeOption,
      ...(p.customFee !== undefined ? { customFee: p.customFee } : {}),
    });
  };

  const staking: FamilyStaking = {
    actions: ['stake', 'unstake', 'withdraw'],
    async validators() {
      const list = await logic.listValidators(ctx());
      return list.map((v) => ({
        address: v.voteAccount,
        name: v.name,
        ...(v.commission !== undefined ? { commission: v.commission } : {}),
        ...(v.apy !== undefined ? { apy: v.apy } : {}),
        ...(v.activatedStake !== undefined ? { activatedStake: v.activatedStake } : {}),
        ...(v.image !== undefined ? { image: v.image } : {}),
      }));
    },
    async positions(coin) {
      const list = await logic.stakePositions(ctx(), coin.address);
      return list.map((p) => ({
        id: p.account.address,
        validator: p.account.delegation?.voter ?? '',
        amount: p.amount,
        status: p.status,
        actions: p.actions,
      }));
    },
    async prepare(coin, op) {
      const s = await logic.prepareStaking(ctx(), coin.address, op);
      return preparedOf(coin, s, {
        kind: s.kind,
        to: s.target,
        amount: s.intentAmount.toString(),
        ...(s.stakeSeed ? { stakeSeed: s.stakeSeed } : {}),
      });
    },
  };

  return {
    network: c.network === 'local' ? 'regtest' : c.network,
    confirmPolicy: { ...CONFIRM_POLICY },
    staking,

    nfts: {
      // the native coin's page lists them; a token coin has none of its own
      list: async (coin, cursor) =>
        coin.contractAddress ? null : logic.listNfts(ctx(), { owner: coin.address, cursor }),
      quote: async (coin, p) => (await nftPlan(coin, p)).quote,
      async prepare(coin, p) {
        const t = await nftPlan(coin, p);
        return preparedOf(coin, t, {
          kind: 'nftTransfer',
          to: p.to,
          amount: '1',
          mint: p.contractAddress,
          decimals: 0,
          ...(t.token?.createsAccount ? { createsAccount: true } : {}),
        });
      },
      /**
       * The NFT send simulated as prepare builds it and held to it (issue 32): the wallet's token
       * account gives the one item, the recipient's receives it, no SOL leaves but the fee and
       * the new account's quoted rent. Only a plain SPL NFT is sent at all (the quote refuses
       * the others), so only its moves are simulated; a send the quote refuses has nothing to show.
       */
      async preview(coin, p) {
        let t: Awaited<ReturnType<typeof nftPlan>>;
        try {
          t = await nftPlan(coin, p);
        } catch (e) {
          return { status: 'unavailable', reason: e instanceof Error ? e.message : String(e) };
        }
        const message = logic.compileMessage({
          payer: coin.address,
          blockhash: t.blockhash.blockhash,
          unitLimit: t.unitLimit,
          unitPrice: t.unitPrice,
          instructions: t.instructions,
        });
        const rent = t.quote.costs?.find((r) => r.kind === 'rent');
        return logic.previewTransfer(ctx(), {
          unsigned: logic.base64Of(message),
          wallet: coin.address,
          fee: t.quote.fee,
          intent: {
            asset: p.contractAddress,
            symbol: 'NFT',
            decimals: 0,
            amount: 1n,
            to: p.to,
            rent: rent?.kind === 'rent' ? rent.amount : 0n,
          },
        });
      },
    },

    permissions: {
      list: (coin) => logic.listSolanaPermissions(ctx(), coin.address),
      async prepareRevokes(coin, targets) {
        const plans = await logic.prepareSolanaRevokes(ctx(), coin.address, targets);
        return plans.map((p) =>
          preparedOf(coin, p, { kind: 'revokeDelegate', to: p.account, amount: '0', mint: p.mint }),
        );
      },
    },

    async snapshot(coin) {
      const overview = (await logic.getBalances(ctx(), [coin.address])).get(coin.address)!;
      const mint = coin.contractAddress;
      const held = mint ? overview.tokens.filter((t) => t.mint === mint) : [];
      const account = held.find((t) => t.account === logic.ataOf(coin.address, mint!, t.program)) ?? held[0];
      const page = await history(coin, account?.account);
      return {
        balance: mint ? logic.tokenBalanceOf(overview, mint) : overview.lamports,
        history: page.items,
        ...(page.skipped ? { historySkipped: page.skipped } : {}),
        receiveAddress: coin.address,
      };
    },

    /** Every coin of every address in one request: SOL and both token programs' accounts. */
    async balances(coins) {
      const out = new Map<CoinRef, bigint>();
      try {
        const overviews = await logic.getBalances(
          ctx(),
          coins.map((x) => x.address),
        );
        for (const coin of coins) {
          const o = overviews.get(coin.address);
          if (o)
            out.set(coin, coin.contractAddress ? logic.tokenBalanceOf(o, coin.contractAddress) : o.lamports);
        }
      } catch (e) {
        // spec §8: a read failure is logged; the coin shows no balance rather than a wrong one
        console.error(`balances solana: ${e instanceof Error ? e.message : String(e)}`);
      }
      return out;
    },

    quote: async (coin, p) => (await besideBuild(coin, p)).plan.quote,

    async prepare(coin, p) {
      return (await sendBuild(coin, p)).prepared;
    },

    /**
     * The send simulated as prepare builds it, the same message prepare then hands out, held to
     * what the user asked (issue 32). A send the quote refuses has nothing to simulate: the
     * quote's error says why.
     */
    async preview(coin, p, opts) {
      let b: Awaited<ReturnType<typeof buildSend>>;
      try {
        b = await besideBuild(coin, p);
      } catch (e) {
        return { status: 'unavailable', reason: e instanceof Error ? e.message : String(e) };
      }
      const rent = b.plan.quote.costs?.find((r) => r.kind === 'rent');
      return logic.previewTransfer(ctx(), {
        unsigned: b.prepared.unsigned,
        wallet: coin.address,
        fee: b.plan.quote.fee,
        intent: {
          asset: b.plan.token?.mint ?? 'native',
          symbol: coin.symbol,
          decimals: b.plan.token?.decimals ?? coin.decimals,
          amount: b.plan.quote.amount,
          to: p.to,
          rent: rent?.kind === 'rent' ? rent.amount : 0n,
        },
        ...(opts?.fiatPrice ? { fiatPrice: opts.fiatPrice } : {}),
      });
    },

    async broadcast(_coin, signed) {
      const c = ctx();
      const sent = await logic.broadcast(c, signed);
      const expiry = expiries.get(sent.blockhash) ?? (await logic.currentExpiry(c, BLOCKHASH_LIFETIME));
      return {
        hash: sent.signature,
        pending: pendingEntryOf({
          hash: sent.signature,
          date: c.now(),
          kind: sent.kind,
          lastValidBlockHeight: expiry,
          signed,
        }),
      };
    },

    status: (_coin, hash, entry) => logic.txStatus(ctx(), hash, lastValidHeightOf(entry)),

    async tokenInfo(_chainName, mint) {
      // a mint may be off the curve (a program-derived address): only its form is checked here
      if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(mint) || base58.decode(mint).length !== 32)
        throw new AppError('BAD_INPUT', SOLANA_ERRORS.badMint);
      return logic.tokenInfo(ctx(), mint);
    },

    async searchTokens(chainName, query, start, limit) {
      const hits = await logic.searchTokens(ctx(), query, start, limit);
      return hits.map((h) => ({
        chainName,
        contractAddress: h.address,
        name: h.name,
        symbol: h.symbol,
        decimals: h.decimals,
      }));
    },
  };
}
