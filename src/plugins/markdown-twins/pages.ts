import type {LoadedPlugin} from '@docusaurus/types';

/** One page that gets a Markdown twin, with what `llms.txt` says about it. */
export type TwinPage = {
  /** Route path with the base URL and trailing slash, e.g. `/docs/installation/`. */
  permalink: string;
  title: string;
  description?: string;
  /** Listed in `llms.txt` (unlisted docs and posts get a twin but are not advertised). */
  listed: boolean;
  /** A generated category page: a list of links, left out of `llms-full.txt` where the linked pages follow anyway. */
  generatedIndex?: boolean;
};

/** A group of pages: one docs version, the community docs, the blog, the changelog. */
export type TwinSection = {
  title: string;
  pages: TwinPage[];
  /** For a docs version: where its `llms-full.txt` goes (route path of the version, e.g. `/docs/2.0.0-beta.22/`). */
  fullTextBase?: string;
  versionLabel?: string;
};

// The shapes we read from the docs and blog plugins' loaded content (their full types are internal).
type DocMeta = {id: string; permalink: string; title: string; description: string; unlisted?: boolean};
type CategoryLink =
  {type: 'doc'; id: string} | {type: 'generated-index'; permalink: string; title?: string; description?: string};
type SidebarItem =
  | {type: 'doc' | 'ref'; id: string}
  | {type: 'category'; label: string; items: SidebarItem[]; link?: CategoryLink}
  | {type: 'link' | 'html'};
type DocsVersion = {
  versionName: string;
  label: string;
  path: string;
  docs: DocMeta[];
  sidebars: Record<string, SidebarItem[]>;
};
type DocsContent = {loadedVersions: DocsVersion[]};
type BlogPostMeta = {permalink: string; title: string; description: string; unlisted?: boolean};
type BlogContent = {blogPosts: {metadata: BlogPostMeta}[]};

function isDocsContent(content: unknown): content is DocsContent {
  return typeof content === 'object' && content !== null && Array.isArray((content as DocsContent).loadedVersions);
}

function isBlogContent(content: unknown): content is BlogContent {
  return typeof content === 'object' && content !== null && Array.isArray((content as BlogContent).blogPosts);
}

/**
 * A version's pages: its sidebars depth first (docs, category docs, generated category pages, which exist only
 * in the sidebars), then the docs no sidebar shows, in the plugin's order.
 */
function docsVersionPages(version: DocsVersion): TwinPage[] {
  const docs = new Map<string, TwinPage>();
  for (const {id, permalink, title, description, unlisted} of version.docs) {
    docs.set(id, {permalink, title, description, listed: !unlisted});
  }
  const pages = new Map<string, TwinPage>();
  const add = (page: TwinPage | undefined): void => {
    if (page && !pages.has(page.permalink)) pages.set(page.permalink, page);
  };
  const walk = (items: SidebarItem[]): void => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') add(docs.get(item.id));
      if (item.type !== 'category') continue;
      if (item.link?.type === 'doc') add(docs.get(item.link.id));
      if (item.link?.type === 'generated-index') {
        const {permalink, title = item.label, description} = item.link;
        add({permalink, title, description, listed: true, generatedIndex: true});
      }
      walk(item.items);
    }
  };
  Object.values(version.sidebars).forEach(walk);
  docs.forEach(add);
  return [...pages.values()];
}

function pluginOption(plugin: LoadedPlugin, name: string): string | undefined {
  const value = (plugin.options as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The sections of the site that get Markdown twins, read from the loaded docs and blog plugins: one per docs
 * version (in the plugin's order, current first), one per other docs instance, one per blog.
 */
export function collectSections(plugins: LoadedPlugin[]): TwinSection[] {
  const sections: TwinSection[] = [];
  const blogSections: TwinSection[] = [];
  for (const plugin of plugins) {
    const {content} = plugin;
    if (isDocsContent(content)) {
      const instanceId = pluginOption(plugin, 'id') ?? 'default';
      for (const version of content.loadedVersions) {
        const versioned = content.loadedVersions.length > 1;
        sections.push({
          title: versioned ? `Docs ${version.label}` : capitalizeId(instanceId),
          pages: docsVersionPages(version),
          ...(versioned ? {fullTextBase: withSlash(version.path), versionLabel: version.label} : {}),
        });
      }
    } else if (isBlogContent(content)) {
      blogSections.push({
        title: pluginOption(plugin, 'blogTitle') ?? 'Blog',
        pages: content.blogPosts.map(({metadata}) => ({
          permalink: metadata.permalink,
          title: metadata.title,
          description: metadata.description,
          listed: !metadata.unlisted,
        })),
      });
    }
  }
  // Docs before blogs, whatever the plugin order (the preset's blog loads before other docs instances).
  return [...sections, ...blogSections];
}

function withSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

function capitalizeId(id: string): string {
  return id.charAt(0).toUpperCase() + id.slice(1);
}
