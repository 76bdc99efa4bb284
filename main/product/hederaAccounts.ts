import { z } from 'zod';
import { AppError } from '../../shared/errors';
import type { CoinRef, WalletFamily } from '../chains/family';
import type { Http } from '../net/http';
import { readAnswer } from '../net/readAnswer';

/**
 * A Hedera account for a fresh key, paid by the product backend's operator account (spec: an
 * operator account id per network). Hedera accounts are created on the network by an account
 * that pays for it; the operator's key stays on the backend, the wallet holds no key but its own.
 *
 * Wire (ours, in the README): `POST {WALLET_BACKEND_URL}/hedera/accounts` with
 * `{network, operatorAccountId, publicKey}` (publicKey: the key's DER hex, what the signer
 * derived; nothing secret), answering `{"data":{"accountId":"0.0.N"}}` once the AccountCreate
 * receipt is SUCCESS. The answer is not believed: the account is used only when the mirror node
 * lists it for this wallet's key and its key is exactly that key (the Hedera family's own
 * lookup), so a backend naming someone else's account, or none, changes nothing.
 */

/** the Hedera native coin's chain name (shared/chains/hedera/chains.ts) */
const HEDERA = 'hedera';
const FROM = 'the product backend';
const AccountIdText = z.string().regex(/^0\.0\.[1-9]\d{0,18}$/);
const CreatedSchema = z.looseObject({ data: z.looseObject({ accountId: AccountIdText }) });

/** how long a new account may take to reach the mirror node (a few seconds on the public networks) */
export const MIRROR_LOOKS = 10;
export const MIRROR_PAUSE_MS = 2000;

export interface HederaCoin {
  chainName: string;
  contractAddress?: string | undefined;
  ref: CoinRef;
  family: WalletFamily;
}

export interface HederaAccountDeps {
  http: Http;
  /** WALLET_BACKEND_URL; undefined when unset: nothing is offered, nothing sent */
  backendUrl: string | undefined;
  network: 'mainnet' | 'testnet' | 'local';
  /** settings.hederaOperators, read at each call */
  operators: () => { mainnet: string; testnet: string };
  locate: (coinId: string) => Promise<HederaCoin>;
  sleep?: (ms: number) => Promise<void>;
}

export type CreationOffer = { offered: false; reason?: string } | { offered: true; operator: string };

export class HederaAccountCreation {
  constructor(private readonly d: HederaAccountDeps) {}

  /** the profile's operator: the local profile (a test network) uses the testnet one */
  private operator(): string {
    const ops = this.d.operators();
    return this.d.network === 'mainnet' ? ops.mainnet : ops.testnet;
  }

  private networkName(): string {
    return this.d.network === 'mainnet' ? 'mainnet' : 'testnet';
  }

  /** Whether the receive card may offer to create the account, or why not in words. */
  async offer(coinId: string): Promise<CreationOffer> {
    const coin = await this.d.locate(coinId);
    if (coin.chainName !== HEDERA || coin.contractAddress || !this.d.backendUrl) return { offered: false };
    const operator = this.operator();
    if (!operator)
      return {
        offered: false,
        reason: `To have an account created for this key, set the Hedera operator account for ${this.networkName()} in Settings → Networks.`,
      };
    return { offered: true, operator };
  }

  /** Asks the backend's operator to create the key's account; the account id once the mirror shows it is this key's. */
  async create(coinId: string): Promise<{ accountId: string }> {
    const coin = await this.d.locate(coinId);
    if (coin.chainName !== HEDERA || coin.contractAddress)
      throw new AppError('RULE', 'Only a Hedera (HBAR) coin has an account to create');
    const { backendUrl } = this.d;
    if (!backendUrl)
      throw new AppError('RULE', 'Creating a Hedera account needs the product backend, which is not set');
    const operator = this.operator();
    if (!operator)
      throw new AppError(
        'RULE',
        `Set the Hedera operator account for ${this.networkName()} in Settings → Networks first`,
      );
    const existing = (await coin.family.snapshot(coin.ref)).receiveAddress;
    if (existing) return { accountId: existing };

    const url = `${backendUrl.replace(/\/+$/, '')}/hedera/accounts`;
    let body: unknown;
    try {
      body = await this.d.http.json(url, {
        method: 'POST',
        json: { network: this.d.network, operatorAccountId: operator, publicKey: coin.ref.address },
        // a retried POST could pay for a second account
        retries: 0,
      });
    } catch (e) {
      throw new AppError(
        'NETWORK',
        `The product backend did not create the account (${e instanceof Error ? e.message : String(e)})`,
      );
    }
    const { accountId } = readAnswer(CreatedSchema, body, 'account creation', FROM).data;

    // the family's lookup lists only accounts whose key is exactly this wallet's key
    const sleep = this.d.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
    for (let look = 0; look < MIRROR_LOOKS; look++) {
      if (look > 0) await sleep(MIRROR_PAUSE_MS);
      const shown = (await coin.family.snapshot(coin.ref)).receiveAddress;
      if (shown === accountId) return { accountId };
      if (shown) break;
    }
    throw new AppError(
      'NETWORK',
      `The backend named account ${accountId}, but the mirror node does not show it as held by this wallet's key; it was not used`,
    );
  }
}
