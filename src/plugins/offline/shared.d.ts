export const CACHE_NAME: string;
export const OFFLINE_MANIFEST_FILE: string;
export const SITE_GROUP: string;
export const OFFLINE_PAGE: string;
export const SEARCH_MANIFEST: string;
export const STATE_ENTRY: string;
export const REVISION_HEADER: string;
export function docsGroupId(versionName: string): string;
export function filesToSave(
  manifest: import('./manifestTypes').OfflineManifest,
  search: {contexts: Record<string, {file: string; bytes: number}>} | undefined,
  groups: string[],
  scope: string,
): {url: string; revision: string; bytes: number; wireBytes: number}[];
