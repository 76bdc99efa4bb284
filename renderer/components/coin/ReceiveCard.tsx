import { CopyButton } from '../CopyButton';
import { AccountCreationOffer } from './AccountCreationOffer';
import { AddressTypeSelect } from './AddressTypeSelect';
import { PaymentRequestFields } from './PaymentRequestFields';
import { QrCode } from './QrCode';
import { usePaymentRequest } from './usePaymentRequest';

interface ReceiveCardProps {
  coinId: string;
  chainName: string;
  decimals: number;
  symbol: string;
  address: string;
  /** bitcoin offers native segwit, nested segwit, legacy and taproot */
  addressTypes: boolean;
  /** the family's words on the account (shown instead of the hint; with no address, instead of it) */
  notices?: readonly string[] | undefined;
}

/** Where to receive: the family's next unused address, to copy or scan. */
export function ReceiveCard({
  coinId,
  chainName,
  decimals,
  symbol,
  address,
  addressTypes,
  notices = [],
}: ReceiveCardProps) {
  // BIP21 / EIP-681: the QR code carries the payment link (with the requested amount) where the chain has one.
  const request = usePaymentRequest({ coinId, chainName, symbol, decimals, address });
  return (
    <section className="card receive-card" aria-labelledby="receive-title">
      <div className="receive-text">
        <h2 id="receive-title">Receive {symbol}</h2>
        {addressTypes && <AddressTypeSelect chainName={chainName} />}
        {notices.length > 0 ? (
          notices.map((n) => (
            <p key={n} className="warning-line" data-testid="receive-notice">
              {n}
            </p>
          ))
        ) : (
          <p className="hint">Send only {symbol} to this address.</p>
        )}
        {/* a key the network has no account for yet (Hedera): offer to create one */}
        {!address && notices.length > 0 && <AccountCreationOffer coinId={coinId} />}
        {address && (
          <div className="address-line">
            <span className="mono receive-address" data-testid="receive-address">
              {address}
            </span>
            <CopyButton text={address} label={`Copy ${symbol} receive address`} />
          </div>
        )}
        {address && <PaymentRequestFields symbol={symbol} request={request} />}
      </div>
      {address && (
        <QrCode text={request.link ?? address} label={`QR code of the ${symbol} receive address`} />
      )}
    </section>
  );
}
