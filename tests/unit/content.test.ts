import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  BLOG_DIR,
  checkDoc,
  contentDirs,
  documentedDefault,
  factProblems,
  factsVersionOf,
  listDocs,
  optionRows,
  proseWords,
  typecheckPages,
} from '../../scripts/content-check.mjs';
import {identifierProblems} from '../../scripts/facts/identifiers.mjs';
import {sampleProblems} from '../../scripts/facts/samples.mjs';
import {typecheckVersion} from '../../scripts/facts/typecheck.mjs';

const root = path.resolve(__dirname, '../..');
const table = (...rows: string[]) =>
  ['| Option | Type | Default | Description |', '| --- | --- | --- | --- |', ...rows].join('\n');

describe('the content check itself', () => {
  it('counts prose words but not code, imports or front matter', () => {
    const source = '---\ntitle: A\n---\nimport X from "y";\n\nOne two three.\n\n```js\nconst not = counted;\n```\n';
    expect(proseWords(source)).toBe(3);
  });

  it('reads the rows of option tables only, with their type, default, line and heading', () => {
    const options = table("| `path` | `string` | `'docs'` | Folder. |", "| `sep` | `'a' \\| 'b'` | | x |");
    const source = `## Options\n\n${options}\n\n| Column | Type |\n| --- | --- |\n| \`slug\` | string |\n`;
    expect(optionRows(source)).toEqual([
      {name: 'path', type: '`string`', default: "`'docs'`", line: 5, heading: 'Options'},
      {name: 'sep', type: "`'a' | 'b'`", default: '', line: 6, heading: 'Options'},
    ]);
  });

  it('reads code-span defaults as values and leaves prose alone', () => {
    expect(documentedDefault("`'docs'`")).toEqual({value: 'docs'});
    expect(documentedDefault('`[]`')).toEqual({value: []});
    expect(documentedDefault('`undefined`')).toEqual({value: undefined});
    expect(documentedDefault('first entry of `versions.json`')).toBeUndefined();
  });

  it('maps each tree to the facts of its version', () => {
    expect(factsVersionOf(path.join(root, 'docs/cli.mdx'))).toBe('2.0.0-rc.1');
    expect(factsVersionOf(path.join(root, 'versioned_docs/version-2.0.0-beta.21/cli.mdx'))).toBe('2.0.0-beta.21');
    expect(factsVersionOf(path.join(root, 'blog/2021-05-12-announcing-docusaurus-two-beta.md'))).toBe('2.0.0-rc.1');
  });
});

describe('the facts check on option tables', () => {
  const docs = 'api/plugins/plugin-content-docs';

  it('accepts a right table', () => {
    const right = table(
      "| `routeBasePath` | `string` | `'docs'` | URL segment. |",
      '| `sidebarCollapsible` | `boolean` | `true` | Foldable. |',
      "| `docLayoutComponent` | `string` | `'@theme/DocPage'` | Layout. |",
    );
    expect(factProblems(docs, right, '2.0.0-beta.22')).toEqual([]);
  });

  it('names the page row and the fact for a wrong default', () => {
    const wrong = table("| `routeBasePath` | `string` | `'documentation'` | URL segment. |");
    expect(factProblems(docs, wrong, '2.0.0-beta.22')).toEqual([
      'line 3, row `routeBasePath`: documented default "documentation", the schema\'s default is "docs"',
    ]);
  });

  it('rejects an option the version does not have', () => {
    const wrong = table('| `inventedOption` | `string` | | Not real. |');
    expect(factProblems(docs, wrong, '2.0.0-beta.22')).toEqual([
      'line 3, row `inventedOption`: not a key of plugin-content-docs options or docs front matter in 2.0.0-beta.22',
    ]);
  });

  it('rejects a type the schema does not accept', () => {
    const wrong = table('| `sidebarCollapsible` | `string` | `true` | Foldable. |');
    expect(factProblems(docs, wrong, '2.0.0-beta.22')).toEqual([
      'line 3, row `sidebarCollapsible`: type `string` names string, the schema accepts boolean',
    ]);
  });

  it('rejects an option of a later version in an older tree', () => {
    const source = table("| `i18n.path` | `string` | `'i18n'` | Translations folder. |");
    expect(factProblems('api/docusaurus-config', source, '2.0.0-rc.1')).toEqual([]);
    expect(factProblems('api/docusaurus-config', source, '2.0.0-beta.21')).toEqual([
      'line 3, row `i18n.path`: not a key of site config in 2.0.0-beta.21',
    ]);
  });

  it('checks CLI flags per command, with the default the CLI states', () => {
    const flags = table(
      '| `--dir` | `string` | `build` | Folder. |',
      '| `--out-dir` | `string` | `build` | Not a serve flag. |',
      '| `--port` | `number` | `8080` | Port. |',
    );
    const source = `## \`docusaurus serve [siteDir]\`\n\n${flags}\n`;
    expect(factProblems('cli', source, '2.0.0-beta.21')).toEqual([
      'line 6, row `--out-dir`: `--out-dir` is not an option of `serve`',
      "line 7, row `--port`: documented default `8080`, the CLI's help says 3000",
    ]);
  });
});

