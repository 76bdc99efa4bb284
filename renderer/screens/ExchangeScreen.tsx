import { useEffect, useRef, useState } from 'react';
import type { CallInput } from '../../shared/contract';
import type { ExchangeProviderQuote } from '../../shared/contract/exchange';
import { AmountField, percentOf } from '../components/exchange/AmountField';
import { AssetPickers } from '../components/exchange/AssetPickers';
import { CustomDestination } from '../components/exchange/CustomDestination';
import { ProviderList } from '../components/exchange/ProviderList';
import { SwapProgress } from '../components/exchange/SwapProgress';
import { SwapReview } from '../components/exchange/SwapReview';
import { useCallMutation, useCallQuery } from '../hooks/useCall';
import { useCoinBalances } from '../hooks/useCoinBalances';
import { useCoins } from '../hooks/useCoins';
import { useExchangeQuote } from '../hooks/useExchangeQuote';
import { invoke } from '../ipc/client';
import { useToast } from '../state/toasts';

/** The spec's words (§5) inline, and its toast title (§8). */
const INVALID_CUSTOM_ADDRESS = 'Invalid Custom Address';
const INVALID_CUSTOM_ADDRESS_TOAST = 'Invalid custom address';

type Step =
  | { kind: 'form' }
  | { kind: 'review'; quote: ExchangeProviderQuote; note: string | null }
  | { kind: 'sent'; hash: string; quote: ExchangeProviderQuote };

/**
 * Exchange (spec §3 Exchange): from a coin of the wallet to another chain's asset through the
 * providers that quote it, reviewed (deposit, memo, inbound address, expiry, minimum received)
 * and then followed until the payout lands.
 */
