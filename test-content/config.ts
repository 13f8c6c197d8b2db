import type {PluginConfig} from '@docusaurus/types';
import type * as Docs from '@docusaurus/plugin-content-docs';
import type * as Blog from '@docusaurus/plugin-content-blog';
import type * as Pages from '@docusaurus/plugin-content-pages';

/**
 * The public /tests section: content whose only job is to exercise edge cases of the theme.
 * Spread into the site config; kept out of the sitemap and the search index.
 */
export const testContentPlugins = [
  [
    'content-docs',
    {
      id: 'docs-tests',
      path: 'test-content/docs',
      routeBasePath: 'tests/docs',
      sidebarPath: './test-content/sidebars.ts',
      breadcrumbs: true,
      showLastUpdateAuthor: true,
      showLastUpdateTime: true,
    } satisfies Docs.Options,
  ],
  [
    'content-blog',
    {
      id: 'blog-tests',
      path: 'test-content/blog',
      routeBasePath: 'tests/blog',
      blogTitle: 'Test blog',
      blogDescription: 'Blog posts that exercise edge cases of the blog theme.',
      postsPerPage: 3,
      sortPosts: 'ascending',
      blogSidebarCount: 'ALL',
      feedOptions: {type: 'all'},
      onInlineAuthors: 'ignore',
      onInlineTags: 'ignore',
      onUntruncatedBlogPosts: 'ignore',
    } satisfies Blog.Options,
  ],
  [
    'content-pages',
    {
      id: 'pages-tests',
      path: 'test-content/pages',
      routeBasePath: 'tests',
    } satisfies Pages.Options,
  ],
] satisfies PluginConfig[];
