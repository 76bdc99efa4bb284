import { z } from 'zod';
import { CustomNodeSchema, NodeHealthSchema } from '../net/customNode';
import { SettingsPatchSchema, SettingsSchema } from './settings';

export const settingsCalls = {
  'settings.get': { input: z.strictObject({}), output: SettingsSchema },
  'settings.update': { input: SettingsPatchSchema, output: SettingsSchema },
  /**
   * Saves the user's server for one of a chain's provider slots (the chain's node when `slot`
   * is absent) after asking it which network it serves (the family's check: EVM eth_chainId,
   * a genesis hash, chain id or network passphrase); refused with the exact reason otherwise.
   * `node: null` removes it.
   */
  'nodes.set': {
    input: z.strictObject({
      chain: z.string().regex(/^[a-z0-9_]{1,40}$/),
      slot: z
        .string()
        .regex(/^[a-z][a-z0-9]{0,19}$/)
        .optional(),
      node: CustomNodeSchema.nullable(),
    }),
    output: SettingsSchema,
  },
  /** Each saved node asked now: last answer, latency, height, or why it failed. */
  'nodes.health': {
    input: z.strictObject({}),
    output: z.strictObject({ nodes: z.array(NodeHealthSchema) }),
  },
} as const;

export const settingsEvents = {
  'settings.changed': z.strictObject({}),
} as const;
