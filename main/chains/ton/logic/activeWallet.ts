import { AppError } from '../../../../shared/errors';
import { baseUnitsOf } from '../../../net/baseUnitsOf';
import type { TonCtx } from '../ctx';
import { TON_ERRORS } from '../errors';
import { apiOf } from '../network';
import { friendlyOf, parseAddress, tonWalletOf, type TonWallet } from './walletContracts';

/** The wallet contract the app shows and sends from, with what the chain says of it now. */
export interface ActiveWallet {
  /** absent when the key is unknown (reads of the derived v4r2 address only) */
  contract?: TonWallet;
  version: 'v4r2' | 'v5r1';
  /** the user-friendly form shown for receiving */
  address: string;
  balance: bigint;
  deployed: boolean;
  seqno: number;
}

/**
 * v4r2 is the wallet derived today; a W5 (v5r1) of the same key is found too. The one that
 * holds more TON is the one shown and sent from (v4r2 on a tie, so a new wallet stays v4r2).
 * `publicKey` (hex) comes from the signer through the coin; without it only v4r2 is read.
 */
export async function activeWallet(
  ctx: TonCtx,
  coin: { address: string; publicKey?: string },
): Promise<ActiveWallet> {
  const api = apiOf(ctx);
  const net = ctx.config.network;
  const read = async (address: string) => {
    const info = await api.walletInformation(address);
    return {
      balance: baseUnitsOf(info.balance, 'toncenter balance'),
      deployed: info.account_state === 'active',
      seqno: info.seqno ?? 0,
    };
  };
  const v4 = coin.publicKey ? tonWalletOf('v4r2', coin.publicKey, net) : undefined;
  // the derived address is the truth; a key that does not give it is not this coin's
  if (!v4 || !parseAddress(coin.address)?.equals(v4.address))
    return { version: 'v4r2', address: coin.address, ...(await read(coin.address)) };
  const v5 = tonWalletOf('v5r1', coin.publicKey!, net);
  const [s4, s5] = await Promise.all([read(friendlyOf(v4.address, net)), read(friendlyOf(v5.address, net))]);
  const [contract, state] = s5.balance > s4.balance ? [v5, s5] : [v4, s4];
  return { contract, version: contract.version, address: friendlyOf(contract.address, net), ...state };
}

/** The wallet to send from: its contract must be known (the key's public key). */
export async function sendingWallet(ctx: TonCtx, coin: { address: string; publicKey?: string }) {
  const w = await activeWallet(ctx, coin);
  if (!w.contract) throw new AppError('RULE', TON_ERRORS.noPublicKey);
  return w as ActiveWallet & { contract: TonWallet };
}
