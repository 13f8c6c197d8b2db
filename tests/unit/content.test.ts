import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkDoc, contentDirs, listDocs, optionIdentifiers, proseWords, tableOptionNames, unknownOptions} from '../../scripts/content-check.mjs';


describe('the content check itself', () => {
  it('counts prose words but not code, imports or front matter', () => {
    const source = '---\ntitle: A\n---\nimport X from "y";\n\nOne two three.\n\n```js\nconst not = counted;\n```\n';
    expect(proseWords(source)).toBe(3);
  });

  it('reads option names from Option tables only', () => {
    const source =
      '| Option | Type |\n| --- | --- |\n| `path` | string |\n| `old` (2.0.0-beta.23 only) | x |\n| `older` (2.x only) | x |\n\n| Field | Type |\n| --- | --- |\n| `slug` | string |\n';
    expect(tableOptionNames(source)).toEqual([
      {name: 'path', betaOnly: false},
      {name: 'old', betaOnly: true},
      {name: 'older', betaOnly: true},
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

describe.each(contentDirs().map((dir: string) => [path.relative(path.resolve(__dirname, '../..'), dir), dir]))(
  'docs in %s',
  (_name, dir) => {
    const files: string[] = listDocs(dir);

    it('has docs to check', () => {
      expect(files.length).toBeGreaterThan(0);
    });

    it.each(files.map((file) => [path.relative(dir, file), file]))('%s is real content', (_file, file) => {
      const {problems} = checkDoc(file, dir);
      expect(problems).toEqual([]);
    });
  },
);