const trees = [...contentDirs().map((dir: string) => ({dir, post: false})), {dir: BLOG_DIR, post: true}];

describe.each(trees.map(({dir, post}) => [path.relative(root, dir), dir, post] as const))(
  'pages in %s',
  (_name, dir, post) => {
    const files: string[] = listDocs(dir);

    it('has pages to check', () => {
      expect(files.length).toBeGreaterThan(0);
    });

    const cases = files.map((file) => [path.relative(dir, file), file]);
    it.each(cases)('%s is real content and matches its facts', async (_file, file) => {
      const {problems} = await checkDoc(file, dir, {post});
      expect(problems).toEqual([]);
    });
  },
);

// Injected mistakes, each of a class the audit found outside the checked tables.
const version21 = '2.0.0-beta.21';
const allVersions = ['2.0.0-beta.21', '2.0.0-beta.22', '2.0.0-rc.1'];
const fence = (meta: string, body: string) => ['```' + meta, body, '```'].join('\n');

describe('the identifier check', () => {
  it('rejects a pages front-matter key that the pages plugin does not have, with its line', () => {
    // The SEO page's table before the fix: Markdown pages were said to accept `keywords`, `image` and `slug`.
    const source = [
      '## Page metadata',
      '',
      'Docs, blog posts and Markdown pages accept these front matter fields:',
      '',
      '| Field | Effect |',
      '| --- | --- |',
      '| `title` | The title. |',
      '| `keywords` | Keywords. |',
    ].join('\n');
    const {problems} = identifierProblems('seo', source, '2.0.0-rc.1', allVersions);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^line 8: `keywords` is not a pages front-matter key in 2\.0\.0-rc\.1; it has /);
    const fixed = source.replace('Docs, blog posts and Markdown pages', 'Docs and blog posts');
    expect(identifierProblems('seo', fixed, '2.0.0-rc.1', allVersions).problems).toEqual([]);
  });

  it('rejects, on a beta.21 page, a config key added later, naming the versions that have it', () => {
    const source = 'Move the translations with `i18n.path`.\n';
    expect(identifierProblems('sidebar/index', source, version21, allVersions).problems).toEqual([
      expect.stringMatching(
        /^line 1: `i18n\.path` is not a site config key in 2\.0\.0-beta\.21 \(2\.0\.0-beta\.22, 2\.0\.0-rc\.1 has it\)/,
      ),
    ]);
    const history = 'Docusaurus 2.0.0-beta.22 added `i18n.path`.\n';
    expect(identifierProblems('sidebar/index', history, version21, allVersions).problems).toEqual([]);
  });

  it('rejects hooks, modules, components and CLI flags the version does not have', () => {
    const source = [
      'Call `useDocsSidebarMagic` from `@docusaurus/router`.',
      'Swizzle `@theme/NoSuchThing`, import `@docusaurus/NoSuchModule`.',
      '## `docusaurus build [siteDir]`',
      'Pass `--port` to choose the port.',
    ].join('\n');
    const {problems} = identifierProblems('cli', source, version21, allVersions);
    expect(problems.map((p: string) => p.replace(/;.*$/, ''))).toEqual([
      'line 1: hook `useDocsSidebarMagic` is exported by no module of 2.0.0-beta.21',
      'line 2: `@theme/NoSuchThing` is no theme component of 2.0.0-beta.21',
      'line 2: `@docusaurus/NoSuchModule` is no module of 2.0.0-beta.21',
      'line 4: `--port` is not a flag of `docusaurus build` in 2.0.0-beta.21',
    ]);
  });

  it('accepts what the version has, React hooks, the page’s own names and CSS variables', () => {
    const source = [
      'Use `useBaseUrl`, `useDocusaurusContext()`, `@docusaurus/router`, `@theme/DocSidebar/Desktop` and `useState`.',
      'Our `useAcme` hook (`--ifm-color-primary`) is defined below.',
      fence('js', 'function useAcme() {}'),
    ].join('\n');
    const {problems, checked} = identifierProblems('x', source, version21, allVersions);
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(5);
  });
});

