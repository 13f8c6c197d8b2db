// Installs the packages the lab's fixture sites need, for one version, into <cache>/<version>; never into the site.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const LAB_PACKAGES = ['@docusaurus/core', '@docusaurus/preset-classic', '@docusaurus/plugin-client-redirects'];

function installed(dir, version) {
  return LAB_PACKAGES.every((pkg) => {
    const file = path.join(dir, 'node_modules', pkg, 'package.json');
    return fs.existsSync(file) && JSON.parse(fs.readFileSync(file, 'utf8')).version === version;
  });
}

/** The folder holding `version`'s packages, installed there first if needed. */
export function installVersion(cache, version) {
  const dir = path.join(cache, version);
  if (installed(dir, version)) return dir;
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(path.join(dir, 'package.json'), '{"name": "docusaurus-lab", "private": true}\n');
  console.log(`installing ${version} into ${dir}…`);
  execFileSync(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--legacy-peer-deps',
      '--omit=optional',
      ...LAB_PACKAGES.map((p) => `${p}@${version}`),
      // React of the 2.0 themes, and webpack of the same months (later releases' `exports` hide lib/ files they use).
      'react@17',
      'react-dom@17',
      'webpack@5.73.0',
    ],
    {cwd: dir, stdio: 'inherit'},
  );
  if (!installed(dir, version)) throw new Error(`npm did not install ${LAB_PACKAGES.join(', ')} ${version} in ${dir}`);
  return dir;
}
