import type {Element, Root} from 'hast';
import {describe, expect, it} from 'vitest';
import rehypeOptionAnchors from './index';

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

  it('leaves tables that are not option tables alone', () => {
    const t = table('Variable', 'USE_SSH');
    run(t);
    expect(bodyRows(t)[0].properties).toEqual({});
  });
});
