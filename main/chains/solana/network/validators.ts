/**
 * Validators: the staking-data service (Stakewiz, `GET /validators`) where the profile has one,
 * otherwise the node's own vote accounts (getVoteAccounts), which carry no names or APY.
 */
import { z } from 'zod';
import { parseUnits } from '../../../../shared/amount';
import type { Http } from '../../../net/http';
import { SOL_DECIMALS } from '../constants';
import type { ValidatorInfo } from '../types';
import type { Query } from './rpc';
import { Key, readAs, u64 } from './wire';

const Percent = z.number().finite();

const StakewizRow = z.looseObject({
  vote_identity: Key,
  name: z.string().max(200).nullable().optional(),
  commission: Percent.min(0).max(100).nullable().optional(),
  apy_estimate: Percent.nullable().optional(),
  /** SOL, as a float: shown, never computed with */
  activated_stake: z.number().finite().min(0).max(1e12).nullable().optional(),
  image: z.string().max(500).nullable().optional(),
  delinquent: z.boolean().nullable().optional(),
});

/** SOL as a float → lamports, to the ninth decimal (display only). */
const lamportsOfSol = (sol: number): bigint => parseUnits(sol.toFixed(SOL_DECIMALS), SOL_DECIMALS);

const httpsImage = (u: string | null | undefined): string | undefined =>
  u && /^https:\/\//.test(u) ? u : undefined;

export async function stakewizValidators(http: Http, baseUrl: string): Promise<ValidatorInfo[]> {
  const rows = readAs(
    z.array(StakewizRow),
    await http.json(new URL('/validators', baseUrl).toString()),
    'validators',
  );
  return rows.map((v) => {
    const image = httpsImage(v.image);
    return {
      voteAccount: v.vote_identity,
      name: v.name?.trim() || v.vote_identity,
      delinquent: v.delinquent === true,
      ...(v.commission !== null && v.commission !== undefined ? { commission: v.commission } : {}),
      ...(v.apy_estimate !== null && v.apy_estimate !== undefined ? { apy: v.apy_estimate } : {}),
      ...(v.activated_stake !== null && v.activated_stake !== undefined
        ? { activatedStake: lamportsOfSol(v.activated_stake) }
        : {}),
      ...(image ? { image } : {}),
    };
  });
}

const VoteRow = z.looseObject({
  votePubkey: Key,
  commission: z.number().int().min(0).max(100),
  activatedStake: u64('activatedStake'),
});

/** getVoteAccounts: current and delinquent validators, named by vote account. */
export const voteAccountsQuery = (): Query<ValidatorInfo[]> => ({
  method: 'getVoteAccounts',
  params: [{ commitment: 'confirmed' }],
  read: (r) => {
    const v = readAs(
      z.looseObject({ current: z.array(VoteRow), delinquent: z.array(VoteRow) }),
      r,
      'getVoteAccounts',
    );
    const row = (x: z.infer<typeof VoteRow>, delinquent: boolean): ValidatorInfo => ({
      voteAccount: x.votePubkey,
      name: x.votePubkey,
      commission: x.commission,
      activatedStake: x.activatedStake,
      delinquent,
    });
    return [...v.current.map((x) => row(x, false)), ...v.delinquent.map((x) => row(x, true))];
  },
});
