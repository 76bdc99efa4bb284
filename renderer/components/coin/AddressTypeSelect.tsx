import { useId } from 'react';
import { useAddressTypes, useSetAddressType } from '../../hooks/useAddressTypes';
import { useToast } from '../../state/toasts';

/** The address type of a chain that has several (bitcoin); the receive address follows it. */
export function AddressTypeSelect({ chainName }: { chainName: string }) {
  const id = useId();
  const types = useAddressTypes(chainName);
  const setType = useSetAddressType();
  const toast = useToast();
  const list = types.data?.types ?? [];
  if (list.length < 2) return null;
  const active = list.find((t) => t.active)?.scheme ?? list[0]!.scheme;
  return (
    <div className="field address-type">
      <label htmlFor={id}>Address type</label>
      <select
        id={id}
        value={active}
        disabled={setType.isPending}
        onChange={(e) =>
          setType.mutate(
            { chainName, scheme: e.target.value },
            { onError: (err) => toast.show('error', 'Could not change the address type', err.message) },
          )
        }
      >
        {list.map((t) => (
          <option key={t.scheme} value={t.scheme}>
            {t.label} ({t.path})
          </option>
        ))}
      </select>
    </div>
  );
}