export function ExchangeScreen() {
  const toast = useToast();
  const assets = useCallQuery('exchange.assets', {});
  const coins = useCoins();
  const balances = useCoinBalances();
  const [fromCoinId, setFromCoinId] = useState('');
  const [toAsset, setToAsset] = useState('');
  const [amount, setAmount] = useState('');
  const [sliderValue, setSliderValue] = useState(0);
  const [customOption, setCustomOption] = useState(false);
  const [customAddress, setCustomAddress] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const swap = useCallMutation('exchange.swap', ['coins.balances', 'coin.overview']);

  const from = assets.data?.from.find((f) => f.coinId === fromCoinId) ?? assets.data?.from[0];
  const to =
    assets.data?.to.find((t) => t.id === toAsset && t.chainName !== from?.chainName) ??
    assets.data?.to.find((t) => t.chainName !== from?.chainName);
  const coin = coins.data?.coins.find((c) => c.id === from?.coinId);
  const balance = balances.data?.balances.find((b) => b.coinId === from?.coinId)?.balance ?? null;

  const form: CallInput<'exchange.quote'> | null =
    from &&
    to &&
    /^\d+(\.\d+)?$/.test(amount) &&
    Number(amount) > 0 &&
    !(customOption && customAddress.trim() === '')
      ? {
          coinId: from.coinId,
          toAsset: to.id,
          amount,
          ...(customOption ? { customAddress: customAddress.trim() } : {}),
        }
      : null;
  const quote = useExchangeQuote(step.kind === 'form' ? form : null);
  const error = quote.error && !quote.waiting ? quote.error.message : null;
  const addressError = error === INVALID_CUSTOM_ADDRESS ? error : null;

  // the spec's error toast, once per address refused
  const toasted = useRef<string | null>(null);
  useEffect(() => {
    if (addressError && toasted.current !== customAddress) {
      toasted.current = customAddress;
      toast.show(
        'error',
        INVALID_CUSTOM_ADDRESS_TOAST,
        `${customAddress} is not an address or a name on ${to?.chainDisplayName ?? 'that chain'}`,
      );
    }
  }, [addressError, customAddress, to, toast]);

  // a quote under review that expires is asked for again, the same provider's new one shown
  const requoting = useRef(false);
  useEffect(() => {
    if (step.kind !== 'review' || !form) return;
    const wait = step.quote.expiry * 1000 - Date.now();
    const t = setTimeout(() => void requote(step.quote), Math.max(0, wait));
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);
  async function requote(old: ExchangeProviderQuote) {
    if (requoting.current || !form) return;
    requoting.current = true;
    try {
      const fresh = await invoke('exchange.quote', form);
      const same = fresh.availableProviders.find((p) => p.provider === old.provider);
      if (same)
        setStep({
          kind: 'review',
          quote: same,
          note: 'The quote expired; this is a new one. Check what you receive and swap again.',
        });
      else setStep({ kind: 'form' });
    } catch (e) {
      toast.show('error', 'Could not get a new quote', e instanceof Error ? e.message : String(e));
      setStep({ kind: 'form' });
    } finally {
      requoting.current = false;
    }
  }

  if (assets.isLoading) return <p className="muted">Loading…</p>;
  if (assets.error) return <p className="error">{assets.error.message}</p>;

  return (
    <div className="exchange">
      <h1>Exchange</h1>
      {!from || !to ? (
        <p className="muted">None of this wallet's coins can be swapped yet.</p>
      ) : step.kind === 'sent' ? (
        <SwapProgress
          hash={step.hash}
          fromChainName={from.chainName}
          quote={step.quote}
          onDone={() => {
            setStep({ kind: 'form' });
            setAmount('');
            setSliderValue(0);
          }}
        />
      ) : step.kind === 'review' ? (
        <SwapReview
          quote={step.quote}
          note={step.note}
          error={swap.error?.message ?? null}
          busy={swap.isPending}
          onBack={() => setStep({ kind: 'form' })}
          onSwap={() =>
            swap.mutate(
              { quoteId: step.quote.quoteId, approvedFee: step.quote.networkFee },
              {
                onSuccess: (r) => {
                  if (r.kind === 'moved')
                    setStep({
                      kind: 'review',
                      quote: r.quote,
                      note: `The price moved: the new quote guarantees ${r.minOutChange} ${r.quote.toSymbol} less. Nothing was sent; review it and swap again.`,
                    });
                  else setStep({ kind: 'sent', hash: r.hash, quote: r.quote });
                },
              },
            )
          }
        />
      ) : (
        <section className="card exchange-form" aria-label="Swap">
          <AssetPickers
            assets={assets.data!}
            fromCoinId={from.coinId}
            toAsset={to.id}
            onFrom={(id) => {
              setFromCoinId(id);
              setSliderValue(0);
              setAmount('');
            }}
            onTo={setToAsset}
          />
          <AmountField
            symbol={from.symbol}
            decimals={coin?.decimals ?? 8}
            balance={balance}
            amount={amount}
            sliderValue={sliderValue}
            onAmount={(a) => {
              setAmount(a);
              setSliderValue(balance === null ? 0 : percentOf(a, balance, coin?.decimals ?? 8));
            }}
            onSlider={(pct, a) => {
              setSliderValue(pct);
              setAmount(pct === 0 ? '' : a);
            }}
          />
          <CustomDestination
            on={customOption}
            address={customAddress}
            error={addressError}
            onToggle={setCustomOption}
            onAddress={setCustomAddress}
          />
          {quote.data && !quote.waiting && !error && (
            <p className="muted">
              Pays out to <span className="mono">{quote.data.destination}</span>
              {quote.data.destinationName && <> ({quote.data.destinationName})</>}
            </p>
          )}
          {(quote.waiting || quote.isFetching) && form && (
            <p className="muted" role="status">
              Getting quotes…
            </p>
          )}
          {error && !addressError && (
            <p className="error" role="alert">
              {error}
            </p>
          )}
          {quote.data && form && !error && !quote.waiting && (
            <ProviderList
              providers={quote.data.availableProviders}
              unavailable={quote.data.unavailable}
              onChoose={(q) => {
                swap.reset();
                setStep({ kind: 'review', quote: q, note: null });
              }}
            />
          )}
        </section>
      )}
    </div>
  );
}
