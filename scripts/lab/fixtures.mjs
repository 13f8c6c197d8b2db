// The fixture sites of the behaviour lab: each is a map of file path → content, written into a folder beside the
// installed packages of one version. Every fixture isolates one question so that its answer can be read from the
// build output (or the lifecycle log) without ambiguity.

// A valid 1×1 PNG: the Markdown loader reads image dimensions, so the probe files must be real images.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG of exactly `size` bytes (zeros after its end chunk): url-loader decides on the file size alone. */
export function pngOfSize(size) {
  return Buffer.concat([PIXEL, Buffer.alloc(size - PIXEL.length)]);
}

/** Sizes around the inlining limit the lab probes, for Markdown images, static images and JSX `require`. */
export const ASSET_SIZES = [9999, 10000, 10001];

// The createRedirects answers the lab tries: each target page returns one kind of value.
export const REDIRECT_RETURNS = {
  '/target-string': '/from-string',
  '/target-array': ['/from-array-a', '/from-array-b'],
  '/target-null': null,
};

/**
 * A plugin that appends one JSON line per lifecycle call to the file named by LAB_LOG. It implements every method
 * the 2.x and 3.x cores may call, so the log shows which ones run and in which order. LAB_THROW makes loadContent
 * throw; a file `lab-throw` in the site does the same (for a reload of `docusaurus start`).
 */
const loggerPlugin = `const fs = require('fs');
const path = require('path');

function log(entry) {
  if (process.env.LAB_LOG) fs.appendFileSync(process.env.LAB_LOG, JSON.stringify(entry) + '\\n');
}

// A loader's package name, so the log does not depend on where the packages are installed.
function loaderName(loader) {
  const file = typeof loader === 'string' ? loader : loader.loader;
  const match = String(file).match(/node_modules[\\\\/]((?:@[^\\\\/]+[\\\\/])?[^\\\\/]+)(?![\\s\\S]*node_modules)/);
  return match ? match[1].replace(/\\\\/g, '/') : String(file);
}

function sidebarShape(items) {
  return items.map((item) =>
    item.type === 'category'
      ? {type: 'category', label: item.label, link: item.link ? item.link.type : null, items: sidebarShape(item.items)}
      : {type: item.type, id: item.id, label: item.label},
  );
}

module.exports = function labLogger(context) {
  log({call: 'plugin'});
  return {
    name: 'lab-logger',
    async loadContent() {
      log({call: 'loadContent'});
      if (process.env.LAB_THROW || fs.existsSync(path.join(context.siteDir, 'lab-throw'))) {
        throw new Error('LAB-LOADCONTENT-FAILURE');
      }
      return {greeting: 'hello'};
    },
    async contentLoaded({allContent}) {
      log({call: 'contentLoaded', receivesAllContent: allContent !== undefined});
    },
    async allContentLoaded() {
      log({call: 'allContentLoaded'});
    },
    getTranslationFiles() {
      log({call: 'getTranslationFiles'});
      return [{path: 'lab', content: {greeting: {message: 'hello'}}}];
    },
    translateContent({content}) {
      log({call: 'translateContent'});
      return content;
    },
    getDefaultCodeTranslationMessages() {
      log({call: 'getDefaultCodeTranslationMessages'});
      return {};
    },
    getClientModules() {
      log({call: 'getClientModules'});
      return [];
    },
    injectHtmlTags() {
      log({call: 'injectHtmlTags'});
      return {};
    },
    configureWebpack(config, isServer, utils) {
      const styleLoaders = utils.getStyleLoaders(isServer, {}).map(loaderName);
      log({call: 'configureWebpack', isServer, styleLoaders});
      return {};
    },
    configurePostCss(options) {
      log({call: 'configurePostCss'});
      return options;
    },
    getPathsToWatch() {
      log({call: 'getPathsToWatch'});
      return [path.join(context.siteDir, 'lab-watched.txt')];
    },
    async postBuild({routesPaths, plugins}) {
      const docs = plugins.find((p) => p.name === 'docusaurus-plugin-content-docs');
      const version = docs && docs.content.loadedVersions[0];
      log({
        call: 'postBuild',
        routesPaths: [...routesPaths].sort(),
        sidebar: version ? sidebarShape(version.sidebars.sidebar) : null,
      });
    },
  };
};
`;

