import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CHAINS } from '../../shared/chains/registry';
import type { StakingOpForm } from '../../shared/contract/staking';
import { coinPath } from '../components/coin/coinPath';
import { progressTitle, rememberTxToast } from '../components/coin/txToasts';
import { PositionList } from '../components/staking/PositionList';
import { StakeForm } from '../components/staking/StakeForm';
import { StakingBalances } from '../components/staking/StakingBalances';
import { StakingInfo } from '../components/staking/StakingInfo';
import { StakingReview } from '../components/staking/StakingReview';
import { VotePanel } from '../components/staking/VotePanel';
import { useCoinPrice } from '../hooks/useCoinPrice';
import { useStakingOverview, useStakingQuote, useStakingSubmit, useValidators } from '../hooks/useStaking';
import { useToast } from '../state/toasts';

/**
 * A coin's staking, for any family that offers it: balances, each stake with what can be done
 * with it, and a stake form. Every operation goes review → sign → progress toast → pending,
 * the way a send does.
 */
export function StakingScreen() {
  const { coinId = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const client = useQueryClient();
  const overview = useStakingOverview(coinId, coinId !== '');
  const offersStake = overview.data?.actions.includes('stake') ?? false;
  // a family that votes says so with its voting power (Tron); validators are then voted for
  const voting = overview.data?.actions.includes('vote') ? overview.data.voting : undefined;
  const stakesWithValidator = offersStake && overview.data?.resources === undefined;
  const validators = useValidators(coinId, stakesWithValidator || voting !== undefined);
  const price = useCoinPrice(overview.data?.symbol ?? '');
  const [reviewing, setReviewing] = useState<StakingOpForm | null>(null);
  const quote = useStakingQuote(reviewing && { coinId, op: reviewing });
  const submit = useStakingSubmit();

  const back = (
    <Link className="back-link" to={coinPath(coinId)}>
      ← {overview.data?.symbol ?? 'Coin'}
    </Link>
  );
  if (overview.error)
    return (
      <section className="screen">
        {back}
        <h1>Staking</h1>
        <p className="error-text" role="alert">
          {overview.error.message}
        </p>
      </section>
    );
  const o = overview.data;
  if (!o) return <div className="spinner" aria-label="Loading staking" />;
  const chainDisplayName = CHAINS.get(o.chainName)?.displayName ?? o.chainName;
  const nameOf = (address: string | undefined) =>
    (address &&
      (validators.data?.validators.find((v) => v.address === address)?.name ??
        o.positions.find((p) => p.validator === address)?.validatorName)) ||
    null;

  if (reviewing) {
    const position = o.positions.find((p) => p.id === reviewing.position);
    return (
      <section className="screen staking-screen">
        {back}
        <h1>
          Staking {o.symbol} <small>{chainDisplayName}</small>
        </h1>
        <StakingReview
          action={reviewing.action}
          quote={quote.data}
          targetName={nameOf(reviewing.validator ?? position?.validator)}
          votes={reviewing.votes?.map((v) => ({ name: nameOf(v.validator) ?? v.validator, count: v.count }))}
          chainDisplayName={chainDisplayName}
          price={price}
          loading={quote.isFetching}
          quoteError={quote.error?.message ?? null}
          busy={submit.isPending}
          error={submit.error?.message ?? null}
          onBack={() => {
            submit.reset();
            setReviewing(null);
          }}
          onConfirm={() => {
            const q = quote.data;
            if (submit.isPending || !q) return;
            submit.mutate(
              { coinId, op: reviewing, approvedFee: q.fee },
              {
                onSuccess: ({ hash }) => {
                  rememberTxToast(
                    hash,
                    toast.show('progress', progressTitle(q.action, q.amount, q.symbol), undefined, {
                      keep: true,
                    }),
                  );
                  // spec §2: Home is where the user lands after a staking action
                  navigate('/home');
                },
              },
            );
          }}
        />
      </section>
    );
  }

  return (
    <section className="screen staking-screen">
      {back}
      <h1>
        Staking {o.symbol} <small>{chainDisplayName}</small>
      </h1>
      <StakingBalances
        overview={o}
        price={price}
        refreshing={overview.isFetching}
        onRefresh={() => {
          // stakes change state at epoch boundaries, with no event from main: Refresh reads them again
          for (const key of ['staking.overview', 'staking.validators', 'coin.overview'])
            void client.invalidateQueries({ queryKey: [key] });
        }}
      />
      {o.info && o.info.length > 0 && <StakingInfo rows={o.info} />}
      <PositionList
        positions={o.positions}
        symbol={o.symbol}
        busy={submit.isPending}
        onAction={(action, p) =>
          setReviewing(
            action === 'withdraw' ? { action, position: p.id, amount: p.amount } : { action, position: p.id },
          )
        }
      />
      {offersStake && (
        <StakeForm
          symbol={o.symbol}
          liquid={o.liquid}
          resources={o.resources}
          validators={validators.data?.validators ?? []}
          loadingValidators={validators.isPending}
          validatorsError={validators.error?.message ?? null}
          onReview={setReviewing}
        />
      )}
      {voting && (
        <VotePanel
          voting={voting}
          validators={validators.data?.validators ?? []}
          busy={submit.isPending}
          onReview={setReviewing}
        />
      )}
    </section>
  );
}
