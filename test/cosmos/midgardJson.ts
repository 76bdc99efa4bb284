// Midgard's /v2/actions wire shape, on its own so the ledger that stores actions and the
// fixture that makes them (midgard.ts) do not import each other.

export interface Leg {
  address: string;
  coins: { asset: string; amount: string }[];
  txID: string;
}
export interface MidgardActionJson {
  date: string;
  height: string;
  in: Leg[];
  out: Leg[];
  pools: string[];
  status: 'success' | 'pending';
  type: string;
  metadata: Record<string, unknown>;
}
