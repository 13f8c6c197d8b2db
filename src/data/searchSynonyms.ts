/**
 * The search's synonym table: words readers type for a thing, and the docs' own words for it. A query that contains
 * one of `readers` (as whole words, in order) also matches `docs`, and may match either: "dark mode" finds the
 * "Color mode" section and still finds pages that say "dark mode".
 *
 * How to review an entry: `docs` must be the words our pages use in a title, heading, option name or front matter
 * `keywords` (the unit test `src/plugins/search-index/synonyms.test.ts` checks that every `docs` word is a word of
 * the built index's titles or headings), and the comment says where. Add an entry only for a question a reader would
 * ask in other words than the page's; never to fit an evaluation set. The table ships with the search code, so keep
 * it short: every entry costs bytes on the first query.
 */
export type Synonym = {
  /** What readers type: lower-case words or phrases. */
  readers: string[];
  /** The docs' words for it: a title, heading or option name. */
  docs: string;
};

export const searchSynonyms: Synonym[] = [
  // themeConfig.colorMode, "Color mode" in the theme configuration.
  {readers: ['dark mode', 'night mode', 'light mode', 'dark theme', 'theme toggle'], docs: 'color mode'},
  // The docs write British spellings in some headings ("Site behaviour", "Customising the pages plugin") and
  // American ones in others ("Customizing", "Color mode"): either spelling finds both.
  {readers: ['colour', 'colours'], docs: 'color'},
  // A word begins its longer forms, so "customize" (stem "custom") finds "customising"; the reverse needs this.
  {readers: ['customise', 'customising', 'customised'], docs: 'customize'},
  {readers: ['behavior'], docs: 'behaviour'},
  // `baseUrl`: "Base URL pitfalls" in the deployment and static assets guides.
  {readers: ['subfolder', 'subdirectory', 'sub folder', 'subpath', 'sub path'], docs: 'baseUrl'},
  // themeConfig.announcementBar, "Announcement bar".
  {readers: ['banner', 'banner at the top', 'top bar', 'notice bar'], docs: 'announcement bar'},
  // "Admonitions" (its keywords already name "callout").
  {readers: ['alert box', 'warning box', 'info box', 'note box', 'callout box'], docs: 'admonitions'},
  // "Swizzling": how theme components are replaced or wrapped; a page-not-found screen or a footer of one's own is a
  // swizzled `NotFound` or `Footer`.
  {
    readers: [
      'override',
      'overriding',
      'replace component',
      'theme component',
      'theme components',
      'page not found',
      'not found page',
      'own footer',
      'custom footer',
    ],
    docs: 'swizzling',
  },
  // "@docusaurus/plugin-pwa": offline mode.
  {readers: ['offline', 'service worker'], docs: 'pwa'},
  // "Math equations".
  {readers: ['formula', 'formulas', 'latex'], docs: 'math equations'},
  // "Assets": images in Markdown.
  {readers: ['picture', 'pictures', 'photo', 'photos', 'image', 'images'], docs: 'assets'},
  // themeConfig.navbar, "Navbar".
  {readers: ['menu bar', 'header', 'top menu', 'navigation bar'], docs: 'navbar'},
  // "Sidebar".
  {readers: ['side menu', 'side nav', 'left menu', 'side navigation'], docs: 'sidebar'},
  // `draft` front matter, "Drafts" in "Create a doc".
  {
    readers: ['unpublished', 'unfinished', 'not finished', 'work in progress', 'half-written', 'not ready'],
    docs: 'drafts',
  },
  // "Internationalization", "i18n".
  {readers: ['translation', 'translations', 'multilingual', 'localization', 'localisation', 'languages'], docs: 'i18n'},
  // "Static site generation": what runs on the server.
  {
    readers: ['ssr', 'server side rendering', 'server-side rendering', 'prerender', 'prerendering'],
    docs: 'static site generation',
  },
  // `<BrowserOnly>`, "Tools for browser-only code".
  {readers: ['client side', 'client-side', 'client only', 'only in the browser'], docs: 'browser-only'},
  // "Run the development server" (installation), `docusaurus start`.
  {readers: ['locally', 'dev server', 'local server', 'localhost'], docs: 'development server'},
  // "Update your Docusaurus version".
  {
    readers: ['update docusaurus', 'upgrade docusaurus', 'new version of docusaurus'],
    docs: 'update docusaurus version',
  },
  // `docsVersionDropdown`, "Navbar items for versions".
  {readers: ['version dropdown', 'version picker', 'version switcher', 'version selector'], docs: 'versions navbar'},
  // "Environment-based configuration".
  {readers: ['environment variables', 'env variables', 'env vars', '.env'], docs: 'environment-based configuration'},
  // "Docs-only mode".
  {readers: ['without a landing page', 'no landing page', 'without a homepage', 'no homepage'], docs: 'docs-only mode'},
  // `customCss`, "Styling and layout".
  {readers: ['stylesheet', 'custom styles', 'custom css'], docs: 'customCss styling'},
  // `onBrokenLinks`, "Markdown links".
  {readers: ['dead links', '404 links'], docs: 'broken links'},
  // `@docusaurus/theme-live-codeblock`, "Live code blocks".
  {readers: ['live editor', 'code editor', 'code playground', 'editable code'], docs: 'live codeblock'},
  // `showLineNumbers`, "Line numbers".
  {readers: ['number lines'], docs: 'line numbers'},
  // The entries below come from the development questions (searchQuestionsDev.json), written in readers' words.
  // `@docusaurus/plugin-client-redirects`: what keeps renamed or moved pages reachable.
  {readers: ['old links', 'old urls', 'renamed pages', 'renaming pages', 'moved pages'], docs: 'redirects'},
  // The `postBuild` lifecycle, "Lifecycle APIs".
  {readers: ['after the build', 'after building'], docs: 'postBuild'},
  // `routeBasePath` of the docs plugin: the URL path the docs are served under.
  {readers: ['url docs', 'docs url', 'url of the docs', 'docs path'], docs: 'routeBasePath'},
  // `customFields`, "Custom fields" in "Configuration".
  {readers: ['config values', 'own config', 'custom config values', 'own values'], docs: 'customFields'},
  // "Multiple sidebars".
  {
    readers: ['different sidebar', 'different sidebars', 'separate sidebars', 'several sidebars'],
    docs: 'multiple sidebars',
  },
  // "Category metadata files" (`_category_.json`) in "Autogenerated sidebars": a folder is a category there.
  {readers: ["folder's label", 'folder label', 'folder name', 'folder title'], docs: 'category metadata'},
  // `includeCurrentVersion`: the docs not yet released are the "current" version.
  {readers: ['unreleased docs', 'unreleased version', 'upcoming version', 'next version'], docs: 'current version'},
  // "Multi-language code tabs" in "Code blocks", "Tabs".
  {readers: ['side by side'], docs: 'tabs'},
  // "Using React in MDX": React components go in MDX files.
  {
    readers: ['react component in markdown', 'react in markdown', 'jsx in markdown', 'component in markdown'],
    docs: 'react mdx',
  },
  // "Linking to a heading" in "Markdown links".
  {readers: ['link to a section', 'link to section', 'section of another page'], docs: 'linking heading'},
  // The `configureWebpack` lifecycle.
  {readers: ['webpack config', 'webpack configuration', 'webpack settings'], docs: 'configureWebpack'},
  // Fonts are Infima variables (`--ifm-font-family-base`), "Infima variables" in "Styling and layout".
  {readers: ['font', 'fonts', 'font size', 'typeface'], docs: 'infima variables'},
  // `docusaurus write-translations` in "CLI".
  {readers: ['translation files', 'files translators', 'strings to translate'], docs: 'write-translations'},
  // "Upgrading from Docusaurus v1".
  {readers: ['version 1', 'docusaurus 1'], docs: 'v1'},
  // "Linking to files" in "Assets" and "Markdown links".
  {readers: ['for download', 'download link', 'downloadable'], docs: 'linking files'},
  // "Team" in the community docs ("Becoming a maintainer").
  {readers: ['maintains', 'maintainers', 'core team', 'who makes', 'looking after', 'looks after'], docs: 'team'},
  // "Contributing" in the community docs ("Pull request conventions").
  {readers: ['send a fix', 'submit a fix', 'send a patch', 'pull request', 'contribute'], docs: 'contributing'},
  // "Playground": Docusaurus in the browser, nothing installed.
  {
    readers: ['try docusaurus online', 'try online', 'without installing', 'online editor', 'sandbox'],
    docs: 'playground',
  },
  // "robots.txt and noindex" in "Search engine optimization".
  {
    readers: [
      'out of google',
      'out of search engines',
      'hide from google',
      'hide from search engines',
      'from indexing',
      'stop indexing',
      'not indexed',
    ],
    docs: 'noindex',
  },
  // "Meta image and metadata" in "Theme configuration", "Rich link previews" in SEO.
  {
    readers: ['social media', 'social card', 'link preview', 'open graph', 'og image', 'shared link'],
    docs: 'meta image',
  },
  // "Hydration and mismatches" in "Static site generation".
  {readers: ['look different', 'looks different', 'flicker', 'flickers', 'mismatch'], docs: 'hydration'},
  // "Several instances of one plugin" in "Using plugins" and "Official plugins".
  {readers: ['twice', 'same plugin twice', 'two instances', 'more than once'], docs: 'several instances'},
  // "Docs multi-instance": several docs plugins, each with its own versions.
  {
    readers: ['sets of docs', 'separate docs', 'several docs', 'multiple docs', 'second docs'],
    docs: 'docs multi-instance',
  },
  // "Test the build locally" in "Deployment" (`docusaurus serve`).
  {readers: ['preview the build', 'preview the production build', 'build on my machine'], docs: 'test build locally'},
  // `onBrokenLinks` in docusaurus.config.js: what the build does on a broken link (fail, or only warn).
  {
    readers: [
      'failing because of broken links',
      'fails on broken links',
      'fail on broken links',
      'broken link warning',
      'just a warning',
      'only a warning',
    ],
    docs: 'onBrokenLinks',
  },
  // Readers' everyday words for things the docs name otherwise, each the docs' word in a title, heading or option.
  // "Markdown features", "Markdown or MDX?": the docs never shorten Markdown to md.
  {readers: ['md'], docs: 'markdown'},
  // `sidebar_label` front matter in "Create a doc".
  {
    readers: ['sidebar title', 'title in the sidebar', 'name in the sidebar', 'label in the sidebar'],
    docs: 'sidebar_label',
  },
  // "Languages and Prism configuration", "Code blocks (Prism)".
  {readers: ['syntax highlighting', 'syntax highlighter', 'code colors', 'code theme'], docs: 'prism'},
  // The analytics plugins ("@docusaurus/plugin-google-analytics", "…-google-gtag").
  {readers: ['visitors', 'page views', 'tracking', 'statistics'], docs: 'analytics'},
  // `slug` front matter: the URL of a doc or post.
  {readers: ['permalink', 'url slug', 'custom url', 'pretty url'], docs: 'slug'},
  // "Local search plugins" in "Search".
  {
    readers: ['offline search', 'search without algolia', 'without algolia', 'self-hosted search'],
    docs: 'local search',
  },
  // "Versioning": the docs of earlier releases stay online as versions.
  {
    readers: ['older releases', 'old releases', 'previous releases', 'earlier releases', 'older versions'],
    docs: 'versioning',
  },
  // "Headings and table of contents", "Table of contents" in "Theme configuration": the list beside the page.
  {readers: ['page outline', 'right sidebar', 'outline of the page'], docs: 'table of contents'},
  // "Canary releases" in the community docs: builds of every commit.
  {readers: ['nightly', 'nightly build', 'nightly builds', 'prerelease', 'pre-release'], docs: 'canary'},
  // "Responsive layout and the 996px breakpoint" in "Styling and layout".
  {readers: ['mobile', 'small screens', 'small screen', 'phone', 'phones', 'tablet', 'tablets'], docs: 'responsive'},
  // "Crowdin": readers name the kind of service, not the one the docs use.
  {
    readers: ['translation platform', 'translation service', 'translation services', 'localization platform'],
    docs: 'crowdin',
  },
  // "GitHub Pages from GitHub Actions" in "Deployment", "Automate it in CI" for Crowdin.
  {
    readers: ['continuous integration', 'deploy automatically', 'on every push', 'every time i push'],
    docs: 'github actions',
  },
  // "Autogenerated sidebars": the sidebar made from the docs folder.
  {readers: ['folder structure', 'from my folders', 'from the folders', 'automatic sidebar'], docs: 'autogenerated'},
];
