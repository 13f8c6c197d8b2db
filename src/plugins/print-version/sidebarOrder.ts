/** The part of a sidebar item this plugin reads (the docs plugin's `SidebarItem`, loosely). */
export type SidebarItem =
  | {type: 'doc' | 'ref'; id: string}
  | {type: 'category'; items: SidebarItem[]; link?: {type: string; id?: string}}
  | {type: 'link' | 'html'};

/**
 * Doc ids in reading order: the sidebars one after the other, each item before its children (a category's
 * own doc, then its items). `ref` items point into another sidebar and are read there; each doc appears once.
 */
export function docsInSidebarOrder(sidebars: Record<string, SidebarItem[]>): string[] {
  const ids: string[] = [];
  const visit = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'doc') ids.push(item.id);
      if (item.type === 'category') {
        if (item.link?.type === 'doc' && item.link.id) ids.push(item.link.id);
        visit(item.items);
      }
    }
  };
  Object.values(sidebars).forEach(visit);
  return [...new Set(ids)];
}
