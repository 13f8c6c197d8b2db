// Turns what the lab's runs produced (lifecycle logs, CLI output, build folders) into observations: one claim id per
// fact a page may state, each with its value and how it was observed. Pure reading: it builds nothing.
import fs from 'node:fs';
import path from 'node:path';

/** Attributes of one HTML start tag. */
export function attributesOf(tag) {
  return Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

export function readHtml(outDir, route) {
  const file = path.join(outDir, route.replace(/^\//, ''), 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}

/** Tag names of the elements whose class list has `className`. */
export function elementsWithClass(html, className) {
  return [...html.matchAll(/<([a-zA-Z][\w-]*)\b[^>]*?\bclass="([^"]*)"/g)]
    .filter((m) => m[2].split(/\s+/).includes(className))
    .map((m) => m[1].toLowerCase());
}

/** The head tags a page's front matter can produce. */
export function headOf(html) {
  const metas = [...html.matchAll(/<meta\b[^>]*>/g)].map((m) => attributesOf(m[0]));
  const meta = (key, name) => metas.find((a) => a[key] === name)?.content ?? null;
  return {
    title: html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1] ?? null,
    description: meta('name', 'description'),
    keywords: meta('name', 'keywords'),
    ogImage: meta('property', 'og:image'),
  };
}

/** Whether the code line containing `marker` is highlighted, and whether the magic comment is still shown. */
export function magicComment(html, marker) {
  // Prism splits a line into token spans (`LAB-MARKED` becomes three in a js block): match the line's text.
  const lines = html.split(/(?=<span class="token-line)/).map((part) => ({
    classes: part.match(/^<span class="(token-line[^"]*)"/)?.[1].split(/\s+/) ?? [],
    text: part.replace(/<[^>]*>/g, ''),
  }));
  const classes = lines.find((l) => l.classes.length && l.text.includes(marker))?.classes ?? [];
  return {
    lineHighlighted: classes.some((c) => /highlight/.test(c)),
    commentShown: html.includes('highlight-next-line'),
  };
}

/** `inline` when the image of `alt` was inlined as a data: URI, `file` when it was emitted as a file. */
export function assetForm(html, alt) {
  const tag = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => attributesOf(m[0])).find((a) => a.alt === alt);
  if (!tag) return 'missing';
  return tag.src.startsWith('data:') ? 'inline' : 'file';
}

/** The CLI output line that carries `message`, with the stack-trace lines left out. */
export function messageLine(output, message) {
  return (
    output
      .split('\n')
      .find((l) => l.includes(message) && !/^\s*at /.test(l))
      ?.trim() ?? null
  );
}

/** Method names in first-call order, with configureWebpack's bundle. */
function callNames(log) {
  return log.map((e) =>
    e.call === 'configureWebpack' ? `configureWebpack(${e.isServer ? 'server' : 'client'})` : e.call,
  );
}

const unique = (list) => [...new Set(list)];

function lifecycle(runs, claim) {
  const {main, throwing, start} = runs;
  const build = callNames(main.log);
  claim('lifecycle.build.calls', build, 'lab-logger plugin logs every call during docusaurus build (one locale)');
  claim('lifecycle.build.order', unique(build), 'first call of each method during docusaurus build');
  const indexOf = (name) => build.indexOf(name);
  claim(
    'lifecycle.build.translationMethodsWithoutTranslations',
    indexOf('getTranslationFiles') >= 0 && indexOf('translateContent') >= 0,
    'getTranslationFiles and translateContent called on a site with one locale and no i18n folder',
  );
  claim(
    'lifecycle.build.siteLoadMethodsBeforeBundler',
    ['getClientModules', 'injectHtmlTags'].every(
      (m) => indexOf(m) > indexOf('contentLoaded') && indexOf(m) < indexOf('configureWebpack(client)'),
    ),
    'getClientModules and injectHtmlTags are called after contentLoaded and before the first configureWebpack',
  );
  claim(
    'lifecycle.allContentLoaded.called',
    build.includes('allContentLoaded'),
    'the fixture plugin defines allContentLoaded',
  );
  claim(
    'lifecycle.contentLoaded.receivesAllContent',
    main.log.find((e) => e.call === 'contentLoaded')?.receivesAllContent ?? null,
    'contentLoaded argument has an allContent field',
  );
  for (const isServer of [false, true]) {
    const entry = main.log.find((e) => e.call === 'configureWebpack' && e.isServer === isServer);
    claim(
      `lifecycle.getStyleLoaders.${isServer ? 'server' : 'client'}`,
      entry?.styleLoaders ?? null,
      `packages of the loaders utils.getStyleLoaders(${isServer}, {}) returns`,
    );
  }
  claim('lifecycle.mergeStrategy.rules', runs.mergeStrategies, "core's configureWebpack merge of [base] with [plugin]");

  claim('lifecycle.loadContentError.build.fails', throwing.code !== 0, 'docusaurus build when loadContent throws');
  const buildLine = messageLine(throwing.output, 'LAB-LOADCONTENT-FAILURE');
  claim('lifecycle.loadContentError.build.line', buildLine, 'output line that carries the thrown message');
  claim(
    'lifecycle.loadContentError.build.namesPlugin',
    Boolean(buildLine?.includes('lab-logger')),
    'the line with the thrown message names the plugin',
  );

  const startCalls = callNames(start.startup);
  claim('lifecycle.start.calls', startCalls, 'calls until the dev server answers and the log is quiet');
  claim('lifecycle.start.reload.calls', callNames(start.reload), 'calls after a file of getPathsToWatch changes');
  claim('lifecycle.start.postBuild.called', startCalls.includes('postBuild'), 'docusaurus start');
  const {failedReload} = start;
  const startLine = messageLine(failedReload.output, 'LAB-LOADCONTENT-FAILURE');
  claim('lifecycle.loadContentError.start.logged', startLine !== null, 'reload while loadContent throws');
  claim('lifecycle.loadContentError.start.line', startLine, 'output line that carries the thrown message');
  claim(
    'lifecycle.loadContentError.start.namesPlugin',
    Boolean(startLine?.includes('lab-logger')),
    'the line with the thrown message names the plugin',
  );
  claim(
    'lifecycle.loadContentError.start.serverKeepsRunning',
    failedReload.running && failedReload.answers,
    'process alive and / still answers after the failed reload',
  );
}

