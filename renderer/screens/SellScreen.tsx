import { useCallback, useMemo, useState } from 'react';
import type { CallOutput } from '../../shared/contract';
import type { CryptoProvider, RequestDetails, TransferDetails } from '../../shared/contract/sell';
import { formatAmount } from '../format/formatAmount';
import { progressTitle, rememberTxToast } from '../components/coin/txToasts';
import { PaymentDetailsWait } from '../components/sell/PaymentDetailsWait';
import { ProviderList } from '../components/sell/ProviderList';
import { SellForm } from '../components/sell/SellForm';
import { SellReview } from '../components/sell/SellReview';
import { SellStatus } from '../components/sell/SellStatus';
import { sellAmountOf, type SellUnit } from '../components/sell/sellAmount';
import { useSellQuote } from '../components/sell/useSellQuote';
import { useCallMutation, useCallQuery } from '../hooks/useCall';
import { useCoinPrice } from '../hooks/useCoinPrice';
import { useCoins } from '../hooks/useCoins';
import { usePrivacy } from '../hooks/usePrivacy';
import { useSelectWallet } from '../hooks/useSelectWallet';
import { useWallets } from '../hooks/useWallets';
import { useToast } from '../state/toasts';
import { fiatOf } from '../wallet/fiatOf';

type Details = Extract<CallOutput<'sell.paymentDetails'>, { ready: true }>;

/** Where the sale is (spec §4: quote, pick a provider, payment details, the deposit). */
type Step =
  | { kind: 'offers' }
  | { kind: 'wait'; requestId: string; provider: CryptoProvider }
  | { kind: 'review'; details: Details }
  | { kind: 'sent'; hash: string; transferDetails: TransferDetails; requestDetails: RequestDetails };

/**
 * Sell crypto through a provider: what to sell, the providers' offers side by side (asked
 * 800 ms after the last keystroke), the provider's page and its payment details, the deposit
 * reviewed like a send, then the sale's status.
 */
