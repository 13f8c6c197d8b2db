import {useMemo} from 'react';
import {useActivePluginAndVersion, useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {searchContexts, type DocsInstance, type VersionChoice} from '../../search-index/contexts';

/**
 * The search contexts for this page: the docs version being read (the latest
 * on pages that are not docs) plus the blog, changelog and pages. `choice`
 * overrides the version, as the search page's version selector does.
 */
export function useSearchContexts(choice?: VersionChoice): string[] {
  const allDocsData = useAllDocsData();
  const active = useActivePluginAndVersion();
  const activePluginId = active?.activePlugin.pluginId;
  const activeVersionName = active?.activeVersion?.name;
  const choicePluginId = choice?.pluginId;
  const choiceVersionName = choice?.versionName;
  return useMemo(() => {
    const instances: DocsInstance[] = Object.entries(allDocsData).map(([pluginId, data]) => ({
      pluginId,
      versions: data.versions,
    }));
    const reading =
      activePluginId && activeVersionName ? {pluginId: activePluginId, versionName: activeVersionName} : undefined;
    const picked =
      choicePluginId && choiceVersionName ? {pluginId: choicePluginId, versionName: choiceVersionName} : reading;
    return searchContexts(instances, picked);
  }, [allDocsData, activePluginId, activeVersionName, choicePluginId, choiceVersionName]);
}
