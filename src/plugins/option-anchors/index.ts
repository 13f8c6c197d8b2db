import type {Element, ElementContent, Root, RootContent} from 'hast';
import historyData from '../../data/facts/history.json';
import {docIdOfFile, historyParts, itemKeyOf, releaseOfFile, scopesOfDoc, type History} from './history';

/**
 * Rehype plugin: every row of an option table (first header cell Option, Name, Flag, Field or Key) becomes
 * `<tr id="<option>" data-option="<option>">` with a `#` self-link after the option name, so
 * `/docs/api/docusaurus-config/#baseUrl` lands on its row. It runs at build time on the whole page, so ids are unique
 * per page (a name repeated, or equal to the id of any heading or element of the page, even one further down, is
 * prefixed with the id of the heading above it) and no JavaScript reaches the browser.
 * The search index reads the `data-option` rows to make one record per option.
 * Rows of a doc whose options have a history (src/data/facts/history.json) also get a quiet
 * `<span class="option-history">` with "since …", changes up to the page's release and a later removal or rename, each
 * release linked to its changelog page.
 */

export const OPTION_HEADER = /^(Option|Name|Flag|Field|Key)\b/i;

function isElement(node: RootContent | ElementContent | Root, tag?: string): node is Element {
  return node.type === 'element' && (tag === undefined || node.tagName === tag);
}

function textOf(node: Root | RootContent | ElementContent): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return (node.children as ElementContent[]).map(textOf).join('');
  return '';
}

function rows(table: Element): Element[] {
  return table.children
    .filter((c): c is Element => isElement(c, 'thead') || isElement(c, 'tbody') || isElement(c, 'tr'))
    .flatMap((c) => (c.tagName === 'tr' ? [c] : c.children.filter((r): r is Element => isElement(r, 'tr'))));
}

function cells(row: Element): Element[] {
  return row.children.filter((c): c is Element => isElement(c, 'td') || isElement(c, 'th'));
}

/** The option a row documents: the first inline `code` of its first cell. */
export function optionNameOf(row: Element): string | undefined {
  const first = cells(row)[0];
  const code = first?.children.find((c): c is Element => isElement(c, 'code'));
  const name = code ? textOf(code).trim() : '';
  return name || undefined;
}

function selfLink(id: string, name: string): Element {
  const label = `Direct link to ${name}`;
  return {
    type: 'element',
    tagName: 'a',
    // `hash-link` is the theme's own class for heading self-links: same look, shown on hover and focus.
    properties: {href: `#${id}`, className: ['hash-link'], ariaLabel: label, title: label},
    children: [{type: 'text', value: '\u200b'}],
  };
}

const HISTORY = historyData as History;

/** Releases that have a changelog page (/changelog/<release>/): the ones CHANGELOG.md lists. */
type Options = {changelogReleases?: string[]; history?: History};

/** Every id already on the page (headings, custom ids, JSX elements): option rows must not take one of them. */
function idsOf(tree: Root): Set<string> {
  const ids = new Set<string>();
  const visit = (node: {children?: unknown[]}): void => {
    for (const child of (node.children ?? []) as (RootContent & {attributes?: {name?: string; value?: unknown}[]})[]) {
      if (isElement(child) && typeof child.properties.id === 'string') ids.add(child.properties.id);
      for (const attribute of child.attributes ?? []) {
        if (attribute.name === 'id' && typeof attribute.value === 'string') ids.add(attribute.value);
      }
      if ('children' in child) visit(child);
    }
  };
  visit(tree);
  return ids;
}

function historySpan(history: History, key: string, release: string, changelog: Set<string>): Element {
  const children: ElementContent[] = [];
  historyParts(history, key, release).forEach((sentence, i) => {
    if (i > 0) children.push({type: 'text', value: '; '});
    for (const part of sentence) {
      children.push(
        part.release && changelog.has(part.release)
          ? {
              type: 'element',
              tagName: 'a',
              properties: {href: `/changelog/${part.release}/`},
              children: [{type: 'text', value: part.text}],
            }
          : {type: 'text', value: part.text},
      );
    }
  });
  return {type: 'element', tagName: 'span', properties: {className: ['option-history']}, children};
}

export default function rehypeOptionAnchors(options: Options = {}) {
  const history = options.history ?? HISTORY;
  const changelog = new Set(options.changelogReleases ?? history.changelog);
  return (tree: Root, file?: {path?: string}): void => {
    const used = idsOf(tree);
    const path = file?.path?.replace(/\\/g, '/') ?? '';
    const release = releaseOfFile(path);
    const docId = docIdOfFile(path);
    const scopes = release && docId && history.releases.includes(release) ? scopesOfDoc(docId) : [];
    let headingId = '';
    let headingText = '';
    // Walks every node with children, MDX JSX elements included, so tables inside <Tabs> are found too.
    const visit = (node: {children?: unknown[]}): void => {
      for (const child of (node.children ?? []) as (RootContent | Root)[]) {
        if (!isElement(child)) {
          if ('children' in child) visit(child);
          continue;
        }
        if (/^h[1-6]$/.test(child.tagName)) {
          if (typeof child.properties.id === 'string') headingId = child.properties.id;
          headingText = textOf(child);
          continue;
        }
        if (child.tagName !== 'table') {
          visit(child);
          continue;
        }
        const [header, ...body] = rows(child);
        const headerText = header ? textOf(cells(header)[0] ?? header).trim() : '';
        if (!OPTION_HEADER.test(headerText)) continue;
        for (const row of body) {
          const name = optionNameOf(row);
          if (!name) continue;
          let id = name;
          if (used.has(id) && headingId) id = `${headingId}-${name}`;
          for (let n = 2; used.has(id); n++) id = `${headingId ? `${headingId}-` : ''}${name}-${n}`;
          used.add(id);
          row.properties = {...row.properties, id, dataOption: name};
          const first = cells(row)[0];
          const codeAt = first.children.findIndex((c) => isElement(c, 'code'));
          first.children.splice(codeAt + 1, 0, selfLink(id, name));
          const key = scopes.length && release ? itemKeyOf(history, scopes, name, headingText, release) : undefined;
          if (key && release) first.children.push(historySpan(history, key, release, changelog));
        }
      }
    };
    visit(tree);
  };
}
