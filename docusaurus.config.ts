import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type * as Docs from '@docusaurus/plugin-content-docs';
import type * as Blog from '@docusaurus/plugin-content-blog';
import type {PluginOptions as IdealImageOptions} from '@docusaurus/plugin-ideal-image';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
import {themes as prismThemes} from 'prism-react-renderer';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import rehypeOptionAnchors from './src/plugins/option-anchors';
import remarkDiagrams from './src/plugins/diagrams/remark';

import {testContentPlugins} from './test-content/config';
import {offlineManifestTransform} from './src/plugins/offline';
import {readablePrismTheme} from './src/utils/readablePrismTheme';

// Environment switches, named once: Algolia DocSearch replaces the local search index only when configured.
const algolia =
  process.env.ALGOLIA_APP_ID && process.env.ALGOLIA_API_KEY
    ? {
        appId: process.env.ALGOLIA_APP_ID,
        apiKey: process.env.ALGOLIA_API_KEY,
        indexName: process.env.ALGOLIA_INDEX_NAME ?? 'docusaurus-2',
      }
    : undefined;

const repoUrl = 'https://github.com/facebook/docusaurus';

// This site's own source repository and branch: every "Edit this page" link opens the page's file there.
// To publish from another repository or branch, change these two values (see README, "Edit links").
const siteRepo = {url: 'https://github.com/docusaurus-community/docusaurus-versioned-site', branch: 'main'};
// Paths are relative to the repository root, which is the site directory: docs/…, versioned_docs/…, blog/….
const siteEditUrl = `${siteRepo.url}/edit/${siteRepo.branch}/`;

// The PWA plugin sets swSrc, swDest and globDirectory of its Workbox options itself; its types still require them.
type PwaConfig = Omit<Partial<PwaOptions>, 'injectManifestConfig'> & {
  injectManifestConfig?: Partial<PwaOptions['injectManifestConfig']>;
};

