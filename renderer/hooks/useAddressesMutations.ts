import { ADDRESS_QUERIES } from './useAddresses';
import { useCallMutation } from './useCall';

/** Adds the EVM, Tron and Solana sets (sets isEVMAddressesAdded). */
export const useEnableAddresses = () => useCallMutation('addresses.enable', ADDRESS_QUERIES);
/** 'Add 50 more' on a chain's set; resolves with how many were added. */
export const useAddMoreAddresses = () => useCallMutation('addresses.addMore', ADDRESS_QUERIES);
export const useAddCustomAddress = () => useCallMutation('addresses.addCustom', ADDRESS_QUERIES);
export const useDeleteAddress = () => useCallMutation('addresses.delete', ADDRESS_QUERIES);
export const useSelectAddress = () => useCallMutation('addresses.select', ADDRESS_QUERIES);
/** Keeps the first and the custom addresses of the EVM, Tron and Solana sets. */
export const useDisableAddresses = () => useCallMutation('addresses.disable', ADDRESS_QUERIES);