export function SellScreen() {
  const toast = useToast();
  const setup = useCallQuery('sell.available', {});
  const wallets = useWallets();
  const select = useSelectWallet();
  const coinsQ = useCoins();
  const privacy = usePrivacy();
  // every coin of the wallet that can sign; `selected` is only the coin open on Home (the default)
  const coins = useMemo(
    () => (coinsQ.data?.coins ?? []).filter((c) => !c.watchOnly && !c.receiveOnly),
    [coinsQ.data],
  );
  const [pickedCoin, setPickedCoin] = useState<string | null>(null);
  const coin = coins.find((c) => c.id === pickedCoin) ?? coins.find((c) => c.selected) ?? coins[0];
  const [typed, setTyped] = useState('');
  const [unit, setUnit] = useState<SellUnit>('coin');
  const [step, setStep] = useState<Step>({ kind: 'offers' });
  const price = useCoinPrice(coin?.symbol ?? '');
  const currency = price.currency ?? 'USD';

  const { amount, problem } = coin
    ? sellAmountOf(typed, unit, coin.decimals, price.price)
    : { amount: null, problem: null };
  const quote = useSellQuote(coin && amount ? { coinId: coin.id, amount } : null);
  // spec §3 Sell crypto: cryptoProviders
  const cryptoProviders = quote.data?.cryptoProviders;
  const deposit = useCallMutation('sell.deposit', ['coin.overview', 'coins.balances', 'coin.utxos']);

  const onReady = useCallback((details: Details) => setStep({ kind: 'review', details }), []);
  const walletList = wallets.data?.wallets ?? [];
  const current = walletList.find((w) => w.isCurrent);

  const fiat = amount !== null && unit === 'coin' && !privacy ? fiatOf(amount, price) : null;
  const equivalent =
    amount === null
      ? null
      : unit === 'fiat'
        ? `≈ ${formatAmount(amount, { full: true })} ${coin?.symbol ?? ''}`
        : fiat
          ? `≈ ${fiat}`
          : null;

  if (step.kind === 'sent')
    return (
      <div className="screen sell">
        <h1>Sell crypto</h1>
        <SellStatus
          hash={step.hash}
          requestId={step.requestDetails.requestId}
          providerName={step.requestDetails.providerName}
          amount={step.transferDetails.depositAmount}
          symbol={coin?.symbol ?? ''}
          providerDisplayName={step.requestDetails.providerDisplayName}
          onDone={() => {
            setTyped('');
            setStep({ kind: 'offers' });
          }}
        />
      </div>
    );

  if (step.kind === 'review' && coin)
    return (
      <div className="screen sell">
        <h1>Sell crypto</h1>
        <SellReview
          details={step.details}
          symbol={coin.symbol}
          chainDisplayName={coin.chainDisplayName}
          price={price}
          privacy={privacy}
          busy={deposit.isPending}
          error={deposit.error?.message ?? null}
          onBack={() => {
            deposit.reset();
            setStep({ kind: 'offers' });
          }}
          onSend={(approvedFee) => {
            if (deposit.isPending) return;
            const { transferDetails, requestDetails } = step.details;
            deposit.mutate(
              {
                requestId: requestDetails.requestId,
                providerName: requestDetails.providerName,
                transferDetails,
                feeOption: 'Recommended',
                approvedFee,
              },
              {
                onSuccess: ({ hash }) => {
                  rememberTxToast(
                    hash,
                    toast.show(
                      'progress',
                      progressTitle('sellDeposit', transferDetails.depositAmount, coin.symbol),
                      undefined,
                      {
                        keep: true,
                      },
                    ),
                  );
                  setStep({ kind: 'sent', hash, transferDetails, requestDetails });
                },
                onError: (e) => toast.show('error', 'Something Went wrong', e.message),
              },
            );
          }}
        />
      </div>
    );

  if (setup.data?.available === false)
    return (
      <div className="screen sell">
        <h1>Sell crypto</h1>
        <p role="status">Selling is not set up in this build: no product backend is configured.</p>
      </div>
    );

  return (
    <div className="screen sell">
      <h1>Sell crypto</h1>
      {coinsQ.data && coins.length === 0 && <p>This wallet holds no coin that can be sold.</p>}
      {coin && current && (
        <SellForm
          wallets={walletList}
          walletId={current.id}
          onWallet={(id) => {
            const w = walletList.find((x) => x.id === id);
            if (w) select.mutate({ index: w.index });
            setPickedCoin(null);
          }}
          coins={coins}
          coinId={coin.id}
          onCoin={setPickedCoin}
          amount={typed}
          onAmount={setTyped}
          unit={unit}
          onUnit={setUnit}
          symbol={coin.symbol}
          currency={currency}
          problem={problem}
          equivalent={equivalent}
        />
      )}
      {step.kind === 'wait' ? (
        <PaymentDetailsWait
          requestId={step.requestId}
          provider={step.provider}
          onReady={onReady}
          onCancel={() => setStep({ kind: 'offers' })}
        />
      ) : (
        <section aria-labelledby="sell-offers-title">
          <h2 id="sell-offers-title">Offers</h2>
          {amount === null && <p className="hint">Enter an amount to see what the providers pay.</p>}
          {(quote.waiting || quote.isFetching) && (
            <p role="status" aria-busy="true">
              Asking the providers…
            </p>
          )}
          {quote.error && quote.error.name !== 'AbortError' && (
            <p className="error-text" role="alert">
              {quote.error.message}
            </p>
          )}
          {cryptoProviders && coin && !quote.waiting && (
            <ProviderList
              cryptoProviders={cryptoProviders}
              symbol={coin.symbol}
              privacy={privacy}
              onPick={(provider) => setStep({ kind: 'wait', requestId: quote.data!.requestId, provider })}
            />
          )}
        </section>
      )}
    </div>
  );
}
