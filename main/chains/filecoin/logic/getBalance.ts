import type { FilecoinCtx } from '../ctx';
import { lotusOf } from '../network';

/** The address's balance in attoFIL (Filecoin.WalletBalance; spec §9: 18 decimals). */
export async function getBalance(ctx: FilecoinCtx, address: string): Promise<bigint> {
  return lotusOf(ctx).walletBalance(address);
}
