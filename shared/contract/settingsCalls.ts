import { z } from 'zod';
import { CustomNodeSchema, NodeHealthSchema } from '../net/customNode';
import { SettingsPatchSchema, SettingsSchema } from './settings';

export const settingsCalls = {
  'settings.get': { input: z.strictObject({}), output: SettingsSchema },
  'settings.update': { input: SettingsPatchSchema, output: SettingsSchema },
  /**
   * Saves the user's node for one chain after asking it which chain it serves (EVM eth_chainId,
   * Bitcoin family genesis hash); refused with the exact reason otherwise. `node: null` removes it.
   */
  'nodes.set': {
    input: z.strictObject({
      chain: z.string().regex(/^[a-z0-9_]{1,40}$/),
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
