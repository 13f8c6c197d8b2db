import {DEFAULT_CONTEXT, type Manifest} from './types';

/** What context selection needs to know of a docs plugin instance. */
export type DocsInstance = {
  pluginId: string;
  versions: {name: string; isLast: boolean}[];
};

/** The docs version a search is about: the one being read, or the one picked on the search page. */
export type VersionChoice = {pluginId: string; versionName: string};

/** The `docusaurus_tag` the theme gives pages of one docs version. */
export function docsContext(pluginId: string, versionName: string): string {
  return `docs-${pluginId}-${versionName}`;
}

/**
 * Contexts a search covers: everything that is not docs, plus one version of
 * each docs instance: the chosen version for its instance, the latest for the others.
 */
export function searchContexts(instances: DocsInstance[], choice?: VersionChoice): string[] {
  const docs = instances.flatMap(({pluginId, versions}) => {
    const chosen = choice?.pluginId === pluginId ? versions.find((v) => v.name === choice.versionName) : undefined;
    const version = chosen ?? versions.find((v) => v.isLast);
    return version ? [docsContext(pluginId, version.name)] : [];
  });
  return [DEFAULT_CONTEXT, ...docs];
}

/** The index files to fetch for these contexts; contexts with nothing indexed (the test docs) have none. */
export function filesForContexts(manifest: Manifest, contexts: string[]): {context: string; file: string}[] {
  return contexts.flatMap((context) => {
    const entry = manifest.contexts[context];
    return entry ? [{context, file: entry.file}] : [];
  });
}
