import fs from 'node:fs';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import {docIdOfFile, itemKeyOf, releaseOfFile, scopesOfDoc, type History} from '../option-anchors/history';

/** One doc source of a version, as the upgrade page lists it. */
export type DocSource = {id: string; title: string; permalink: string; text: string};

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((e) =>
      e.isDirectory() ? walk(path.join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
    )
    .sort();
}

const frontMatterOf = (source: string): string => source.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '';
const field = (frontMatter: string, name: string): string | undefined =>
  frontMatter
    .match(new RegExp(`^${name}:\\s*(.+)$`, 'm'))?.[1]
    ?.trim()
    .replace(/^(['"])(.*)\1$/, '$2');

/**
 * Every doc of a version folder. `base` is the version's route (`/docs/` or `/docs/2.0.0-beta.22/`). The text
 * leaves out the front matter and writes every 2.0 version name as one token, so a page that only names its own
 * version differently is not "changed".
 */
export function docSources(dir: string, base: string): DocSource[] {
  return walk(dir).map((file) => {
    const source = fs.readFileSync(file, 'utf8');
    const frontMatter = frontMatterOf(source);
    const id = path
      .relative(dir, file)
      .replace(/\\/g, '/')
      .replace(/\.mdx?$/, '');
    const slug = field(frontMatter, 'slug');
    // A slug without a leading slash is relative to the doc's folder.
    const folder = path.posix.dirname(id);
    const relative = folder === '.' ? slug : `${folder}/${slug}`;
    const route = slug ? (slug.startsWith('/') ? slug.slice(1) : relative) : id.replace(/(^|\/)index$/, '');
    const permalink = `${base}${route}${route && !route.endsWith('/') ? '/' : ''}`;
    const title = field(frontMatter, 'title') ?? source.match(/^# (.+)$/m)?.[1] ?? id;
    const text = source
      .replace(/^---\n[\s\S]*?\n---\n/, '')
      .replace(/2\.0\.0-(alpha|beta|rc)\.\d+/g, 'VERSION')
      .replace(/\s+/g, ' ')
      .trim();
    return {id, title, permalink, text};
  });
}

export type PageChange = {status: 'added' | 'removed' | 'changed'; id: string; title: string};

/** Docs added, removed or whose text changed between two versions, matched by doc id. */
export function pageChanges(from: DocSource[], to: DocSource[]): PageChange[] {
  const before = new Map(from.map((d) => [d.id, d]));
  const after = new Map(to.map((d) => [d.id, d]));
  const changes: PageChange[] = [];
  for (const doc of to) {
    const old = before.get(doc.id);
    if (!old) changes.push({status: 'added', id: doc.id, title: doc.title});
    else if (old.text !== doc.text) changes.push({status: 'changed', id: doc.id, title: doc.title});
  }
  for (const doc of from) if (!after.has(doc.id)) changes.push({status: 'removed', id: doc.id, title: doc.title});
  const rank = {removed: 0, added: 1, changed: 2};
  return changes.sort((a, b) => rank[a.status] - rank[b.status] || a.id.localeCompare(b.id));
}

/**
 * Item key → `permalink#row-id` of its row in a version's docs. Rows are read from the Markdown tables the way the
 * option-anchors rehype plugin reads them; the id follows its rule (a name taken by a heading of the page or an
 * earlier row gets the id of the heading above it as prefix). The first row of an item wins.
 */
export function rowLinks(dir: string, base: string, history: History): Map<string, string> {
  const links = new Map<string, string>();
  const docs = new Map(docSources(dir, base).map((d) => [d.id, d]));
  for (const file of walk(dir)) {
    const release = releaseOfFile(file.replace(/\\/g, '/'));
    const docId = docIdOfFile(file.replace(/\\/g, '/'));
    if (!release || !docId) continue;
    const scopes = scopesOfDoc(docId);
    if (!scopes.length) continue;
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    const slugger = createSlugger();
    const headingIds = lines
      .filter((l) => /^#{1,6} /.test(l))
      .map((l) => {
        const custom = l.match(/\{#([\w-]+)\}\s*$/);
        return custom ? custom[1] : slugger.slug(l.replace(/^#+ /, '').replace(/`/g, ''));
      });
    const used = new Set(headingIds);
    let headingIndex = -1;
    let headingText = '';
    let inOptionTable = false;
    for (const line of lines) {
      if (/^#{1,6} /.test(line)) {
        headingIndex++;
        headingText = line.replace(/^#+ /, '');
        continue;
      }
      if (/^\|/.test(line) && !/^\|\s*`/.test(line) && !/^\|\s*-/.test(line)) {
        inOptionTable = /^\|\s*(Option|Name|Flag|Field|Key)\b/i.test(line);
        continue;
      }
      const row = inOptionTable && line.match(/^\|\s*`([^`]+)`/);
      if (!row) continue;
      const name = row[1].trim();
      const headingId = headingIds[headingIndex] ?? '';
      let id = name;
      if (used.has(id) && headingId) id = `${headingId}-${name}`;
      for (let n = 2; used.has(id); n++) id = `${headingId ? `${headingId}-` : ''}${name}-${n}`;
      used.add(id);
      const key = itemKeyOf(history, scopes, name, headingText, release);
      const doc = docs.get(docId);
      if (key && doc && !links.has(key)) links.set(key, `${doc.permalink}#${id}`);
    }
  }
  return links;
}
