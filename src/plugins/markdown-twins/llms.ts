import {toMarkdown} from 'mdast-util-to-markdown';
import type {List, ListItem, Paragraph, PhrasingContent, RootContent} from 'mdast';
import type {TwinSection} from './pages';
import {twinUrl} from './twinUrl';
import {DOC_VERSIONS, documentedPairs, factsPath, upgradePath, versionTitle} from '../upgrade/links';

export const FULL_TEXT_FILE = 'llms-full.txt';

export type SiteInfo = {
  /** The site's `url` (scheme and host): page paths, which start with the base URL, are resolved against it. */
  url: string;
  title: string;
  summary: string;
};

function heading(depth: 1 | 2, value: string): RootContent {
  return {type: 'heading', depth, children: [{type: 'text', value}]};
}

function paragraph(...children: PhrasingContent[]): Paragraph {
  return {type: 'paragraph', children};
}

function linkItem(title: string, url: string, note?: string): ListItem {
  const children: PhrasingContent[] = [{type: 'link', url, children: [{type: 'text', value: title}]}];
  if (note) children.push({type: 'text', value: `: ${note}`});
  return {type: 'listItem', spread: false, children: [paragraph(...children)]};
}

function list(items: ListItem[]): List {
  return {type: 'list', ordered: false, spread: false, children: items};
}

function serialize(nodes: RootContent[]): string {
  return toMarkdown({type: 'root', children: nodes}, {bullet: '-'});
}

/** The descriptions are one line in the list: collapse the whitespace a multi-line description may carry. */
function oneLine(value: string | undefined): string | undefined {
  const line = value?.split(/\s+/).filter(Boolean).join(' ');
  return line || undefined;
}

/**
 * `/llms.txt` in the llmstxt.org format: the site name as H1, a blockquote summary, a paragraph on how to read
 * the files, then one H2 section per docs version (current first) and per other content area, each a list of
 * links to the Markdown twins with a one-line description. A docs version's section opens with its full text.
 */
export function llmsTxt(site: SiteInfo, sections: TwinSection[]): string {
  const nodes: RootContent[] = [
    heading(1, site.title),
    {type: 'blockquote', children: [paragraph({type: 'text', value: site.summary})]},
    paragraph(
      {type: 'text', value: 'Every page below links to its Markdown copy (the page URL with '},
      {type: 'inlineCode', value: '.md'},
      {type: 'text', value: ' in place of the trailing slash). The docs are versioned: keep to one version per '},
      {type: 'text', value: 'question, and read a whole version at once from its '},
      {type: 'inlineCode', value: FULL_TEXT_FILE},
      {type: 'text', value: '.'},
    ),
  ];
  for (const section of sections) {
    const items = section.pages
      .filter((page) => page.listed)
      .map((page) => linkItem(page.title, new URL(twinUrl(page.permalink), site.url).href, oneLine(page.description)));
    if (section.fullTextBase) {
      items.unshift(
        linkItem(
          `All of the ${section.versionLabel} docs in one file`,
          new URL(`${section.fullTextBase}${FULL_TEXT_FILE}`, site.url).href,
          'every page of this version in sidebar order',
        ),
      );
    }
    nodes.push(heading(2, section.title), list(items));
  }
  // Written by src/plugins/upgrade: what changes between two docs versions, and each version's option facts.
  const upgrades = documentedPairs().map(([from, to]) =>
    linkItem(
      `Upgrade from ${versionTitle(from)} to ${versionTitle(to)}`,
      new URL(twinUrl(upgradePath(from, to)), site.url).href,
      'breaking changes, option changes, docs page changes and minimum versions',
    ),
  );
  const facts = DOC_VERSIONS.map((version) =>
    linkItem(
      `Facts of ${versionTitle(version)}`,
      new URL(factsPath(version), site.url).href,
      'every option, front-matter key and CLI flag with its type, default and history (JSON)',
    ),
  );
  nodes.push(heading(2, 'Upgrades and facts'), list([...upgrades, ...facts]));
  return serialize(nodes);
}

/** One page of an `llms-full.txt`: its title, its URL, its Markdown body. */
export type FullTextPage = {title: string; url: string; body: string};

/** A docs version's `llms-full.txt`: a heading naming the site and version, then every page in sidebar order. */
export function llmsFullTxt(site: SiteInfo, versionLabel: string, versionUrl: string, pages: FullTextPage[]): string {
  const summary = `All pages of this docs version in sidebar order, from ${versionUrl}.`;
  const intro = serialize([
    heading(1, `${site.title} ${versionLabel} documentation`),
    {type: 'blockquote', children: [paragraph({type: 'text', value: summary})]},
  ]);
  const parts = pages.map(({title, url, body}) => {
    const header = serialize([heading(1, title), paragraph({type: 'text', value: `URL: ${url}`})]);
    return `${header}\n${body}\n`;
  });
  return [intro, ...parts].join('\n---\n\n');
}