const config = {
  title: 'Docusaurus',
  tagline: 'Build optimized websites quickly, focus on your content',
  url: 'https://docusaurus.io',
  baseUrl: '/',
  baseUrlIssueBanner: true,
  trailingSlash: true,
  favicon: 'img/favicon.svg',
  organizationName: 'facebook',
  projectName: 'docusaurus',
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en-US', calendar: 'gregory'}},
  },
  onBrokenLinks: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    // .md files are CommonMark (HTML comments such as <!-- truncate --> allowed); .mdx files are MDX.
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'warn'},
  },
  future: {
    // v4 behaviour and the Rspack/SWC build, but storage keys stay un-namespaced
    // ('theme', 'docs-preferred-version-default', …) as the spec requires.
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: true,
  },
  // Read by the build checks (tests/unit/built-pages.test.ts) to map every edit link to a file of this repository.
  customFields: {siteRepo},
  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          sidebarPath: './sidebars.ts',
          editUrl: siteEditUrl,
          showLastUpdateTime: true,
          showLastUpdateAuthor: true,
          breadcrumbs: true,
          lastVersion: 'current',
          versions: {
            current: {label: '2.0.0-beta.23 🚧'},
          },
          // <Diagram name="…" /> in docs becomes an inline SVG rendered from src/diagrams/<name>.dot at build time.
          remarkPlugins: [remarkMath, remarkDiagrams],
          rehypePlugins: [rehypeKatex, rehypeOptionAnchors],
        } satisfies Docs.Options,
        // The blog is added below as ./src/plugins/blog-feeds, the stock plugin with complete feeds.
        blog: false,
        pages: {},
        theme: {customCss: ['./src/css/custom.css', './src/css/print.css']},
        sitemap: {
          ignorePatterns: ['/tests/**'],
          // lastmod from each doc's last update (its Git history), so crawlers revisit only what changed. Blog
          // posts do not show a last-update date: they are dated by the day in their URL.
          lastmod: 'date',
          async createSitemapItems({defaultCreateSitemapItems, ...params}) {
            const items = await defaultCreateSitemapItems(params);
            return items.map((item) => {
              const day = /\/blog\/(\d{4})\/(\d{2})\/(\d{2})\//.exec(item.url);
              return item.lastmod || !day ? item : {...item, lastmod: `${day[1]}-${day[2]}-${day[3]}`};
            });
          },
        },
        // Kept in production so /__docusaurus/debug/ and its sub-pages are part of the site.
        debug: true,
      } satisfies Preset.Options,
    ],
  ],
  // With themeConfig.algolia set, the classic preset adds theme-search-algolia itself.
  themes: ['@docusaurus/theme-live-codeblock'],
  clientModules: ['./src/clientModules/idlePrefetch.ts', './src/clientModules/chunkLoadNotice.ts'],
  plugins: [
    // Styles of the build-time diagrams and their standalone SVG copies for the zoom links.
    './src/plugins/diagrams/index.ts',
    [
      'content-docs',
      {
        id: 'community',
        path: 'community',
        routeBasePath: 'community',
        sidebarPath: './sidebarsCommunity.ts',
        editUrl: siteEditUrl,
        showLastUpdateTime: true,
        showLastUpdateAuthor: true,
        breadcrumbs: true,
      } satisfies Docs.Options,
    ],
    [
      './src/plugins/blog-feeds/index.ts',
      {
        path: 'blog',
        blogDescription: 'News, release announcements and yearly recaps from the Docusaurus team.',
        postsPerPage: 5,
        blogSidebarCount: 'ALL',
        blogSidebarTitle: 'All posts',
        showReadingTime: true,
        editUrl: siteEditUrl,
        feedOptions: {
          type: 'all',
          title: 'Docusaurus blog',
          description: 'News, release announcements and yearly recaps from the Docusaurus team.',
          copyright: `Copyright © ${new Date().getFullYear()} Facebook, Inc.`,
        },
        onInlineAuthors: 'throw',
        onInlineTags: 'throw',
      } satisfies Blog.Options,
    ],
    [
      './src/plugins/changelog/index.ts',
      {
        id: 'changelog',
        path: 'changelog/source',
        routeBasePath: 'changelog',
        blogTitle: 'Changelog',
        blogDescription: 'Every release of Docusaurus 2, from 2.0.0-alpha.19 to 2.0.0-beta.22, with what changed.',
        blogSidebarTitle: 'Recent releases',
        blogSidebarCount: 10,
        postsPerPage: 20,
        showReadingTime: false,
        // Releases are edited in CHANGELOG.md, not in the posts generated from it.
        editUrl: () => `${siteEditUrl}CHANGELOG.md`,
        feedOptions: {
          type: 'all',
          title: 'Docusaurus changelog',
          description: 'Every release of Docusaurus 2 with what changed, newest first.',
          limit: false,
        },
        authorsMapPath: 'authors.yml',
        onInlineAuthors: 'ignore',
        onUntruncatedBlogPosts: 'ignore',
      } satisfies Blog.Options,
    ],
    ...testContentPlugins,
    './src/plugins/feature-requests/index.ts',
    // Offline search; Algolia DocSearch's theme replaces it when configured.
    ...(algolia ? [] : ['./src/plugins/search-index/index.ts', './src/plugins/search-ui/index.ts']),
    './src/plugins/latest-posts/index.ts',
    // What changed on each doc page and between docs versions, computed from the built pages.
    './src/plugins/version-compare/index.ts',
    // Upgrade checklists between releases (/upgrade/…), per-release option data and each version's facts.json.
    './src/plugins/upgrade/index.ts',
    // Markdown twins of the rendered pages, llms.txt and one llms-full.txt per docs version (postBuild).
    './src/plugins/markdown-twins/index.ts',
    './src/plugins/offline/index.ts',
    './src/plugins/print-version/index.ts',
    // Code highlighted while pages are prerendered; Prism's token colours as a stylesheet per colour mode.
    './src/plugins/code-highlight/index.ts',
    // Lazy chunks named by id: runtime~main.js then needs no id → name map (about 4 KB gzip on every page).
    './src/plugins/chunk-file-names/index.ts',
    [
      'ideal-image',
      {quality: 70, max: 1030, min: 640, steps: 2, disableInDev: false} satisfies Partial<IdealImageOptions>,
    ],
    // plugin-pwa, wrapped: a service worker whose own code failed to load fails its install (src/plugins/pwa).
    [
      './src/plugins/pwa/index.ts',
      {
        offlineModeActivationStrategies: ['appInstalled', 'standalone', 'queryString'],
        // Files are saved by group as the reader chooses (src/plugins/offline), not all when the worker installs.
        injectManifestConfig: {manifestTransforms: [offlineManifestTransform]},
        swCustom: path.resolve(__dirname, 'src/plugins/offline/sw.js'),
        swRegister: path.resolve(__dirname, 'src/plugins/offline/client/register.ts'),
        pwaHead: [
          {tagName: 'link', rel: 'icon', href: '/img/favicon.svg'},
          {tagName: 'link', rel: 'manifest', href: '/manifest.json'},
          {tagName: 'meta', name: 'theme-color', content: '#2e8555'},
          {tagName: 'meta', name: 'apple-mobile-web-app-capable', content: 'yes'},
          {tagName: 'meta', name: 'apple-mobile-web-app-status-bar-style', content: '#2e8555'},
          {tagName: 'link', rel: 'apple-touch-icon', href: '/img/icons/icon-192.png'},
        ],
      } satisfies PwaConfig,
    ],
  ],
  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'keywords', content: 'documentation, static site generator, react, docusaurus'}],
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
    announcementBar: {
      id: 'announcementBar-2',
      content:
        'Docusaurus 2 is in beta. Read what changed in the <a href="/changelog/">changelog</a> and check the <a href="/versions/">versions</a> page before you upgrade.',
      backgroundColor: '#1b1b1d',
      textColor: '#ffffff',
      isCloseable: true,
    },
    docs: {sidebar: {hideable: true}},
    navbar: {
      hideOnScroll: true,
      title: 'Docusaurus',
      logo: {alt: 'Docusaurus logo', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs'},
        {type: 'docSidebar', sidebarId: 'api', position: 'left', label: 'API'},
        {to: '/blog/', label: 'Blog', position: 'left'},
        {to: '/showcase/', label: 'Showcase', position: 'left'},
        {
          to: '/community/support/',
          label: 'Community',
          position: 'left',
          activeBaseRegex: '/community/',
        },
        {to: '/tests/', label: 'Tests', position: 'left', className: 'navbar__item--tests'},
        {
          type: 'docsVersionDropdown',
          position: 'right',
          dropdownActiveClassDisabled: true,
          dropdownItemsAfter: [
            {type: 'html', value: '<hr class="dropdown-separator">'},
            {to: '/versions/', label: 'All versions'},
          ],
        },
        {type: 'localeDropdown', position: 'right'},
        {type: 'search', position: 'right'},
        {type: 'custom-offline', position: 'right'},
        {
          href: repoUrl,
          position: 'right',
          className: 'header-github-link',
          'aria-label': 'GitHub repository',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Learn',
          items: [
            {label: 'Introduction', to: '/docs/'},
            {label: 'Installation', to: '/docs/installation/'},
            {label: 'Migration from v1 to v2', to: '/docs/migration/'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Support', to: '/community/support/'},
            {label: 'Team', to: '/community/team/'},
            {label: 'Discord', href: 'https://discord.gg/docusaurus'},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'Blog', to: '/blog/'},
            {label: 'Changelog', to: '/changelog/'},
            {label: 'Versions', to: '/versions/'},
            {label: 'GitHub', href: repoUrl},
          ],
        },
        {
          title: 'Legal',
          items: [
            {label: 'Privacy', href: 'https://opensource.fb.com/legal/privacy/'},
            {label: 'Terms', href: 'https://opensource.fb.com/legal/terms/'},
          ],
        },
      ],
      logo: {
        alt: 'Meta Open Source logo',
        src: 'img/meta-opensource.svg',
        width: 160,
        height: 51,
        href: 'https://opensource.fb.com',
      },
      copyright: `Copyright © ${new Date().getFullYear()} Meta Platforms, Inc. Built with Docusaurus.`,
    },
    prism: {
      theme: readablePrismTheme(prismThemes.github),
      darkTheme: readablePrismTheme(prismThemes.dracula),
      // JSON and YAML are already in prism-react-renderer's bundle; listing them again ships them twice.
      additionalLanguages: ['bash', 'diff'],
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    liveCodeBlock: {playgroundPosition: 'bottom'},
    ...(algolia ? {algolia: {...algolia, contextualSearch: true}} : {}),
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
