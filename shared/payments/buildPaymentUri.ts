import { formatUnits, parseUnits } from '../amount';
import { paymentSchemeOf } from './paymentSchemes';

export interface BuildPaymentUriParams {
  chainName: string;
  /** the receive address */
  address: string;
  /** decimal in the coin's unit; empty or absent: no amount in the link */
  amount?: string;
  /** the coin's decimal places, for EIP-681's base-unit amounts */
  decimals: number;
  /** an ERC-20 token: the link becomes EIP-681's `transfer` call on its contract */
  token?: { contract: string };
}

/**
 * The payment link a receive QR code and copy carry, or null when the chain has no link
 * format (then the plain address is shown). BIP21 (https://github.com/bitcoin/bips/blob/master/bip-0021.mediawiki):
 * `bitcoin:<address>?amount=<decimal>`. EIP-681 (https://eips.ethereum.org/EIPS/eip-681):
 * `ethereum:<address>@<chainId>?value=<wei>`, or for a token
 * `ethereum:<token>@<chainId>/transfer?address=<address>&uint256=<base units>`.
 * The chain id is always written: a wallet that assumes chain 1 must not pay on mainnet what
 * was asked on Polygon. Throws on an amount the coin cannot hold (more places than it has).
 */
export function buildPaymentUri(p: BuildPaymentUriParams): string | null {
  const scheme = paymentSchemeOf(p.chainName);
  if (!scheme || p.address === '') return null;
  const amount = p.amount?.trim() ?? '';
  const base = amount === '' ? null : parseUnits(amount, p.decimals);
  if (scheme.kind === 'bip21') {
    // A cashaddr already carries its scheme as its prefix (bitcoincash:q…).
    const prefix = `${scheme.scheme}:`;
    const target = p.address.toLowerCase().startsWith(prefix) ? p.address : `${prefix}${p.address}`;
    // BIP21's amount is the decimal in whole coins; written from base units so it is canonical.
    return base === null || base === 0n ? target : `${target}?amount=${formatUnits(base, p.decimals)}`;
  }
  if (p.token) {
    const query = `address=${p.address}${base === null || base === 0n ? '' : `&uint256=${base}`}`;
    return `ethereum:${p.token.contract}@${scheme.chainId}/transfer?${query}`;
  }
  const target = `ethereum:${p.address}@${scheme.chainId}`;
  return base === null || base === 0n ? target : `${target}?value=${base}`;
}
