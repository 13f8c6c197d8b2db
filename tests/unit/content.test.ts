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
} from '../../scripts/content-check.mjs';

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
