/** The parts of a docs sidebar item the grouping reads (the docs plugin's loaded sidebars fit this shape). */
export type SidebarNode =
  | {type: 'doc' | 'ref'; id: string}
  | {type: 'category'; label: string; items: SidebarNode[]; link?: {type: string; id?: string}}
  | {type: 'link' | 'html'};

/** Heading for docs outside every sidebar. */
export const NO_CATEGORY = 'Other pages';

/**
 * Each doc's group on the comparison page: the top-level sidebar category holding it (or linking to it), else the
 * sidebar's own name (`sidebarLabels`, the navbar labels) for docs at the top level of a sidebar.
 */
export function docCategories(
  sidebars: Record<string, readonly SidebarNode[]>,
  sidebarLabels: Record<string, string>,
): Map<string, string> {
  const categories = new Map<string, string>();
  const visit = (node: SidebarNode, group: string): void => {
    if (node.type === 'doc' || node.type === 'ref') {
      if (!categories.has(node.id)) categories.set(node.id, group);
    } else if (node.type === 'category') {
      if (node.link?.id && !categories.has(node.link.id)) categories.set(node.link.id, group);
      node.items.forEach((item) => visit(item, group));
    }
  };
  Object.entries(sidebars).forEach(([sidebarId, items]) => {
    const sidebarLabel = sidebarLabels[sidebarId] ?? sidebarId;
    items.forEach((item) => visit(item, item.type === 'category' ? item.label : sidebarLabel));
  });
  return categories;
}
