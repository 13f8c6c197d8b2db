import {describe, expect, it} from 'vitest';
import {MAX_FINDINGS, checkConfig, type CheckInput} from './check';

const target: CheckInput['target'] = {
  'config:title': {type: ['string']},
  'config:url': {type: ['string']},
  'config:baseUrl': {type: ['string']},
  'config:presets': {type: ['array']},
  'config:onBrokenLinks': {type: ['string'], default: 'throw', allowed: ['ignore', 'log', 'warn', 'throw']},
  'config:trailingSlash': {type: ['boolean']},
  'plugin:plugin-content-docs:sidebarPath': {type: ['boolean', 'string']},
  'plugin:plugin-content-docs:breadcrumbs': {type: ['boolean'], default: true},
  'themeConfig:theme-classic:navbar': {type: ['object']},
  'themeConfig:theme-classic:navbar.title': {type: ['string']},
  'themeConfig:theme-classic:docs': {type: ['object']},
  'themeConfig:theme-classic:docs.sidebar.hideable': {type: ['boolean'], default: false},
};
const current: CheckInput['target'] = {
  ...target,
  'config:onBrokenLinks': {type: ['string'], default: 'throw', allowed: ['ignore', 'log', 'warn', 'error', 'throw']},
  'themeConfig:theme-classic:hideableSidebar': {type: ['boolean'], default: false},
  'plugin:plugin-content-docs:breadcrumbs': {type: ['boolean'], default: false},
};

const SAMPLE = `// @ts-check
/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'My site',
  url: 'https://example.com',
  baseUrl: '/',
  onBrokenLinks: 'error',
  trailingSlash: 'yes',
  favicon2: 'img/favicon.ico',
  presets: [
    [
      'classic',
      {
        docs: {sidebarPath: require.resolve('./sidebars.js'), sidebarCollapsed: true},
      },
    ],
  ],
  themeConfig: {
    hideableSidebar: true,
    navbar: {title: 'Site'},
  },
};
module.exports = config;
`;

const run = (source: string) =>
  checkConfig({
    source,
    target,
    current,
    rows: {'config:onBrokenLinks': '/docs/api/docusaurus-config/#onBrokenLinks'},
    renames: {'themeConfig:theme-classic:hideableSidebar': 'themeConfig:theme-classic:docs.sidebar.hideable'},
    targetTitle: 'rc.1',
  });

describe('checkConfig', () => {
  it('finds each planted problem with its line and a link to the row', () => {
    const result = run(SAMPLE);
    if (!result.ok) throw new Error(result.error);
    const byKey = Object.fromEntries(result.findings.map((f) => [f.key, f]));
    expect(byKey['config:onBrokenLinks']).toMatchObject({
      kind: 'invalid',
      line: 7,
      href: '/docs/api/docusaurus-config/#onBrokenLinks',
    });
    expect(byKey['config:trailingSlash']).toMatchObject({kind: 'invalid', line: 8});
    expect(byKey['config:favicon2']).toMatchObject({kind: 'unknown', line: 9});
    expect(byKey['plugin:plugin-content-docs:sidebarCollapsed']).toMatchObject({kind: 'unknown', line: 14});
    expect(byKey['themeConfig:theme-classic:hideableSidebar']).toMatchObject({
      kind: 'renamed',
      line: 19,
      message: 'hideableSidebar was renamed to docs.sidebar.hideable',
    });
    expect(byKey['plugin:plugin-content-docs:breadcrumbs']).toMatchObject({kind: 'default-changed'});
    expect(byKey['config:title']).toBeUndefined();
    expect(byKey['themeConfig:theme-classic:navbar.title']).toBeUndefined();
  });

  it('reads TypeScript configs (satisfies, export default)', () => {
    const result = run(
      `import type {Config} from '@docusaurus/types';\nconst config = {\n  title: 'x',\n  onBrokenLinks: 'nope',\n} satisfies Config;\nexport default config;\n`,
    );
    expect(result).toMatchObject({
      ok: true,
      findings: [expect.objectContaining({key: 'config:onBrokenLinks', line: 4})],
    });
  });

  it('says where the input stops parsing', () => {
    expect(run('module.exports = {\n  title: "x",\n  url: ,\n};')).toEqual({ok: false, error: 'parse error at 3:8'});
  });

  // One parse and one pass: linear work (the page runs it in a Web Worker with a time limit, see run.ts).
  it('checks a 1 MB config in one pass', () => {
    const body = Array.from({length: 40000}, (_, i) => `  key${i}: 'value ${i}',`).join('\n');
    const source = `module.exports = {\n${body}\n};\n`;
    expect(source.length).toBeGreaterThan(1_000_000);
    const start = performance.now();
    const result = run(source);
    expect(performance.now() - start).toBeLessThan(30_000);
    // Every key is found, and only the first MAX_FINDINGS travel back to the page.
    expect(result).toMatchObject({ok: true, total: 40000});
    expect(result.ok && result.findings.length).toBe(MAX_FINDINGS);
    expect(result.ok && result.findings.at(-1)?.line).toBe(MAX_FINDINGS + 1);
  }, 60_000);
});
