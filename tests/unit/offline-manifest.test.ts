import fs from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';
import type {OfflineManifest} from '../../src/plugins/offline/manifestTypes';
import {buildDir, requireBuild} from './builtSite';

// The offline manifest is written by a postBuild that runs beside the others: it must wait for the files they write
// (the page comparisons and notes, the diagram fragments, the print pages), or a saved version lacks them offline.
requireBuild();
const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'offline-manifest.json'), 'utf8')) as OfflineManifest;
const listed = new Set(manifest.groups.flatMap((group) => group.files.map(([url]) => url)));

function builtFiles(folder: string, pattern: RegExp): string[] {
  return fs
    .readdirSync(path.join(buildDir, folder), {recursive: true, encoding: 'utf8'})
    .map((name) => `/${folder}/${name.split(path.sep).join('/')}`)
    .filter((url) => pattern.test(url));
}

it('lists every file that other plugins write after the build, for reading offline', () => {
  const written = [
    ...builtFiles('version-compare', /\.json$/),
    ...builtFiles('diagrams', /\.fragment\.svg$/),
    ...Object.values(manifest.printPages),
  ];
  expect(written.length).toBeGreaterThan(50);
  expect(written.filter((url) => !listed.has(url))).toEqual([]);
});
