import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';

// Shared reading of the production build for the validators in tests/unit/ (`npm test` builds first).
export const repoDir = path.resolve(__dirname, '../..');
// SITE_BUILD_DIR checks another build folder, e.g. a copy kept from before a change.
export const buildDir = process.env.SITE_BUILD_DIR
  ? path.resolve(process.env.SITE_BUILD_DIR)
  : path.join(repoDir, 'build');

/** Throws (so the test fails, it does not skip) when there is no build to check. */
export function requireBuild(): void {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`no production build in ${buildDir}: run \`npm run build\` first`);
  }
}

export type BuiltPage = {route: string; file: string};

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** Every HTML page of the build with the URL it is served at (`a/index.html` → `/a/`, `404.html` as is). */
export function builtPages(): BuiltPage[] {
  requireBuild();
  return walk(buildDir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const relative = path.relative(buildDir, file).split(path.sep).join('/');
      const route = `/${relative.endsWith('index.html') ? relative.slice(0, -'index.html'.length) : relative}`;
      return {route, file};
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

export function loadPage(page: BuiltPage): cheerio.CheerioAPI {
  return cheerio.load(fs.readFileSync(page.file, 'utf8'));
}

export function readBuilt(relative: string): string {
  requireBuild();
  return fs.readFileSync(path.join(buildDir, relative), 'utf8');
}

/** The built file a same-site URL path is served from, like scripts/serve.mjs: folders by their index.html. */
export function builtFileFor(urlPath: string): string | undefined {
  const decoded = decodeURIComponent(urlPath);
  const candidates = decoded.endsWith('/')
    ? [path.join(buildDir, decoded, 'index.html')]
    : [path.join(buildDir, decoded), path.join(buildDir, decoded, 'index.html')];
  return candidates.find((file) => file.startsWith(buildDir) && fs.existsSync(file) && fs.statSync(file).isFile());
}
