// Runs the UTXO benchmark alone: `npx tsx test/utxo/runBench.ts`.
import { benchUtxo } from '../../bench/utxoBench';

console.log(await benchUtxo());
