/**
 * A family as Settings → Networks sees it: a WalletFamily that may also ask the user's server
 * for one of its chains' provider slots which network it serves (the descriptor's
 * `nodeSlots`, run by lazyFamily.ts without loading the family's chain libraries).
 */
import type { Http } from '../net/http';
import type { WalletFamily } from './family';

export interface NodeCheckingFamily extends WalletFamily {
  /**
   * The server's height when it serves `chain` for `slot` on this profile, else a BAD_INPUT
   * AppError saying which network it serves. Asked over `http`, the caller's client without
   * the user's saved servers routed in (a default asked for comparison must be the default).
   * Absent: the family takes no own server.
   */
  checkNode?(chain: string, slot: string, url: string, http: Http): Promise<bigint>;
}
