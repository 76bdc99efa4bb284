import { z } from 'zod';
import { SignIntentCommon } from './common';

/** The signer derives the inputs' and change's scripts from the wallet's own keys. */
export const UtxoIntentSchema = z.strictObject({ family: z.literal('utxo'), ...SignIntentCommon });
