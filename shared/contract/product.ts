import { z } from 'zod';

/** One news entry of the product feed (spec app.md §7: an array of entries with key and message). */
export const NewsItemSchema = z.strictObject({
  key: z.string().min(1).max(100),
  message: z.string().min(1).max(2000),
});
export type NewsItem = z.infer<typeof NewsItemSchema>;

/** What the app knows about newer versions, the same in Electron and the browser host. */
export const UpdateStateSchema = z.strictObject({
  current: z.string(),
  /** the newest version the feed announces, once a check has read it */
  latest: z.string().optional(),
  /** spec isUpdateAvailable */
  available: z.boolean(),
  /** spec lastUpdateCheckTimestamp: unix ms of the last check that got an answer */
  lastCheckedAt: z.number().int().optional(),
  releaseDate: z.string().max(64).optional(),
  /** why the last check failed, in plain words */
  error: z.string().max(300).optional(),
  /** no feed is configured for this build: nothing is ever checked */
  configured: z.boolean(),
});
export type UpdateState = z.infer<typeof UpdateStateSchema>;

export const productCalls = {
  /** The first news entry the user has not seen yet, or null; it is shown once. */
  'news.next': { input: z.strictObject({}), output: z.strictObject({ item: NewsItemSchema.nullable() }) },
  /** The user closed the news modal: that key is never shown again. */
  'news.dismiss': { input: z.strictObject({ key: NewsItemSchema.shape.key }), output: z.strictObject({}) },
  'updates.state': { input: z.strictObject({}), output: UpdateStateSchema },
  /** Asks the feed now (the About card's button); the answer is the new state. */
  'updates.check': { input: z.strictObject({}), output: UpdateStateSchema },
  /** The product backend's coin groups; empty without a backend. `known`: the app can hold it. */
  'coins.groups': {
    input: z.strictObject({}),
    output: z.strictObject({
      groups: z.array(
        z.strictObject({
          name: z.string(),
          coins: z.array(
            z.strictObject({ symbol: z.string(), chainDisplayName: z.string(), known: z.boolean() }),
          ),
        }),
      ),
    }),
  },
  /** Adds a group's coins to the current wallet (spec §5); a refusal reads 'Group not added: …'. */
  'coins.addGroup': {
    input: z.strictObject({ name: z.string().min(1).max(64) }),
    output: z.strictObject({}),
  },
  /** Catalogue entries the last backend sync brought (spec newCoins), for the add-coin panel. */
  'coins.newCoins': {
    input: z.strictObject({}),
    output: z.strictObject({
      coins: z.array(z.strictObject({ id: z.string(), symbol: z.string(), name: z.string() })),
    }),
  },
} as const;

export const productEvents = {
  'updates.changed': z.strictObject({}),
  /** the backend's coin list could not be read at unlock: spec §8's toast 'Sync Failed / Something went wrong' */
  'catalogue.syncFailed': z.strictObject({}),
} as const;
