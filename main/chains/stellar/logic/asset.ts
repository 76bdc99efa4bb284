import { AppError } from '../../../../shared/errors';
import { validateAddress } from '../../../../shared/chains/stellar/validate';

export interface StellarAsset {
  code: string;
  issuer: string;
}

/** A token's contractAddress is its SEP-11 asset string CODE:ISSUER (the catalogue's form). */
export function parseAsset(contractAddress: string): StellarAsset {
  const m = /^([A-Za-z0-9]{1,12}):(G[A-Z2-7]{55})$/.exec(contractAddress.trim());
  if (!m || !validateAddress('stellar', m[2]!).valid)
    throw new AppError('BAD_INPUT', 'A Stellar asset is CODE:ISSUER, the issuer a G… account');
  return { code: m[1]!, issuer: m[2]! };
}

export const assetKey = (a: StellarAsset) => `${a.code}:${a.issuer}`;