function config({prism = {}, docs = true, pages = true, redirects} = {}) {
  const plugins = ["require.resolve('./plugins/lab-logger.js')"];
  if (redirects) {
    plugins.push(`['@docusaurus/plugin-client-redirects', {createRedirects: (p) => (${redirects})[p]}]`);
  }
  return `module.exports = {
  title: 'Lab',
  url: 'https://lab.example',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  onBrokenMarkdownLinks: 'warn',
  presets: [
    [
      '@docusaurus/preset-classic',
      {
        docs: ${docs ? "{sidebarPath: require.resolve('./sidebars.js')}" : 'false'},
        blog: false,
        pages: ${pages ? '{}' : 'false'},
      },
    ],
  ],
  themeConfig: {prism: ${JSON.stringify(prism)}},
  plugins: [${plugins.join(', ')}],
};
`;
}

const doc = (frontMatter, body) =>
  `---\n${Object.entries(frontMatter)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')}\n---\n\n${body}\n`;

/**
 * Autogenerated sidebar: reference docs at positions 2, 4, 6, 8 and 10 place the categories whose position the lab
 * asks about. Folder a has an index doc with a label and a position of its own; folder b also has a _category_
 * file; folder c's index doc has only a title; folder d has no index doc.
 */
function sidebarDocs() {
  const files = {
    'sidebars.js': "module.exports = {sidebar: [{type: 'autogenerated', dirName: '.'}]};\n",
    'lab-watched.txt': 'watched\n',
  };
  for (const position of [2, 4, 6, 8, 10]) {
    files[`docs/ref-${position}.md`] = doc({sidebar_position: position}, `# Ref ${position}\n\nReference doc.`);
  }
  Object.assign(files, {
    'docs/03-folder-a/index.md': doc(
      {title: 'Index Title A', sidebar_label: 'Index Label A', sidebar_position: 7},
      'Index of folder a.',
    ),
    'docs/03-folder-a/child.md': doc({title: 'Child A'}, 'Child.'),
    'docs/01-folder-b/_category_.json': '{"label": "Category B", "position": 5}\n',
    'docs/01-folder-b/index.md': doc(
      {title: 'Index Title B', sidebar_label: 'Index Label B', sidebar_position: 9},
      'Index of folder b.',
    ),
    'docs/01-folder-b/child.md': doc({title: 'Child B'}, 'Child.'),
    'docs/09-folder-c/index.md': doc({title: 'Index Title C'}, 'Index of folder c.'),
    'docs/09-folder-c/child.md': doc({title: 'Child C'}, 'Child.'),
    'docs/folder-d/child.md': doc({title: 'Child D'}, 'Child.'),
  });
  return files;
}

/** One doc per code-block question, so each answer is read from its own HTML file. */
function codeBlockDocs() {
  const fence = '```';
  return {
    'docs/code-unquoted-title.md': doc(
      {title: 'Unquoted title'},
      `${fence}js title=unquoted-title.js\nconst a = 1;\n${fence}`,
    ),
    'docs/code-quoted-title.md': doc(
      {title: 'Quoted title'},
      `${fence}js title="quoted-title.js"\nconst a = 1;\n${fence}`,
    ),
    'docs/code-no-language.md': doc(
      {title: 'No language'},
      `${fence}\n// highlight-next-line\nLAB-MARKED-LINE\nLAB-PLAIN-LINE\n${fence}`,
    ),
    'docs/code-range-and-comment.md': doc(
      {title: 'Range and comment'},
      `${fence}js {3}\n// highlight-next-line\nconst marked = 1;\nconst ranged = 2;\n${fence}`,
    ),
  };
}

