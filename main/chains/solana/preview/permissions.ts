/**
 * The drainer patterns that touch the wallet, as permissions it gives and red warnings, each
 * saying in words what is given away. An instruction of someone else's account (a dapp's own
 * token account, a rent refund to the wallet) is no permission of the wallet's.
 */
import { formatUnits } from '../../../../shared/amount';
import type { PreviewPermission, PreviewWarning } from '../../../../shared/preview/txPreview';
import type { DrainerIx } from '../../../../shared/chains/solana/drainerIx';
import { U64_MAX } from '../../../../shared/chains/solana/drainerPrograms';
import { readTokenAccount } from './tokenState';
import type { RawAccount } from './types';

export interface PermissionEnv {
  wallet: string;
  /** the accounts before the transaction, by address */
  pre: ReadonlyMap<string, RawAccount | null>;
  /** a mint's decimals when known */
  decimalsOf: (mint: string) => number | null;
}

export interface Given {
  permissions: PreviewPermission[];
  warnings: PreviewWarning[];
}

const SOL_DECIMALS = 9;

/** what an authority of this type lets its holder do, in words */
const AUTHORITY_WORDS: Record<string, string> = {
  AccountOwner: 'the owner of your token account: they can move all of its tokens',
  CloseAccount: 'the close authority of your token account: they can close it and take its rent',
  MintTokens: 'the mint authority of your token: they can mint any amount of it',
  FreezeAccount: 'the freeze authority of your token: they can freeze any account holding it',
};

function tokenOf(env: PermissionEnv, account: string): string {
  return readTokenAccount(env.pre.get(account) ?? null)?.mint ?? account;
}

function one(env: PermissionEnv, ix: DrainerIx): PreviewPermission | null {
  const w = env.wallet;
  switch (ix.kind) {
    case 'assign':
      if (ix.account !== w) return null;
      return {
        kind: 'assign',
        asset: w,
        symbol: 'SOL',
        spender: ix.owner,
        amount: null,
        unlimited: true,
        text: `This gives control of your account ${w} to program ${ix.owner}: it can take all your SOL and everything the account holds`,
      };
    case 'setAuthority': {
      if (ix.current !== w || ix.newAuthority === w) return null;
      const mint = tokenOf(env, ix.target);
      const what = AUTHORITY_WORDS[ix.authorityType] ?? `the ${ix.authorityType} authority of ${ix.target}`;
      return {
        kind: 'setAuthority',
        asset: mint,
        symbol: null,
        spender: ix.newAuthority ?? 'nobody',
        amount: null,
        unlimited: true,
        text:
          ix.newAuthority === null
            ? `This removes your ${ix.authorityType} authority over ${ix.target} for good`
            : `This makes ${ix.newAuthority} ${what} (${ix.target}, token ${mint})`,
      };
    }
    case 'approve': {
      if (ix.owner !== w) return null;
      const mint = ix.mint ?? tokenOf(env, ix.source);
      const decimals = ix.decimals ?? env.decimalsOf(mint);
      const unlimited = ix.amount === U64_MAX;
      const amount = decimals === null ? ix.amount.toString(10) : formatUnits(ix.amount, decimals);
      const limit = unlimited
        ? 'all of its tokens, with no limit'
        : decimals === null
          ? `up to ${amount} base units of token ${mint}`
          : `up to ${amount} of token ${mint}`;
      return {
        kind: 'approve',
        asset: mint,
        symbol: null,
        spender: ix.delegate,
        amount: unlimited ? null : amount,
        unlimited,
        text: `This lets ${ix.delegate} take ${limit} from your token account ${ix.source}, without asking you again`,
      };
    }
    case 'closeAccount': {
      if (ix.owner !== w || ix.destination === w) return null;
      const rent = env.pre.get(ix.account)?.lamports ?? null;
      const sol = rent === null ? 'its rent' : `its rent (${formatUnits(rent, SOL_DECIMALS)} SOL)`;
      return {
        kind: 'closeAccount',
        asset: tokenOf(env, ix.account),
        symbol: null,
        spender: ix.destination,
        amount: rent === null ? null : formatUnits(rent, SOL_DECIMALS),
        unlimited: false,
        text: `This closes your token account ${ix.account} and pays ${sol} to ${ix.destination}, not to you`,
      };
    }
  }
}

/** The wallet's permissions among `ixs`, each with a danger warning in the same words. */
export function permissionsOf(env: PermissionEnv, ixs: readonly DrainerIx[]): Given {
  const permissions = ixs.flatMap((ix) => one(env, ix) ?? []);
  return {
    permissions,
    warnings: permissions.map((p) => ({ level: 'danger' as const, text: p.text })),
  };
}
