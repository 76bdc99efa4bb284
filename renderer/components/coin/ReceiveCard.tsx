import { CopyButton } from '../CopyButton';
import { AddressTypeSelect } from './AddressTypeSelect';
import { QrCode } from './QrCode';

interface ReceiveCardProps {
  chainName: string;
  symbol: string;
  address: string;
  /** bitcoin offers native segwit, nested segwit, legacy and taproot */
  addressTypes: boolean;
}

/** Where to receive: the family's next unused address, to copy or scan. */
export function ReceiveCard({ chainName, symbol, address, addressTypes }: ReceiveCardProps) {
  return (
    <section className="card receive-card" aria-labelledby="receive-title">
      <div className="receive-text">
        <h2 id="receive-title">Receive {symbol}</h2>
        {addressTypes && <AddressTypeSelect chainName={chainName} />}
        <p className="hint">Send only {symbol} to this address.</p>
        <div className="address-line">
          <span className="mono receive-address" data-testid="receive-address">
            {address}
          </span>
          <CopyButton text={address} label={`Copy ${symbol} receive address`} />
        </div>
      </div>
      {address && <QrCode text={address} label={`QR code of the ${symbol} receive address`} />}
    </section>
  );
}
