import { z } from 'zod';
import { SettingsPatchSchema, SettingsSchema } from './settings';

export const settingsCalls = {
  'settings.get': { input: z.strictObject({}), output: SettingsSchema },
  'settings.update': { input: SettingsPatchSchema, output: SettingsSchema },
} as const;

export const settingsEvents = {
  'settings.changed': z.strictObject({}),
} as const;
