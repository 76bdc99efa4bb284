import type { EvmCtx } from './ctx';
import { EVM_ERRORS } from './errors';
import { getFeesInfo, type FeesInfo } from './logic';
import type { FeeOverrides } from './logic/feeOptions';

/** After a failed ask, the next one waits this long: a backend outage costs no quote 30 s each time. */
export const FEES_INFO_RETRY_MS = 10 * 60_000;
/** How long a quote waits for a first answer before going on with the chain's defaults. */
export const FEES_INFO_WAIT_MS = 3_000;

interface ChainState {
  info?: FeesInfo;
  /** when the last ask failed; the next waits FEES_INFO_RETRY_MS */
  failedAt?: number;
  inFlight?: Promise<void>;
}

/**
 * The fees-info answers per chain (spec app.md §9: at most one call per 8 hours), kept in
 * memory for the family's life. getFeesInfo refuses a call within 8 hours of the last
 * answer ('fees info not called due to time-limit'), so the cached overrides are used
 * then. Without a backend (no feesInfoUrl) there is nothing to ask: the chain's own
 * multiplier and priority fee apply, which are the spec's defaults.
 */
export class FeesInfoBook {
  private readonly chains = new Map<string, ChainState>();

  constructor(
    private readonly ctx: () => EvmCtx,
    private readonly log: (message: string) => void = (m) => console.warn(m),
  ) {}

  /** The overrides for a quote on `chain`: asks the backend when due, waiting a little at most. */
  async overrides(chain: string): Promise<FeeOverrides> {
    const ctx = this.ctx();
    if (!ctx.config.feesInfoUrl) return {};
    const st = this.chains.get(chain) ?? {};
    this.chains.set(chain, st);
    const now = ctx.now();
    const failedRecently = st.failedAt !== undefined && now - st.failedAt < FEES_INFO_RETRY_MS;
    if (!st.inFlight && !failedRecently) st.inFlight = this.ask(ctx, chain, st);
    if (st.inFlight) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise<void>((r) => (timer = setTimeout(r, FEES_INFO_WAIT_MS)));
      await Promise.race([st.inFlight, waited]);
      clearTimeout(timer);
    }
    return pick(st.info);
  }

  private async ask(ctx: EvmCtx, chain: string, st: ChainState): Promise<void> {
    try {
      st.info = await getFeesInfo(ctx, {
        chain,
        ...(st.info ? { lastFetchedAt: st.info.fetchedAt } : {}),
      });
      delete st.failedAt;
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      // the time-limit refusal is the rule working: the cached answer stands
      if (st.info && message === EVM_ERRORS.feesInfoTimeLimit) return;
      st.failedAt = ctx.now();
      this.log(`fees info ${chain}: ${message}`);
    } finally {
      delete st.inFlight;
    }
  }
}

function pick(info: FeesInfo | undefined): FeeOverrides {
  if (!info) return {};
  return {
    ...(info.multiplier !== undefined ? { multiplier: info.multiplier } : {}),
    ...(info.maxPriorityFee !== undefined ? { maxPriorityFee: info.maxPriorityFee } : {}),
  };
}
