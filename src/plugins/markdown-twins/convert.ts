import type {Element, ElementContent, Root as HastRoot} from 'hast';
import type {Code, InlineCode, Root as MdastRoot} from 'mdast';
import type {Math as MathNode, InlineMath} from 'mdast-util-math';
import {fromParse5} from 'hast-util-from-parse5';
import {toMdast, type State} from 'hast-util-to-mdast';
import {toText} from 'hast-util-to-text';
import {toMarkdown} from 'mdast-util-to-markdown';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {mathToMarkdown} from 'mdast-util-math';
import {parse} from 'parse5';
import {headAndMain} from '../pageParts';

/** What a page shows about itself, read from its rendered `<head>` and `article`. */
export type PageMeta = {
  title: string;
  description?: string;
  canonical?: string;
  /** `docusaurus_version` meta of doc pages. */
  version?: string;
  /** ISO date of "Last updated on …", when the page shows one. */
  lastUpdated?: string;
  /** ISO date of a blog post or release. */
  date?: string;
};

export type ConvertedPage = {
  meta: PageMeta;
  /** The page content in Markdown, without its title heading. */
  body: string;
};

// Elements that are chrome, not content: heading anchors, copy/wrap buttons, icons, the mobile TOC, and the
// visual half of KaTeX output (its TeX source is read from the MathML annotation instead). A test rather than a
// selector list: hast-util-select matched each of nine selectors against every node of every page.
const REMOVED_TAGS = new Set(['button', 'svg', 'script', 'style', 'noscript', 'nav']);
const REMOVED_CLASSES = ['theme-doc-toc-mobile', 'katex-html'];

function isChrome(node: Element): boolean {
  if (REMOVED_TAGS.has(node.tagName)) return true;
  const names = classes(node);
  return (node.tagName === 'a' && names.includes('hash-link')) || REMOVED_CLASSES.some((name) => names.includes(name));
}

const ADMONITION_PREFIX = 'theme-admonition-';
const LANGUAGE_PREFIX = 'language-';

/**
 * Elements `normalizeElement` produces for our handlers: every code block becomes a `pre` holding only its source
 * text (hast-util-to-mdast keeps the whitespace of `pre` only) with its language and title as data attributes;
 * KaTeX output becomes a custom element holding its TeX.
 */
const CODE_TAG = 'pre';
const MATH_TAG = 'twin-math';

function classes(node: Element): string[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

type Test = (node: Element) => boolean;

const tag =
  (name: string): Test =>
  (node) =>
    node.tagName === name;
const hasClass =
  (name: string): Test =>
  (node) =>
    classes(node).includes(name);
const withProperty =
  (tagName: string, property: string, value: string): Test =>
  (node) => {
    const found = node.properties[property];
    return node.tagName === tagName && (Array.isArray(found) ? found.includes(value) : found === value);
  };

/*
 * The elements a conversion looks for are found by walking with a test, not by CSS selectors: hast-util-select
 * parses each selector and matches it against every node it passes, a tenth of a twin's time on our pages.
 */

/** The first element under `node` (not `node` itself) that passes `test`, in document order. */
function find(node: Element | HastRoot, test: Test): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (test(child)) return child;
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

/** Every element under `node` that passes `test`, in document order (not those inside one that passes). */
function findAll(node: Element | HastRoot, test: Test, found: Element[] = []): Element[] {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (test(child)) found.push(child);
    else findAll(child, test, found);
  }
  return found;
}

/** The first element passing `inner` inside an element passing `outer` (the selector `outer inner`). */
function findWithin(node: Element | HastRoot, outer: Test, inner: Test): Element | undefined {
  for (const container of findAll(node, outer)) {
    const found = find(container, inner);
    if (found) return found;
  }
  return undefined;
}

function element(tagName: string, properties: Element['properties'], children: ElementContent[]): Element {
  return {type: 'element', tagName, properties, children};
}

function text(value: string): ElementContent {
  return {type: 'text', value};
}

/** A bold label paragraph, used for tab labels and admonition types. */
function label(value: string): Element {
  return element('p', {}, [element('strong', {}, [text(value)])]);
}

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/**
 * The source text of a code block: text nodes as they are, `<br>` as a line break, and a line break after each
 * line element that does not end with one (Docusaurus renders a `div` per line ending in `<br>`; other
 * highlighters render lines separated by newline text). Token spans carry no text of their own.
 */
function codeText(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  if (node.tagName === 'br') return '\n';
  const inner = node.children.map(codeText).join('');
  return node.tagName === 'div' && inner !== '' && !inner.endsWith('\n') ? `${inner}\n` : inner;
}

function languageOf(nodes: Element[]): string | undefined {
  for (const node of nodes) {
    const language = classes(node).find((name) => name.startsWith(LANGUAGE_PREFIX));
    if (language) return language.slice(LANGUAGE_PREFIX.length);
  }
  return undefined;
}