function pages(runs, claim) {
  const {main} = runs;
  const routes = main.log.find((e) => e.call === 'postBuild')?.routesPaths ?? [];
  claim(
    'pages.filePair.routes',
    routes.filter((r) => /^\/about\/?$/.test(r)),
    'routes of src/pages/about.js + src/pages/about/index.md',
  );
  const files = ['about.html', 'about/index.html'].filter((f) => fs.existsSync(path.join(main.outDir, f)));
  claim('pages.filePair.htmlFiles', files, 'HTML files written for the pair');
  const html = readHtml(main.outDir, '/about');
  claim(
    'pages.filePair.pagesInHtml',
    ['LAB-ABOUT-JS', 'LAB-ABOUT-MD'].filter((m) => html.includes(m)).length,
    'how many of the two pages about/index.html holds',
  );
  claim(
    'pages.filePair.duplicateReported',
    /duplicate/i.test(main.output),
    'build output mentions duplicate routes (onDuplicateRoutes: warn, the default)',
  );
  const wrapped = readHtml(main.outDir, '/wrapped');
  claim(
    'pages.wrapperClassName.elements',
    unique(elementsWithClass(wrapped, 'lab-wrapper')),
    'elements carrying the wrapperClassName of a Markdown page',
  );
  const head = headOf(wrapped);
  claim('pages.frontMatter.head', head, 'head of a Markdown page with title, description, keywords, image');
  claim('pages.frontMatter.keywordsInHead', head.keywords !== null, 'keywords front matter → meta keywords');
  claim('pages.frontMatter.imageInHead', head.ogImage !== null, 'image front matter → og:image');
}

