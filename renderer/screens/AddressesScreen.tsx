import { Link, useParams } from 'react-router';
import { capabilitiesOf } from '../../shared/chains/capabilities';
import { CHAINS } from '../../shared/chains/registry';
import { DERIVED_SET_KEYS } from '../../shared/wallets/derived/derivedRules';
import { AddressList } from '../components/addresses/AddressList';
import { AddressSetActions } from '../components/addresses/AddressSetActions';
import { CustomPathForm } from '../components/addresses/CustomPathForm';
import { examplePath } from '../components/addresses/examplePath';
import { useAddresses } from '../hooks/useAddresses';

/** The derived addresses of one chain in the current wallet (spec §4 "Derived addresses"). */
export function AddressesScreen() {
  const { chainName = '' } = useParams();
  const chain = CHAINS.get(chainName);
  const list = useAddresses(chainName);

  if (!chain)
    return (
      <section className="screen">
        <p className="error-text">Unsupported chain</p>
        <Link to="/home">Back to home</Link>
      </section>
    );

  const data = list.data;
  const shared = capabilitiesOf(chain.name).sharedAddressSet;
  const inEvmSets = (DERIVED_SET_KEYS as readonly string[]).includes(data?.setKey ?? '');

  return (
    <section className="screen addresses-screen">
      <Link to="/home" className="back-link">
        ← Home
      </Link>
      <header className="addresses-header">
        <h1>{chain.displayName} addresses</h1>
        {shared && <span className="badge">Shared by all EVM networks</span>}
      </header>
      {shared && data?.available !== false && (
        <p className="hint">
          Every EVM network (Ethereum, Polygon, BNB Smart Chain, …) uses this one list: adding or selecting an
          address here does so on all of them.
        </p>
      )}
      {list.error && <p className="error-text">{list.error.message}</p>}
      {!data ? (
        !list.error && <div className="spinner" aria-label="Loading addresses" />
      ) : !data.available ? (
        <div className="card">
          <p className="warning-box">
            This wallet was imported from a private key. A single key has one address, so there are no other
            addresses to derive.
          </p>
          <AddressList chainName={chainName} addresses={data.addresses} readOnly />
        </div>
      ) : (
        <>
          <p className="hint">
            With privacy mode on (in the wallet switcher), the first address is used again at every unlock.
          </p>
          <section className="card" aria-labelledby="add-addresses-title">
            <h2 id="add-addresses-title">Add addresses</h2>
            <AddressSetActions
              chainName={chainName}
              inEvmSets={inEvmSets}
              isEVMAddressesAdded={data.isEVMAddressesAdded}
            />
            <CustomPathForm chainName={chainName} example={examplePath(chain)} />
          </section>
          <section className="card" aria-labelledby="address-list-title">
            <h2 id="address-list-title">
              {data.addresses.length} address{data.addresses.length === 1 ? '' : 'es'}
            </h2>
            <AddressList chainName={chainName} addresses={data.addresses} readOnly={false} />
          </section>
        </>
      )}
    </section>
  );
}
