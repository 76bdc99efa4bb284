import { getChain } from '../../../shared/chains/registry';
import { AppError } from '../../../shared/errors';
import type { CoinEntry, WalletMeta } from '../../../shared/wallets';
import { pendingKey } from '../../cache';
import type { CoinRef, PendingEntry, WalletFamily } from '../../chains/family';
import type { TransferDeps } from './transferDeps';

/**
 * Where the three transfer services meet the wallet: the selected coin, its family, the
 * address (and, for account-key families, the account the signer exported) it moves from,
 * and its pending entries.
 */
export class CoinRefs {
  private readonly accounts = new Map<string, CoinRef['account']>();
  private readonly publicKeys = new Map<string, string>();

  constructor(private readonly d: TransferDeps) {}

  familyOf(chainName: string): WalletFamily | null {
    return this.d.families()[getChain(chainName).family] ?? null;
  }

  sendingFamily(chainName: string): WalletFamily {
    const f = this.familyOf(chainName);
    if (!f) throw new AppError('RULE', `Sending on ${getChain(chainName).displayName} is not available yet`);
    return f;
  }

  coinOf(coinId: string): { wallet: WalletMeta; coin: CoinEntry } {
    const wallet = this.d.wallets.currentWallet();
    const coin = wallet.coins.find((c) => c.id === coinId && c.isInWallet);
    if (!coin) throw new AppError('NOT_FOUND', 'Currency not found in the selected wallet');
    return { wallet, coin };
  }

  /**
   * A coin of the current wallet that something is about to be signed for: a watch-only
   * wallet's is refused here, before any quote is built (the signer refuses it as well).
   */
  signableCoinOf(coinId: string): { wallet: WalletMeta; coin: CoinEntry } {
    const found = this.coinOf(coinId);
    if (found.wallet.kind === 'watch')
      throw new AppError('RULE', 'This is a watch-only wallet: it holds no key and cannot send');
    return found;
  }

  async addressOf(wallet: WalletMeta, chainName: string): Promise<{ address: string; path: string }> {
    const path = this.d.addresses.activePath(wallet, chainName);
    const address = (await this.d.addresses.resolve(wallet, [{ chainName, path }])).get(
      `${chainName}|${path}`,
    )!;
    return { address, path };
  }

  async refOf(wallet: WalletMeta, coin: CoinEntry, family: WalletFamily): Promise<CoinRef> {
    const { address, path } = await this.addressOf(wallet, coin.chainName);
    const ref: CoinRef = {
      walletId: wallet.id,
      chainName: coin.chainName,
      symbol: coin.symbol,
      decimals: coin.decimals,
      address,
      path,
      ...(coin.contractAddress ? { contractAddress: coin.contractAddress } : {}),
    };
    // a watch-only wallet's account key is the xpub it was added with (the signer keeps it)
    if (family.usesAccountKey && wallet.kind !== 'privateKey') {
      const key = `${wallet.id}|${coin.chainName}|${path}`;
      let account = this.accounts.get(key);
      if (!account) {
        account = await this.d.signer.call('accountKey', {
          walletId: wallet.id,
          chainName: coin.chainName,
          network: family.network,
          receivePath: path,
        });
        this.accounts.set(key, account);
      }
      ref.account = account;
    }
    if (family.needsPublicKey) ref.publicKey = await this.publicKeyOf(wallet, coin.chainName, path, family);
    return ref;
  }

  /** The sending address's public key (public data), derived once per session by the signer. */
  private async publicKeyOf(wallet: WalletMeta, chainName: string, path: string, family: WalletFamily) {
    const key = `${wallet.id}|${chainName}|${path}`;
    let pk = this.publicKeys.get(key);
    if (!pk) {
      const { accounts } = await this.d.signer.call('deriveAccounts', {
        walletId: wallet.id,
        // a private-key wallet has one key and no path
        requests: [
          { chainName, index: 0, ...(wallet.kind === 'phrase' ? { path } : {}), network: family.network },
        ],
      });
      pk = accounts[0]!.publicKey;
      this.publicKeys.set(key, pk);
    }
    return pk;
  }

  pendingKeyOf(ref: CoinRef): string {
    return pendingKey(ref.chainName, ref.symbol, ref.address);
  }

  pendingOf(ref: CoinRef): PendingEntry[] {
    return this.d
      .cache()
      .pending.list(this.pendingKeyOf(ref))
      .map((p) => ({
        hash: p.hash,
        date: p.date,
        kind: p.kind,
        ...(p.signed !== null ? { signed: p.signed } : {}),
        ...(p.payload !== null ? { payload: p.payload } : {}),
      }));
  }
}
