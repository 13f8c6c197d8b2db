import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {fromMarkdown} from 'mdast-util-from-markdown';
import type {Link, List, RootContent} from 'mdast';
import {twinUrl} from './twinUrl';

// Checks the Markdown twins and llms files of the production build: run `npm run build` first (a missing build
// fails here, on purpose, rather than passing with nothing checked).
const rootDir = path.resolve(__dirname, '../../..');
const buildDir = path.join(rootDir, 'build');
const SITE = 'https://docusaurus.io';

function readBuilt(relativePath: string): string {
  const file = path.join(buildDir, decodeURIComponent(relativePath));
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return fs.readFileSync(file, 'utf8');
}

/** The build file a site URL is served from (trailing-slash routes from their index.html). */
function builtFileOf(url: string): string {
  const {pathname} = new URL(url);
  return path.join(buildDir, decodeURIComponent(pathname), pathname.endsWith('/') ? 'index.html' : '');
}

const docRoutes = fs
  .readFileSync(path.join(rootDir, 'tests/e2e/routes.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('/docs/') || line.startsWith('/community/'))
  // A version's whole-docs print page has llms-full.txt as its Markdown counterpart, not a twin of its own.
  .filter((line) => !/\/print\/$/.test(line));

describe('Markdown twins of the build', () => {
  it('exist for every doc route of tests/e2e/routes.txt, with front matter naming the page', () => {
    expect(docRoutes.length).toBeGreaterThan(200);
    const problems = docRoutes.flatMap((route) => {
      const file = path.join(buildDir, twinUrl(route));
      if (!fs.existsSync(file)) return [`${route}: no ${twinUrl(route)}`];
      const twin = fs.readFileSync(file, 'utf8');
      const expected = `---\ntitle: "`;
      if (!twin.startsWith(expected)) return [`${route}: does not start with front matter`];
      const canonical = `canonical_url: "${SITE}${route}"`;
      if (!twin.includes(`\n${canonical}\n`)) return [`${route}: no ${canonical}`];
      return [];
    });
    expect(problems).toEqual([]);
  });

  it('give the docs version of each page', () => {
    expect(readBuilt('/docs/installation.md')).toContain('\nversion: "current"\n');
    expect(readBuilt('/docs/2.0.0-beta.21/installation.md')).toContain('\nversion: "2.0.0-beta.21"\n');
    expect(readBuilt('/docs.md')).toContain('\ncanonical_url: "https://docusaurus.io/docs/"\n');
  });

  it('are left out of the sitemap and of the route list', () => {
    const sitemap = readBuilt('/sitemap.xml');
    expect(sitemap).toContain(`<loc>${SITE}/docs/installation/</loc>`);
    expect(sitemap).not.toMatch(/\.md<\/loc>|llms/);
  });
});

/** `llms.txt` split as llmstxt.org describes: H1, blockquote, optional prose, then H2 sections of link lists. */
function parseLlmsTxt(text: string) {
  const nodes = fromMarkdown(text).children;
  const [title, summary, ...rest] = nodes;
  const firstSection = rest.findIndex((node) => node.type === 'heading');
  const prose = rest.slice(0, firstSection);
  const sections: {title: string; links: {url: string; title: string; note: string}[]}[] = [];
  const stray: RootContent[] = [];
  for (const node of rest.slice(firstSection)) {
    if (node.type === 'heading' && node.depth === 2) sections.push({title: textOf(node), links: []});
    else if (node.type === 'list' && sections.length > 0) sections.at(-1)!.links.push(...listLinks(node));
    else stray.push(node);
  }
  return {title, summary, prose, sections, stray};
}

function textOf(node: RootContent): string {
  if ('value' in node) return node.value;
  return 'children' in node ? node.children.map((child) => textOf(child as RootContent)).join('') : '';
}

function listLinks(list: List) {
  return list.children.map((item) => {
    const [paragraph] = item.children;
    if (paragraph?.type !== 'paragraph' || paragraph.children[0]?.type !== 'link') {
      throw new Error(`not a "- [name](url): notes" item: ${JSON.stringify(item)}`);
    }
    const [link, ...notes] = paragraph.children as [Link, ...RootContent[]];
    return {url: link.url, title: textOf(link), note: notes.map(textOf).join('')};
  });
}

describe('llms.txt', () => {
  const llms = parseLlmsTxt(readBuilt('/llms.txt'));

  it('has the H1, blockquote and H2 link-list sections of the llmstxt.org format, docs versions first', () => {
    expect(llms.title).toMatchObject({type: 'heading', depth: 1});
    expect(textOf(llms.title)).toBe('Docusaurus');
    expect(llms.summary.type).toBe('blockquote');
    expect(llms.prose.every((node) => node.type === 'paragraph')).toBe(true);
    expect(llms.stray).toEqual([]);
    expect(llms.sections.map((section) => section.title)).toEqual([
      'Docs 2.0.0-beta.23 🚧',
      'Docs 2.0.0-beta.22',
      'Docs 2.0.0-beta.21',
      'Community',
      'Blog',
      'Changelog',
      'Upgrades and facts',
    ]);
  });

  it('links every listed page to its Markdown twin with a one-line description', () => {
    const current = llms.sections[0].links;
    expect(current[0]).toEqual({
      url: `${SITE}/docs/llms-full.txt`,
      title: 'All of the 2.0.0-beta.23 🚧 docs in one file',
      note: ': every page of this version in sidebar order',
    });
    const installation = {url: `${SITE}/docs/installation.md`, title: 'Installation'};
    expect(current).toContainEqual(expect.objectContaining(installation));
    const links = llms.sections.flatMap((section) => section.links);
    // Besides twins, only the versions' whole-docs files and their machine-readable facts (JSON) are listed.
    const others = links.filter((link) => !link.url.endsWith('.md'));
    expect(others.filter((link) => !/\/(llms-full\.txt|facts\.json)$/.test(link.url))).toEqual([]);
    expect(others.filter((link) => link.url.endsWith('/facts.json'))).toHaveLength(3);
    expect(links.filter((link) => link.note.includes('\n'))).toEqual([]);
    // Each version's section only holds that version's pages.
    expect(llms.sections[1].links.every((link) => link.url.startsWith(`${SITE}/docs/2.0.0-beta.22`))).toBe(true);
  });

  it('links only to files of the build, never to test or debug pages', () => {
    const links = llms.sections.flatMap((section) => section.links.map((link) => link.url));
    expect(links.length).toBeGreaterThan(300);
    expect(links.filter((url) => !url.startsWith(`${SITE}/`) || !fs.existsSync(builtFileOf(url)))).toEqual([]);
    expect(links.filter((url) => /\/(tests|__docusaurus)\//.test(url))).toEqual([]);
  });
});

describe('llms-full.txt', () => {
  it.each([
    ['/docs/llms-full.txt', '2.0.0-beta.23 🚧', '/docs/'],
    ['/docs/2.0.0-beta.22/llms-full.txt', '2.0.0-beta.22', '/docs/2.0.0-beta.22/'],
    ['/docs/2.0.0-beta.21/llms-full.txt', '2.0.0-beta.21', '/docs/2.0.0-beta.21/'],
  ])("%s holds that version's docs only, in sidebar order, each with its title and URL", (file, label, base) => {
    const text = readBuilt(file);
    expect(text.startsWith(`# Docusaurus ${label} documentation\n`)).toBe(true);
    const urls = [...text.matchAll(/^URL: (\S+)$/gm)].map((match) => match[1]);
    expect(urls.length).toBeGreaterThan(60);
    // The first pages of the docs sidebar: the introduction, then the installation guide.
    expect(urls.slice(0, 2)).toEqual([`${SITE}${base}`, `${SITE}${base}installation/`]);
    const otherVersions = urls.filter((url) => {
      const rest = url.slice(`${SITE}/docs/`.length);
      return !url.startsWith(`${SITE}${base}`) || (base === '/docs/' && rest.startsWith('2.0.0-beta.'));
    });
    expect(otherVersions).toEqual([]);
    expect(text).toContain(`# Installation\n\nURL: ${SITE}${base}installation/\n\n`);
  });
});
