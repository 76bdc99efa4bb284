import type { CallOutput } from '../../../shared/contract';
import { CopyButton } from '../CopyButton';
import { AddressRow } from './AddressRow';

type Addresses = CallOutput<'addresses.list'>['addresses'];

interface AddressListProps {
  chainName: string;
  addresses: Addresses;
  /** a private-key wallet: one address, nothing to select or delete */
  readOnly: boolean;
}

export function AddressList({ chainName, addresses, readOnly }: AddressListProps) {
  if (readOnly)
    return (
      <ul className="address-list" aria-label="Addresses">
        {addresses.map((a) => (
          <li key={a.path || a.address} className="address-row single active">
            <span className="address-main">
              <span className="mono address-text">{a.address}</span>
            </span>
            <span className="address-actions">
              <CopyButton text={a.address} label="Copy address" />
            </span>
          </li>
        ))}
      </ul>
    );
  return (
    <ul className="address-list" aria-label="Addresses">
      {addresses.map((a, i) => (
        <AddressRow key={a.path} chainName={chainName} entry={a} position={i + 1} />
      ))}
    </ul>
  );
}
