import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkDoc, listDocs, optionIdentifiers, proseWords, tableOptionNames, unknownOptions} from '../../scripts/content-check.mjs';

const docsDir = path.resolve(__dirname, '../../docs');

describe('the content check itself', () => {
  it('counts prose words but not code, imports or front matter', () => {
    const source = '---\ntitle: A\n---\nimport X from "y";\n\nOne two three.\n\n```js\nconst not = counted;\n```\n';
    expect(proseWords(source)).toBe(3);
  });

  it('reads option names from Option tables only', () => {
    const source = '| Option | Type |\n| --- | --- |\n| `path` | string |\n| `old` (2.0.0-beta.23 only) | x |\n\n| Field | Type |\n| --- | --- |\n| `slug` | string |\n';
    expect(tableOptionNames(source)).toEqual([
      {name: 'path', betaOnly: false},
      {name: 'old', betaOnly: true},
    ]);
  });

  it('splits nested options and CLI flags into identifiers', () => {
    expect(optionIdentifiers('navbar.items[].docId')).toEqual(['navbar', 'items', 'docId']);
    expect(optionIdentifiers('--out-dir <dir>')).toEqual(['out-dir', 'outDir']);
  });

  it('flags an option the installed plugin does not know', () => {
    const table = '| Option | Type |\n| --- | --- |\n| `routeBasePath` | string |\n| `inventedOption` | string |\n';
    expect(unknownOptions('api/plugins/plugin-content-docs', table)).toEqual(['inventedOption']);
  });
});

describe('framework docs (current version)', () => {
  const files: string[] = listDocs(docsDir);

  it('has docs to check', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files.map((file) => [path.relative(docsDir, file), file]))('%s is real content', (_name, file) => {
    const {problems} = checkDoc(file, docsDir);
    expect(problems).toEqual([]);
  });
});