function assetFiles() {
  const files = {};
  const markdown = [];
  const jsx = [];
  for (const size of ASSET_SIZES) {
    files[`docs/img/md-${size}.png`] = pngOfSize(size);
    files[`static/img/static-${size}.png`] = pngOfSize(size);
    files[`src/pages/_img/jsx-${size}.png`] = pngOfSize(size);
    markdown.push(`![md-${size}](./img/md-${size}.png)`, `![static-${size}](/img/static-${size}.png)`);
    jsx.push(`<img alt="jsx-${size}" src={require('./_img/jsx-${size}.png').default} />`);
  }
  files['docs/assets.md'] = doc({title: 'Assets'}, markdown.join('\n\n'));
  files['src/pages/assets-jsx.js'] =
    `import React from 'react';\n\nexport default function Assets() {\n  return <main>${jsx.join('')}</main>;\n}\n`;
  return files;
}

/** Pages: a React page and a Markdown page for the same path, a wrapped Markdown page, redirect targets. */
function pageFiles() {
  const files = {
    'src/pages/about.js':
      "import React from 'react';\n\nexport default function About() {\n  return <main>LAB-ABOUT-JS</main>;\n}\n",
    'src/pages/about/index.md': '# About\n\nLAB-ABOUT-MD\n',
    'src/pages/wrapped.md': doc(
      {
        title: 'Wrapped page',
        description: 'Lab description',
        keywords: '[lab-keyword-one, lab-keyword-two]',
        image: 'https://lab.example/lab-image.png',
        wrapperClassName: 'lab-wrapper',
      },
      '# Wrapped\n\nBody.',
    ),
  };
  for (const target of [...Object.keys(REDIRECT_RETURNS), '/target-undefined', '/target-false']) {
    files[`src/pages${target}.md`] = `# ${target}\n\nTarget.\n`;
  }
  return files;
}

// Every fixture: the logger, a package.json (the CLI warns without one) and a home page (links to / resolve).
const logger = {
  'plugins/lab-logger.js': loggerPlugin,
  'package.json': '{"name": "lab-site", "private": true}\n',
  'src/pages/index.js':
    "import React from 'react';\n\nexport default function Home() {\n  return <main>LAB-HOME</main>;\n}\n",
};

/** Every fixture site, by name. `main` must build; the others probe one failure or one setting each. */
export const FIXTURES = {
  main: () => ({
    ...logger,
    'docusaurus.config.js': config({redirects: JSON.stringify(REDIRECT_RETURNS)}),
    ...sidebarDocs(),
    ...codeBlockDocs(),
    ...assetFiles(),
    ...pageFiles(),
    'docs/intro.md': doc({sidebar_position: 1}, '# Intro\n\nIntro.'),
  }),
  defaultLanguage: () => ({
    ...logger,
    'docusaurus.config.js': config({prism: {defaultLanguage: 'js'}, pages: false}),
    'sidebars.js': "module.exports = {sidebar: [{type: 'autogenerated', dirName: '.'}]};\n",
    ...codeBlockDocs(),
  }),
  redirectFalse: () => ({
    ...logger,
    'docusaurus.config.js': config({docs: false, redirects: "{'/target-false': false}"}),
    ...pageFiles(),
  }),
  categoryDescription: () => ({
    ...logger,
    'docusaurus.config.js': config({pages: false}),
    'sidebars.js': "module.exports = {sidebar: [{type: 'autogenerated', dirName: '.'}]};\n",
    'docs/intro.md': doc({sidebar_position: 1}, '# Intro\n\nIntro.'),
    'docs/folder/_category_.json': '{"label": "Described", "description": "LAB-CATEGORY-DESCRIPTION"}\n',
    'docs/folder/child.md': doc({title: 'Child'}, 'Child.'),
  }),
};
