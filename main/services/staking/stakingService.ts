import { formatUnits, parseUnits } from '../../../shared/amount';
import { getChain } from '../../../shared/chains/registry';
import type { CallInput, CallOutput } from '../../../shared/contract';
import { AppError } from '../../../shared/errors';
import { fiatDecimalsOf, fiatValue, formatFiat } from '../../../shared/fiat';
import type { CoinEntry } from '../../../shared/wallets';
import type { CoinRef, FamilyStaking, Validator, WalletFamily } from '../../chains/family';
import type { CoinRefs } from '../transfers/coinRefs';
import { costsView } from '../transfers/costsView';
import type { SignAndSend } from '../transfers/signAndSend';
import type { TransferDeps } from '../transfers/transferDeps';
import { parseStakingOp } from './stakingOp';

interface StakingCoin {
  coin: CoinEntry;
  family: WalletFamily;
  staking: FamilyStaking;
  ref: CoinRef;
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Staking for every family that offers it: the family reads positions and builds operations,
 * and the operation then leaves the wallet exactly as a send does (signer, broadcast, pending
 * list, confirmation loop). Nothing here knows which family it is talking to.
 */
export class StakingService {
  constructor(
    private readonly d: TransferDeps,
    private readonly refs: CoinRefs,
    private readonly sender: SignAndSend,
  ) {}

  private async locate(coinId: string): Promise<StakingCoin> {
    const { wallet, coin } = this.refs.coinOf(coinId);
    const family = this.refs.familyOf(coin.chainName);
    const staking = family?.staking;
    if (!family || !staking)
      throw new AppError(
        'RULE',
        `Staking is not available for ${coin.symbol} on ${getChain(coin.chainName).displayName}`,
      );
    return { coin, family, staking, ref: await this.refs.refOf(wallet, coin, family) };
  }

  private async fiat(symbol: string, amount: string): Promise<string | undefined> {
    const rate = await this.d.fiatPrice?.(symbol);
    if (!rate) return undefined;
    return formatFiat(fiatValue(amount, rate.price, fiatDecimalsOf(rate.currency)), rate.currency);
  }

  async overview(coinId: string): Promise<CallOutput<'staking.overview'>> {
    const { coin, family, staking, ref } = await this.locate(coinId);
    const [liquid, positions, names, details] = await Promise.all([
      family.snapshot(ref).then(
        (s) => ({ ok: true as const, balance: s.balance }),
        (e: unknown) => ({ ok: false as const, reason: message(e) }),
      ),
      staking.positions(ref),
      // names are a nicety from a third-party service: positions show without them
      staking.validators(coin.chainName).then(
        (vs) => new Map(vs.map((v) => [v.address, v.name])),
        () => new Map<string, string>(),
      ),
      staking.details?.(ref) ?? Promise.resolve({}),
    ]);
    // votes are cast with staked coins and rewards are not staked yet: only stake rows count
    const stakes = positions.filter((p) => (p.kind ?? 'stake') === 'stake');
    const staked = stakes.reduce((sum, p) => sum + p.amount, 0n);
    // spec §4: activating counts as pending; everything else as staked
    const activating = stakes.filter((p) => p.status === 'activating').reduce((s, p) => s + p.amount, 0n);
    const stakedText = formatUnits(staked, coin.decimals);
    const fiatStaked = staked > 0n ? await this.fiat(coin.symbol, stakedText) : undefined;
    return {
      coinId,
      chainName: coin.chainName,
      symbol: coin.symbol,
      liquid: liquid.ok ? formatUnits(liquid.balance, coin.decimals) : null,
      staked: stakedText,
      activating: formatUnits(activating, coin.decimals),
      ...(fiatStaked !== undefined ? { fiatStaked } : {}),
      positions: positions.map((p) => {
        const name = names.get(p.validator);
        return {
          kind: p.kind ?? 'stake',
          id: p.id,
          validator: p.validator,
          ...(name !== undefined ? { validatorName: name } : {}),
          amount: formatUnits(p.amount, coin.decimals),
          status: p.status,
          actions: [...p.actions],
        };
      }),
      actions: [...staking.actions],
      ...details,
      ...(liquid.ok
        ? {}
        : {
            notice: `Could not read the balance on ${getChain(coin.chainName).displayName}: ${liquid.reason}`,
          }),
    };
  }

  async validators(coinId: string): Promise<CallOutput<'staking.validators'>> {
    const { coin, staking } = await this.locate(coinId);
    const list = await staking.validators(coin.chainName);
    return { validators: list.map((v) => validatorView(v, getChain(coin.chainName).decimals)) };
  }

  async quote({ coinId, op }: CallInput<'staking.quote'>): Promise<CallOutput<'staking.quote'>> {
    const { coin, staking, ref } = await this.locate(coinId);
    const parsed = parseStakingOp(op, coin.decimals);
    const prepared = await staking.prepare(ref, parsed);
    const native = getChain(coin.chainName);
    const fee = formatUnits(prepared.quote.fee, native.decimals);
    const fiatFee = await this.fiat(native.symbol, fee);
    // a limit no higher than the fee tells the user nothing the fee does not
    const costs = (prepared.quote.costs ?? []).filter(
      (r) => r.kind !== 'maxFee' || r.amount > prepared.quote.fee,
    );
    return {
      action: op.action,
      amount: formatUnits(prepared.quote.amount, coin.decimals),
      symbol: coin.symbol,
      // what the user picked (a validator, a position, a resource); else the wallet's own address
      target: op.validator ?? op.position ?? op.resource ?? prepared.intent.to,
      fee,
      // a fee limit among them holds the signer instead of `fee` (signAndSend): the review shows it
      costs: costsView(costs, native.decimals),
      feeSymbol: native.symbol,
      ...(fiatFee !== undefined ? { fiatFee } : {}),
    };
  }

  async submit({ coinId, op, approvedFee }: CallInput<'staking.submit'>): Promise<{ hash: string }> {
    const { coin, staking, ref } = await this.locate(coinId);
    const parsed = parseStakingOp(op, coin.decimals);
    const approved = parseUnits(approvedFee, getChain(coin.chainName).decimals);
    const prepared = await staking.prepare(ref, parsed);
    return this.sender.run(ref, coin, prepared, approved, op.action);
  }
}

function validatorView(
  v: Validator,
  decimals: number,
): CallOutput<'staking.validators'>['validators'][number] {
  return {
    address: v.address,
    name: v.name,
    ...(v.commission !== undefined ? { commission: v.commission } : {}),
    ...(v.apy !== undefined ? { apy: v.apy } : {}),
    ...(v.activatedStake !== undefined ? { activatedStake: formatUnits(v.activatedStake, decimals) } : {}),
    ...(v.image !== undefined ? { image: v.image } : {}),
  };
}
