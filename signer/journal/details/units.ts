import { z } from 'zod';

export const BaseUnits = z.string().regex(/^(0|[1-9]\d{0,77})$/);
export const TxId = z.string().regex(/^[0-9a-f]{64}$/);
export const SolanaKey = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