/**
 * A theme code block (`.theme-code-block`): language from its `language-*` class, title from the container's
 * children that do not hold the `pre` (the theme renders the title in its own element before the content).
 */
function codeBlock(container: Element): Element | undefined {
  const pre = find(container, tag('pre'));
  if (!pre) return undefined;
  const title = container.children
    .filter((child): child is Element => child.type === 'element' && child.tagName !== 'button')
    .filter((child) => child.tagName !== 'pre' && !find(child, tag('pre')))
    .map((child) => toText(child).trim())
    .filter(Boolean)
    .join(' ');
  const code = find(pre, tag('code'));
  const language = languageOf([container, pre, ...(code ? [code] : [])]);
  return element(CODE_TAG, {dataLanguage: language, dataTitle: title || undefined}, [text(codeText(pre))]);
}

/** A KaTeX rendering: its TeX source from the MathML annotation, display or inline. */
function math(node: Element, display: boolean): Element | undefined {
  const annotation = find(node, withProperty('annotation', 'encoding', 'application/x-tex'));
  if (!annotation) return undefined;
  return element(MATH_TAG, {dataDisplay: display}, [text(toText(annotation).trim())]);
}

/** An admonition as a blockquote opening with its type and, when it has its own, its title. */
function admonition(node: Element, type: string): Element {
  const parts = node.children.filter((child): child is Element => child.type === 'element');
  // The theme renders a heading part (icon and title) only when there is a title or icon, then the content part.
  const content = parts.at(-1);
  const heading = parts.length > 1 ? toText(parts[0]).trim() : '';
  const typeLabel = capitalize(type);
  const title = heading && heading.toLowerCase() !== type ? `${typeLabel}: ${heading}` : typeLabel;
  return element('blockquote', {}, [label(title), ...(content ? normalizeChildren(content) : [])]);
}

/** A tab group as its panels in order, each introduced by its tab's label (hidden panels are prerendered too). */
function tabs(node: Element): ElementContent[] {
  const labels = findAll(node, (child) => child.properties.role === 'tab').map((tab) => toText(tab).trim());
  const panels = findAll(node, (child) => child.properties.role === 'tabpanel');
  return panels.flatMap((panel, index) => [label(`Tab: ${labels[index] ?? index + 1}`), ...normalizeChildren(panel)]);
}

/** A doc card list (category pages) as a list of links with their descriptions. */
function cardList(cards: Element[]): Element {
  const items = cards.map((card) => {
    const title = find(card, hasClass('theme-doc-card-title'));
    const description = find(card, hasClass('theme-doc-card-description'));
    const link = element('a', {href: card.properties.href}, [text(title ? toText(title).trim() : toText(card).trim())]);
    return element('li', {}, description ? [link, text(`: ${toText(description).trim()}`)] : [link]);
  });
  return element('ul', {}, items);
}

function normalizeElement(node: Element): ElementContent[] {
  const names = classes(node);
  const cards = names.includes('row')
    ? findAll(node, (child) => child.tagName === 'a' && hasClass('theme-doc-card-container')(child))
    : [];
  if (cards.length > 0) return [cardList(cards)];
  if (names.includes('theme-code-block')) {
    const code = codeBlock(node);
    return code ? [code] : [];
  }
  if (names.includes('katex-display')) return [math(node, true) ?? node];
  if (names.includes('katex')) return [math(node, false) ?? node];
  if (names.includes('theme-admonition')) {
    const type = names.find((name) => name.startsWith(ADMONITION_PREFIX))?.slice(ADMONITION_PREFIX.length);
    if (type) return [admonition(node, type)];
  }
  if (names.includes('tabs-container')) return tabs(node);
  if (node.tagName === 'img' && String(node.properties.src ?? '').startsWith('data:')) {
    // An image the bundler inlined: its data URL is no use to a reader of the Markdown, its alt text is.
    return [element('em', {}, [text(`Image: ${String(node.properties.alt ?? '')}`)])];
  }
  if (node.tagName === 'summary') return [element('p', {}, [element('strong', {}, normalizeChildren(node))])];
  if (node.tagName === 'pre') {
    // A bare `pre` outside the theme's code block (e.g. a static fallback of another component).
    return [
      element(CODE_TAG, {dataLanguage: languageOf([node, ...findAll(node, tag('code'))])}, [text(codeText(node))]),
    ];
  }
  return [{...node, children: normalizeChildren(node)}];
}

function normalizeChildren(node: Element | HastRoot): ElementContent[] {
  return node.children.flatMap((child): ElementContent[] => {
    if (child.type === 'text') return [child];
    // Comments and doctypes are not content; parsed HTML has no other node types.
    return child.type === 'element' ? normalizeElement(child) : [];
  });
}

/** Drops page chrome, and the title heading the caller writes itself, from a content subtree in place. */
function removeChrome(root: Element): void {
  const title = find(root, tag('h1'));
  const prune = (node: Element): void => {
    node.children = node.children.filter((child) => child !== title && !(child.type === 'element' && isChrome(child)));
    for (const child of node.children) if (child.type === 'element') prune(child);
  };
  prune(root);
}

