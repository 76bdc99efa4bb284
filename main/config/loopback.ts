import { z } from 'zod';

/**
 * A URL of the `local` profile: a node or an explorer stand-in on this machine. Family
 * schemas of WALLET_LOCAL_ENDPOINTS use it for every URL they take.
 */
export const Loopback = z
  .string()
  .max(200)
  .refine(
    (u) => /^http:\/\/127\.0\.0\.1:\d{1,5}(\/.*)?$/.test(u),
    'local endpoints must be http://127.0.0.1:PORT',
  );
