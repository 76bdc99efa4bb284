/**
 * SPACE ID's name API (docs.space.id, "SID API"):
 * `GET {baseUrl}/v1/getAddress?tld=bnb&domain=allen.bnb` → `{"code":0,"address":"0x…"}`.
 * A name nobody registered comes back as the zero address, which means null (spec §7).
 */
import { ZeroAddress, getAddress } from 'ethers';
import { z } from 'zod';
import { AppError } from '../../../../shared/errors';
import type { Http } from '../../../net/http';
import { plainText } from '../errors';
import { normaliseName } from './names';

const GetAddressReply = z.object({
  code: z.number(),
  msg: z.string().optional(),
  address: z.string().optional(),
});

export interface SpaceIdLookup {
  baseUrl: string;
  /** SPACE ID's registry id: 'bnb' for .bnb names */
  tld: string;
  /** the whole name, suffix included (allen.bnb) */
  name: string;
}

/** The checksummed address `name` points at, or null when it is not registered. */
export async function resolveSpaceId(http: Http, p: SpaceIdLookup): Promise<string | null> {
  const domain = normaliseName(p.name);
  const url = `${p.baseUrl.replace(/\/+$/, '')}/v1/getAddress?${new URLSearchParams({ tld: p.tld, domain })}`;
  let body: unknown;
  try {
    body = await http.json(url);
  } catch (e) {
    if (e instanceof AppError && e.code === 'NETWORK') throw e;
    throw new AppError(
      'NETWORK',
      `SPACE ID did not answer: ${plainText(e instanceof Error ? e.message : String(e))}`,
    );
  }
  const reply = GetAddressReply.safeParse(body);
  if (!reply.success) throw new AppError('NETWORK', 'SPACE ID sent an unexpected answer');
  const { code, msg, address } = reply.data;
  if (code !== 0)
    throw new AppError('NETWORK', `SPACE ID refused the lookup: ${plainText(msg ?? `code ${code}`)}`);
  if (address === undefined || !/^0x[0-9a-fA-F]{40}$/.test(address))
    throw new AppError('NETWORK', 'SPACE ID sent an unexpected answer');
  if (address.toLowerCase() === ZeroAddress) return null;
  try {
    return getAddress(address);
  } catch {
    // mixed case with a wrong checksum: a corrupted answer, not an address to send to
    throw new AppError('NETWORK', 'SPACE ID sent an address with a wrong checksum');
  }
}