describe('the sample check', () => {
  it('rejects a config sample with an invalid value for a real option, at the option’s line', async () => {
    const body = ['module.exports = {', "  title: 'Acme',", "  onBrokenLinks: 'explode',", '};'].join('\n');
    const source = `Intro.\n\n${fence('js title="docusaurus.config.js"', body)}\n`;
    const {problems, validated} = await sampleProblems(source, version21);
    expect(validated).toBe(1);
    expect(problems).toEqual([
      expect.stringMatching(
        /^line 6: docusaurus\.config\.js sample \(2\.0\.0-beta\.21 schema\): site config: "onBrokenLinks" must be one of/,
      ),
    ]);
  });

  it('rejects, in beta.21, a config option added later (i18n.path) and accepts it in rc.1', async () => {
    const body = "module.exports = {i18n: {defaultLocale: 'en', locales: ['en'], path: 'translations'}};";
    const source = fence('js title="docusaurus.config.js"', body);
    expect((await sampleProblems(source, version21)).problems).toEqual([
      expect.stringMatching(/^line 2: .*"i18n\.path" is not allowed/),
    ]);
    expect((await sampleProblems(source, '2.0.0-rc.1')).problems).toEqual([]);
  });

  it('validates plugin options of the preset, sidebars and front matter by kind', async () => {
    const preset = "module.exports = {presets: [['classic', {docs: {sidebarCollapsible: 'yes'}}]]};";
    const sidebars = "module.exports = {docs: ['intro', {type: 'category', label: 'A', items: [], bogus: 1}]};";
    const page = '---\ntitle: About\nkeywords: [a]\n---';
    const source = [
      fence('js title="docusaurus.config.js"', preset),
      fence('js title="sidebars.js"', sidebars),
      fence('md title="src/pages/about.md"', page),
    ].join('\n');
    const {problems} = await sampleProblems(source, version21);
    expect(problems).toEqual([
      expect.stringMatching(/^line 2: .*preset-classic docs: "sidebarCollapsible" must be a boolean/),
      expect.stringMatching(/^line 5: .*sidebar item: "bogus" is not allowed/),
      expect.stringMatching(/^line 10: .*pages front matter: "keywords" is not a pages front-matter key/),
    ]);
  });

  it('requires a sample marked wrong to fail, skips fragments, and rejects samples that do not run', async () => {
    const wrongButValid = fence('js title="docusaurus.config.js" wrong', "module.exports = {title: 'A'};");
    const wrongAndInvalid = fence('js title="docusaurus.config.js" wrong', 'module.exports = {noSuchField: 1};');
    const fragment = fence('js title="docusaurus.config.js" fragment', '{type: "doc", id: "x"}');
    const broken = fence('js title="docusaurus.config.js"', '{type: "doc", id: "x"}');
    const result = await sampleProblems([wrongButValid, wrongAndInvalid, fragment, broken].join('\n'), version21);
    expect(result.skipped).toBe(1);
    expect(result.problems).toEqual([
      expect.stringMatching(/^line 1: .*is marked `wrong` but passes validation/),
      expect.stringMatching(/^line 11: .*sample does not run/),
    ]);
  });
});

describe('the type check of samples', () => {
  it('rejects a sample importing a hook the version does not export, with the file and line', () => {
    const body = ["import {useParams} from '@docusaurus/router';", 'export const p = useParams();'].join('\n');
    const source = `Text.\n\n${fence('jsx', body)}\n`;
    const file = path.join(root, 'versioned_docs/version-2.0.0-beta.21/injected.mdx');
    const {problems, checked} = typecheckVersion(version21, [{file, source}]);
    expect(checked).toBe(1);
    expect(problems).toEqual([
      {
        file,
        line: 4,
        message: expect.stringMatching(
          /against 2\.0\.0-beta\.21: Module '"@docusaurus\/router"' has no exported member 'useParams'/,
        ),
      },
    ]);
  }, 120_000);

  it('accepts the right imports and requires a `wrong` sample to fail', () => {
    const right = fence(
      'tsx',
      "import useBaseUrl from '@docusaurus/useBaseUrl';\nexport const u: string = useBaseUrl('/x');",
    );
    const wrong = fence(
      'tsx wrong',
      "import useBaseUrl from '@docusaurus/useBaseUrl';\nexport const u: number = useBaseUrl('/x');",
    );
    const file = path.join(root, 'docs/injected.mdx');
    expect(typecheckVersion('2.0.0-rc.1', [{file, source: `${right}\n${wrong}\n`}]).problems).toEqual([]);
    const passes = fence(
      'tsx wrong',
      "import useBaseUrl from '@docusaurus/useBaseUrl';\nexport const u: string = useBaseUrl('/x');",
    );
    expect(typecheckVersion('2.0.0-rc.1', [{file, source: passes}]).problems).toEqual([
      {file, line: 1, message: 'sample marked `wrong` type-checks'},
    ]);
  }, 120_000);

  it.each(trees.filter(({post}) => !post).map(({dir}) => [path.relative(root, dir), dir] as const))(
    'every sample of %s type-checks against its version',
    (_name, dir) => {
      const {problems} = typecheckPages(listDocs(dir));
      expect([...problems.entries()]).toEqual([]);
    },
    180_000,
  );
});

describe('the content check as a command', () => {
  it('prints file:line for an injected mistake and exits with 1', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-check-'));
    const file = path.join(dir, 'injected.mdx');
    const prose = 'Words of prose that make this page long enough to count as real content. '.repeat(20);
    fs.writeFileSync(file, `---\ntitle: Injected\n---\n\n${prose}\n\nCall \`useNoSuchHook\` here.\n`);
    const run = spawnSync(process.execPath, [path.join(root, 'scripts/content-check.mjs'), file], {encoding: 'utf8'});
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(`${path.relative(root, file)}:7: hook \`useNoSuchHook\` is exported by no module`);
    fs.rmSync(dir, {recursive: true});
  }, 120_000);
});
