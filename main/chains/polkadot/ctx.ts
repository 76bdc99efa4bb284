import type { Http } from '../../net/http';
import type { PolkadotConfig } from './config';

/** A type registry over one runtime's metadata, kept per spec version (building one takes ~0.3 s). */
export interface RuntimeCache {
  get<T>(specVersion: number, build: () => Promise<T>): Promise<T>;
}

/** What every Polkadot logic function receives first; tests build one pointed at the fixture. */
export interface PolkadotCtx {
  http: Http;
  config: PolkadotConfig;
  now: () => number;
  runtimes: RuntimeCache;
}

export function runtimeCache(): RuntimeCache {
  const byVersion = new Map<number, Promise<unknown>>();
  return {
    get<T>(specVersion: number, build: () => Promise<T>): Promise<T> {
      let hit = byVersion.get(specVersion) as Promise<T> | undefined;
      if (!hit) {
        hit = build();
        byVersion.set(specVersion, hit);
        hit.catch(() => byVersion.delete(specVersion));
      }
      return hit;
    },
  };
}