const handlers = {
  [CODE_TAG](state: State, node: Element): Code {
    const language = node.properties.dataLanguage;
    const title = node.properties.dataTitle;
    const result: Code = {
      type: 'code',
      lang: typeof language === 'string' ? language : null,
      meta: typeof title === 'string' ? `title=${JSON.stringify(title)}` : null,
      value: toText(node, {whitespace: 'pre'}).replace(/\n$/, ''),
    };
    state.patch(node, result);
    return result;
  },
  [MATH_TAG](state: State, node: Element): MathNode | InlineMath {
    const value = toText(node, {whitespace: 'pre'});
    const result: MathNode | InlineMath = node.properties.dataDisplay
      ? {type: 'math', value}
      : {type: 'inlineMath', value};
    state.patch(node, result);
    return result;
  },
  // Inline code keeps its exact text (the default collapses the spaces a highlighter may have split).
  code(state: State, node: Element): InlineCode {
    const result: InlineCode = {type: 'inlineCode', value: toText(node, {whitespace: 'pre'})};
    state.patch(node, result);
    return result;
  },
};

export type ConvertOptions = {
  /** Absolute URL of the page: relative links and images are resolved against it. */
  url: string;
};

function attribute(head: Element | undefined, test: Test, name: string): string | undefined {
  const value = head && find(head, test)?.properties[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The page's own title: the article heading, else the document title without the site name. */
function readTitle(head: Element | undefined, article: Element): string {
  const heading = find(article, tag('h1'));
  if (heading) return toText(heading).trim();
  const documentTitle = head && find(head, tag('title'));
  return documentTitle ? toText(documentTitle).split(' | ')[0].trim() : '';
}

/** The element holding the page content: a doc's or post's Markdown, else a generated index's article. */
function contentRoot(article: Element): Element {
  return find(article, hasClass('theme-doc-markdown')) ?? find(article, hasClass('markdown')) ?? article;
}

/** Reads the metadata and converts the content of a rendered Docusaurus page (docs, blog post or release). */
export function convertPage(html: string, {url}: ConvertOptions): ConvertedPage {
  // parse5 without source locations (nothing here reads positions), and only the head and main are read.
  const tree = fromParse5(parse(headAndMain(html))) as HastRoot;
  const head = find(tree, tag('head'));
  const main = find(tree, tag('main'));
  const article = (main && find(main, tag('article'))) ?? find(tree, tag('article'));
  if (!article) throw new Error(`${url}: no <article> in the rendered page`);

  const lastUpdated = findWithin(article, hasClass('theme-last-updated'), tag('time'))?.properties.dateTime;
  const date = findWithin(article, tag('header'), tag('time'))?.properties.dateTime;
  const meta: PageMeta = {
    title: readTitle(head, article),
    description: attribute(head, withProperty('meta', 'name', 'description'), 'content'),
    canonical: attribute(head, withProperty('link', 'rel', 'canonical'), 'href'),
    version: attribute(head, withProperty('meta', 'name', 'docusaurus_version'), 'content'),
    lastUpdated: typeof lastUpdated === 'string' ? lastUpdated : undefined,
    date: typeof date === 'string' ? date : undefined,
  };

  const content = contentRoot(article);
  removeChrome(content);
  // A <base> makes hast-util-to-mdast resolve every link and image against the page URL.
  const root: HastRoot = {type: 'root', children: [element('base', {href: url}, []), ...normalizeChildren(content)]};
  const mdast = toMdast(root, {handlers}) as MdastRoot;
  const extensions = [gfmToMarkdown(), mathToMarkdown()];
  const body = toMarkdown(mdast, {extensions, bullet: '-', rule: '-', fences: true}).trim();
  return {meta, body};
}

/** `convertPage` for one built page (a route path) of the site at `siteUrl`: the one pass's worker threads call it. */
export function convertBuiltPage(page: {url: string; html: string}, siteUrl: string): ConvertedPage {
  return convertPage(page.html, {url: new URL(page.url, siteUrl).href});
}

/** YAML front matter: every value a JSON string, which YAML reads as a double-quoted scalar. */
export function frontMatter(fields: Record<string, string | undefined>): string {
  const lines = Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return ['---', ...lines, '---'].join('\n');
}

/** The complete Markdown twin of a page: front matter, title heading, body. */
export function twinMarkdown({meta, body}: ConvertedPage, extra: Record<string, string | undefined> = {}): string {
  const fields = {
    title: meta.title,
    description: meta.description,
    ...extra,
    version: meta.version,
    canonical_url: meta.canonical,
    date: meta.date,
    last_updated: meta.lastUpdated,
  };
  const title = toMarkdown({type: 'heading', depth: 1, children: [{type: 'text', value: meta.title}]}).trim();
  return `${frontMatter(fields)}\n\n${title}\n\n${body}\n`;
}
