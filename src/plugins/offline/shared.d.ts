export const COPY_CACHE_PREFIX: string;
export const META_CACHE: string;
export const LEGACY_CACHES: string[];
export const CURRENT_ENTRY: string;
export const PENDING_ENTRY: string;
export const FAILURE_ENTRY: string;
export const OFFLINE_MANIFEST_FILE: string;
export const SITE_GROUP: string;
export const OFFLINE_PAGE: string;
export const SEARCH_MANIFEST: string;
export const STATE_ENTRY: string;
export const REVISION_HEADER: string;
export function copyCacheName(build: string): string;
export function readMeta<T>(scope: string, entry: string): Promise<T | undefined>;
export function currentCopy(scope: string): Promise<{cache: string; build: string} | undefined>;
export function deleteOfflineCaches(): Promise<void>;
export function docsGroupId(versionName: string): string;
export function filesToSave(
  manifest: import('./manifestTypes').OfflineManifest,
  search: import('./manifestTypes').SearchManifest | undefined,
  groups: string[],
  scope: string,
): {url: string; revision: string; bytes: number; wireBytes: number}[];