function redirects(runs, claim, redirectReturns) {
  const {main, redirectFalse} = runs;
  const exists = (from) => fs.existsSync(path.join(main.outDir, from.replace(/^\//, ''), 'index.html'));
  const outcome = (value) => {
    const froms = value === null || value === undefined ? [] : [value].flat();
    return froms.length && froms.every(exists) ? 'redirects written' : 'no redirect';
  };
  claim(
    'redirects.createRedirects.returns',
    {
      string: outcome(redirectReturns['/target-string']),
      array: outcome(redirectReturns['/target-array']),
      null: main.code === 0 ? 'no redirect' : 'build fails',
      undefined: main.code === 0 ? 'no redirect' : 'build fails',
      false: redirectFalse.code === 0 ? 'no redirect' : 'build fails',
    },
    'build with createRedirects returning each kind of value for one target page',
  );
  claim(
    'redirects.createRedirects.falseError',
    redirectFalse.code === 0 ? null : (redirectFalse.output.match(/^.*(?:Error|ERROR).*$/m)?.[0].trim() ?? null),
    'first error line of the build where createRedirects returns false',
  );
}

function sidebars(runs, claim) {
  const sidebar = runs.main.log.find((e) => e.call === 'postBuild')?.sidebar ?? [];
  const shape = sidebar.map((item) => (item.type === 'category' ? `category:${item.label}` : item.id));
  claim('sidebar.autogenerated.topLevel', shape, 'autogenerated top level, reference docs at positions 2,4,6,8,10');
  const category = (label) => shape.indexOf(`category:${label}`);
  const between = (label, lo, hi) => category(label) > shape.indexOf(lo) && category(label) < shape.indexOf(hi);
  claim(
    'sidebar.autogenerated.indexDoc.label',
    shape.includes('category:Index Label A') ? 'sidebar_label of the index doc' : 'folder name',
    'folder 03-folder-a, no _category_ file, index doc with sidebar_label',
  );
  claim(
    'sidebar.autogenerated.indexDoc.titleLabel',
    shape.includes('category:Index Title C') ? 'title of the index doc' : 'folder name',
    'folder 09-folder-c, no _category_ file, index doc with a title only',
  );
  claim(
    'sidebar.autogenerated.indexDoc.position',
    between('Index Label A', 'ref-6', 'ref-8') ? 'sidebar_position of the index doc' : 'folder number prefix',
    'folder 03-folder-a whose index doc has sidebar_position 7',
  );
  claim(
    'sidebar.autogenerated.categoryFile.overIndexDoc',
    shape.includes('category:Category B') && between('Category B', 'ref-4', 'ref-6'),
    'folder 01-folder-b: _category_ label/position 5 against its index doc sidebar_label/sidebar_position 9',
  );
  const {categoryDescription} = runs;
  claim(
    'sidebar.categoryFile.description.accepted',
    categoryDescription.code === 0,
    'build with "description" in a _category_.json',
  );
  claim(
    'sidebar.categoryFile.description.error',
    categoryDescription.code === 0 ? null : messageLine(categoryDescription.output, 'description'),
    'output line naming the description key',
  );
}

function codeBlocks(runs, claim) {
  const page = (run, id) => readHtml(run.outDir, `/docs/${id}`);
  claim(
    'codeBlocks.title.unquotedShown',
    page(runs.main, 'code-unquoted-title').includes('>unquoted-title.js<'),
    '```js title=unquoted-title.js',
  );
  claim(
    'codeBlocks.title.quotedShown',
    page(runs.main, 'code-quoted-title').includes('>quoted-title.js<'),
    '```js title="quoted-title.js"',
  );
  claim(
    'codeBlocks.noLanguage.magicComments',
    magicComment(page(runs.main, 'code-no-language'), 'LAB-MARKED-LINE'),
    'block without a language, no prism.defaultLanguage',
  );
  claim(
    'codeBlocks.noLanguage.magicComments.withDefaultLanguage',
    runs.defaultLanguage.code === 0
      ? magicComment(page(runs.defaultLanguage, 'code-no-language'), 'LAB-MARKED-LINE')
      : null,
    "block without a language, prism.defaultLanguage: 'js'",
  );
  claim(
    'codeBlocks.rangeAndMagicComment',
    magicComment(page(runs.main, 'code-range-and-comment'), 'const marked'),
    '```js {3} with a highlight-next-line comment above line 2',
  );
}

function assets(runs, claim, sizes) {
  const md = readHtml(runs.main.outDir, '/docs/assets');
  const jsx = readHtml(runs.main.outDir, '/assets-jsx');
  const forms = (html, prefix) => Object.fromEntries(sizes.map((s) => [String(s), assetForm(html, `${prefix}-${s}`)]));
  const all = {
    markdownRelative: forms(md, 'md'),
    markdownStatic: forms(md, 'static'),
    jsxRequire: forms(jsx, 'jsx'),
  };
  claim('assets.inlining', all, 'PNG files of each size from Markdown (relative, static folder) and JSX require()');
  const inlined = Object.values(all).flatMap((byKind) =>
    Object.entries(byKind)
      .filter(([, form]) => form === 'inline')
      .map(([size]) => Number(size)),
  );
  const emitted = Object.values(all).flatMap((byKind) =>
    Object.entries(byKind)
      .filter(([, form]) => form === 'file')
      .map(([size]) => Number(size)),
  );
  claim(
    'assets.inlineLimitBytes',
    inlined.length && emitted.length && Math.max(...inlined) < Math.min(...emitted) ? Math.max(...inlined) : null,
    'largest probed size inlined as a data: URI, when every smaller size is inlined and every larger one emitted',
  );
}

/** Every observation of one version, keyed by claim id. */
export function observe(version, runs, {assetSizes, redirectReturns}) {
  const claims = {};
  const claim = (id, value, how) => {
    if (claims[id]) throw new Error(`claim ${id} observed twice`);
    claims[id] = {how, value};
  };
  lifecycle(runs, claim);
  pages(runs, claim);
  redirects(runs, claim, redirectReturns);
  sidebars(runs, claim);
  codeBlocks(runs, claim);
  assets(runs, claim, assetSizes);
  return {version, claims};
}
