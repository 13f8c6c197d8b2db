import fs from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';

// Tabs that share a groupId switch together and remember the reader's choice across pages. So one choice
// (package manager, operating system, …) must use one groupId with one set of values in every doc of every
// version, examples in code blocks included, since readers copy them.
const choices: Record<string, string[]> = {
  'package-manager': ['npm', 'yarn', 'pnpm'],
  'operating-systems': ['win', 'mac', 'linux'],
  'programming-languages': ['js', 'py', 'go'],
  'config-form': ['preset', 'plugin'],
  shell: ['https', 'ssh', 'windows'],
  'github-pages-deploy': ['action', 'command'],
  'feed-redirect-host': ['netlify', 'vercel', 'nginx'],
};

const repoDir = path.resolve(__dirname, '../..');
const docFolders = ['docs', 'versioned_docs', 'community'];

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

type TabGroup = {file: string; groupId: string; values: string[]};

function tabGroups(file: string): TabGroup[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/<Tabs[^>]*\bgroupId="([^"]+)"[^>]*>([\s\S]*?)<\/Tabs>/g)].map((match) => ({
    file: path.relative(repoDir, file),
    groupId: match[1],
    values: [...match[2].matchAll(/<TabItem[^>]*\bvalue="([^"]+)"/g)].map((value) => value[1]),
  }));
}

const groups = docFolders.flatMap((folder) => mdxFiles(path.join(repoDir, folder))).flatMap(tabGroups);

it('finds the tab groups of the docs', () => {
  expect(groups.length).toBeGreaterThan(10);
});

it('uses one groupId per choice, with that choice’s values', () => {
  const wrong = groups
    .filter(({groupId, values}) => !choices[groupId] || values.some((value) => !choices[groupId].includes(value)))
    .map(({file, groupId, values}) => `${file}: groupId="${groupId}" values ${values.join(', ')}`);
  expect(wrong, `known choices: ${JSON.stringify(choices)}`).toEqual([]);
});
