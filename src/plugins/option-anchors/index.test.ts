import type {Element, Root} from 'hast';
import {describe, expect, it} from 'vitest';
import rehypeOptionAnchors from './index';
import type {History} from './history';

const state = {type: ['string']};
const history: History = {
  firstSchemaRelease: '2.0.0-beta.21',
  releases: ['2.0.0-beta.21', '2.0.0-beta.22'],
  missing: [],
  engines: {},
  coverage: {config: '2.0.0-beta.21'},
  changelog: ['2.0.0-beta.22'],
  items: {
    'config:onBrokenLinks': {
      since: '2.0.0-beta.21',
      state: {...state, allowed: ['warn', 'error', 'throw']},
      changes: [{in: '2.0.0-beta.22', allowed: {from: ['warn', 'error', 'throw'], to: ['warn', 'throw']}}],
    },
    'config:gone': {since: '2.0.0-beta.21', state, changes: [{in: '2.0.0-beta.22', removed: true}]},
    'config:oldName': {
      since: '2.0.0-beta.21',
      state,
      changes: [{in: '2.0.0-beta.22', removed: true, renamedTo: 'config:newName'}],
    },
    'config:moved': {
      since: '2.0.0-beta.21',
      state,
      changes: [{in: '2.0.0-beta.22', removed: true, renamedTo: 'themeConfig:theme-classic:docs.sidebar.hideable'}],
    },
    'config:newName': {since: '2.0.0-beta.22', state, changes: []},
  },
};

const text = (value: string) => ({type: 'text' as const, value});
const el = (tagName: string, children: Element['children'] = [], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const code = (name: string) => el('code', [text(name)]);
const table = (header: string, ...names: string[]) =>
  el('table', [
    el('thead', [el('tr', [el('th', [text(header)]), el('th', [text('Type')])])]),
    el(
      'tbody',
      names.map((n) => el('tr', [el('td', [code(n), text(' (note)')]), el('td', [text('string')])])),
    ),
  ]);

function run(...children: Element[]): Root {
  const tree: Root = {type: 'root', children};
  rehypeOptionAnchors()(tree);
  return tree;
}

const bodyRows = (t: Element) => (t.children[1] as Element).children as Element[];

describe('rehypeOptionAnchors', () => {
  it('gives each option row an id, data-option and a self-link after the name', () => {
    const t = table('Option', 'baseUrl', 'i18n.localeConfigs');
    run(t);
    const [first, second] = bodyRows(t);
    expect(first.properties).toMatchObject({id: 'baseUrl', dataOption: 'baseUrl'});
    expect(second.properties).toMatchObject({id: 'i18n.localeConfigs', dataOption: 'i18n.localeConfigs'});
    const cell = first.children[0] as Element;
    expect(cell.children[1]).toMatchObject({tagName: 'a', properties: {href: '#baseUrl', className: ['hash-link']}});
  });

  it('prefixes a repeated name with the heading above it, keeping ids unique on the page', () => {
    const first = table('Option', 'path');
    const second = table('Option', 'path');
    run(first, el('h3', [text('Versions')], {id: 'versions'}), second);
    expect(bodyRows(first)[0].properties.id).toBe('path');
    expect(bodyRows(second)[0].properties.id).toBe('versions-path');
  });

  it('never takes the id of a heading further down the page (the TOC link must reach the heading)', () => {
    const items = table('Key', 'html', 'search');
    const heading = el('h4', [text('HTML')], {id: 'html'});
    run(el('h3', [text('Navbar items')], {id: 'navbar-items'}), items, heading);
    expect(bodyRows(items)[0].properties.id).toBe('navbar-items-html');
    expect(bodyRows(items)[1].properties.id).toBe('search');
    expect(heading.properties.id).toBe('html');
  });

  const historyOf = (file: string, ...names: string[]) => {
    const t = table('Option', ...names);
    rehypeOptionAnchors({history, changelogReleases: ['2.0.0-beta.22']})({type: 'root', children: [t]}, {path: file});
    return bodyRows(t).map((row) => {
      const last = (row.children[0] as Element).children.at(-1) as Element;
      return last.tagName === 'span' ? last : undefined;
    });
  };
  const textOf = (node: Element | undefined): string =>
    (node?.children ?? []).map((c) => (c.type === 'text' ? c.value : textOf(c as Element))).join('');

  it('writes the history of a row: since, changes up to the page release, each release linked to its changelog page', () => {
    const [known, unknown] = historyOf(
      '/s/versioned_docs/version-2.0.0-beta.22/api/docusaurus-config.mdx',
      'onBrokenLinks',
      'noSuchOption',
    );
    expect(known?.properties.className).toEqual(['option-history']);
    expect(textOf(known)).toBe(
      'before 2.0.0-beta.21 or in it; allowed values changed in 2.0.0-beta.22 (was warn | error | throw)',
    );
    expect(known?.children).toContainEqual(
      expect.objectContaining({tagName: 'a', properties: {href: '/changelog/2.0.0-beta.22/'}}),
    );
    expect(unknown).toBeUndefined();
  });

  it('tells readers of an older version that a later release removed the option, and not later changes', () => {
    const [changed, removed] = historyOf(
      '/s/versioned_docs/version-2.0.0-beta.21/api/docusaurus-config.mdx',
      'onBrokenLinks',
      'gone',
    );
    expect(textOf(changed)).toBe('before 2.0.0-beta.21 or in it');
    expect(textOf(removed)).toBe('before 2.0.0-beta.21 or in it; removed in 2.0.0-beta.22');
  });

  it('tells readers of an older version what a key was renamed to, naming the new scope when it moved', () => {
    const [renamed, moved] = historyOf(
      '/s/versioned_docs/version-2.0.0-beta.21/api/docusaurus-config.mdx',
      'oldName',
      'moved',
    );
    expect(textOf(renamed)).toBe('before 2.0.0-beta.21 or in it; renamed to newName in 2.0.0-beta.22');
    expect(textOf(moved)).toBe(
      'before 2.0.0-beta.21 or in it; renamed to themeConfig docs.sidebar.hideable in 2.0.0-beta.22',
    );
    const [added] = historyOf('/s/versioned_docs/version-2.0.0-beta.22/api/docusaurus-config.mdx', 'newName');
    expect(textOf(added)).toBe('since 2.0.0-beta.22');
    expect(added?.children).toContainEqual(
      expect.objectContaining({tagName: 'a', properties: {href: '/changelog/2.0.0-beta.22/'}}),
    );
  });

  it('leaves tables that are not option tables alone', () => {
    const t = table('Variable', 'USE_SSH');
    run(t);
    expect(bodyRows(t)[0].properties).toEqual({});
  });
});
