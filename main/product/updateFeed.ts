import { FAILSAFE_SCHEMA, load } from 'js-yaml';
import { z } from 'zod';
import { isVersion } from '../../shared/product/compareVersions';
import type { Http } from '../net/http';
import { readAnswer } from '../net/readAnswer';

/** What a feed announces: the newest version and when it was released. */
export interface Release {
  version: string;
  releaseDate?: string;
}

/** Where an update check asks. Electron's is electron-updater; the browser host reads the same file. */
export type UpdateChecker = () => Promise<Release>;

const LatestSchema = z.looseObject({
  version: z.string().refine(isVersion, 'not a version'),
  releaseDate: z.string().max(64).optional(),
});

/**
 * electron-builder's generic provider publishes `latest.yml` (version, files, sha512,
 * releaseDate) at the feed URL; electron-updater reads the same file. Parsed with the
 * failsafe schema so every scalar stays a string (no YAML type guessing on versions).
 */
export function latestYmlChecker(http: Http, feedUrl: string): UpdateChecker {
  const url = `${feedUrl.replace(/\/+$/, '')}/latest.yml`;
  return async () => {
    const doc = load(await http.request(url), { schema: FAILSAFE_SCHEMA });
    const r = readAnswer(LatestSchema, doc, 'update feed', new URL(url).host);
    return { version: r.version, ...(r.releaseDate ? { releaseDate: r.releaseDate } : {}) };
  };
}
