// Writes the security headers of the built site, with a Content-Security-Policy computed from the built pages,
// for both ways the build is served:
//   build/_headers               deploy/_headers plus the CSP, for hosts that read that format (Netlify, Cloudflare Pages)
//   build/_nginx-headers.conf    the headers of deploy/_headers' `/*` rule plus the CSP, included by deploy/nginx.conf
// scripts/serve.mjs sends the same headers, read from build/_headers.
// Run after every build (the CSP lists hashes of the build's inline scripts):
//   node scripts/gen-security-headers.mjs [--dir build]
//     [--site-dir <the site that built it; default: the folder above>]
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';
import {recordTiming} from './lib/build-timings.mjs';

/** @typedef {{name: string, value: string}} Header */
/** @typedef {{path: string, headers: Header[]}} HeaderRule */
/** @typedef {{scriptHashes: string[], connectOrigins: string[], liveCodeBlocks: boolean}} PolicyNeeds */
/** @typedef {{themes?: unknown[], plugins?: unknown[]}} SiteConfig */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const HEADERS_TEMPLATE = path.join(root, 'deploy', '_headers');
export const NGINX_INCLUDE = '_nginx-headers.conf';
/** The files this script writes into the build: for the servers, never served to readers. */
export const GENERATED_FILES = ['_headers', NGINX_INCLUDE];
/** The site config the build was made with, as Docusaurus writes it into the site's `.docusaurus` folder. */
export const BUILT_CONFIG = path.join('.docusaurus', 'docusaurus.config.mjs');
/** Cloudflare Pages drops longer header values. */
export const MAX_HEADER_LENGTH = 2000;

// Script types a browser executes; any other type (application/ld+json, …) is a data block that CSP ignores.
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript']);

/** The value of an attribute in a tag's attribute text, quoted or not (the build minifies its HTML). */
function attribute(attributes, name) {
  const match = attributes.match(
    new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|$)`, 'i'),
  );
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** The source of every inline script of a page that the browser would run. */
export function inlineScripts(html) {
  /** @type {string[]} */
  const scripts = [];
  for (const [, attributes, source] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    if (!EXECUTABLE_TYPES.has((attribute(attributes, 'type') ?? '').trim().toLowerCase())) continue;
    scripts.push(source);
  }
  return scripts;
}

/** The CSP source that allows an inline script with exactly this text. */
export function scriptHash(source) {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * Inline code that hashes cannot allow without 'unsafe-hashes': event handler attributes and javascript: URLs.
 * The build has none; if one appears, the script stops rather than ship a policy that breaks it.
 */
export function inlineHandlers(html) {
  /** @type {string[]} */
  const found = [];
  for (const [, tag] of html.matchAll(/<([a-z][a-z0-9-]*)\b[^>]*?\son[a-z]+\s*=/gi)) found.push(`<${tag} on…=>`);
  for (const [, tag] of html.matchAll(/<([a-z][a-z0-9-]*)\b[^>]*?\s(?:href|src|action)\s*=\s*["']?\s*javascript:/gi)) {
    found.push(`<${tag} …="javascript:">`);
  }
  return found;
}

/** The live-codeblock theme by package name (`@docusaurus/theme-…`, `docusaurus-theme-…`), shorthand or path. */
const LIVE_CODEBLOCK = /(?:^|[/\\])(?:@docusaurus\/theme-|docusaurus-theme-)?live-codeblock(?:$|[/\\])/;

/**
 * Whether the site enables live code blocks (`@docusaurus/theme-live-codeblock`, by package name, shorthand or path):
 * their playground compiles the reader's code in the browser and runs it with `Function(…)` (react-live), which CSP
 * allows only with 'unsafe-eval'. Decided from the configuration, not from the pages' markup, whose class names are
 * the theme's private, hashed CSS-module names.
 * @param {SiteConfig} siteConfig
 */
export function usesLiveCodeBlocks(siteConfig) {
  return [...(siteConfig.themes ?? []), ...(siteConfig.plugins ?? [])]
    .map((entry) => (Array.isArray(entry) ? entry[0] : entry))
    .some((name) => typeof name === 'string' && LIVE_CODEBLOCK.test(name));
}

/**
 * The config a site's last build used. Read from its `.docusaurus` output rather than by loading
 * docusaurus.config.ts again: that file is plain data, imports nothing, and matches the build even when the config
 * has been edited since.
 * @param {string} siteDir
 * @returns {Promise<SiteConfig>}
 */
export async function builtSiteConfig(siteDir) {
  const file = path.join(siteDir, BUILT_CONFIG);
  if (!fs.existsSync(file)) {
    throw new Error(`No ${file}: build the site in ${siteDir} first, or name the site with --site-dir.`);
  }
  return (await import(pathToFileURL(file).href)).default;
}

/** Origins the page preconnects to: the search service's host when Algolia DocSearch is configured. */
export function preconnectOrigins(html) {
  /** @type {string[]} */
  const origins = [];
  for (const [, attributes] of html.matchAll(/<link\b([^>]*)>/gi)) {
    const href = attribute(attributes, 'href') ?? '';
    if (attribute(attributes, 'rel')?.toLowerCase() === 'preconnect' && /^https?:\/\//i.test(href))
      origins.push(new URL(href).origin);
  }
  return origins;
}

/**
 * What the built pages need from the policy (all but 'unsafe-eval', which the config decides), and the inline code
 * it cannot allow.
 * @param {{file: string, html: string}[]} pages
 * @returns {Omit<PolicyNeeds, 'liveCodeBlocks'> & {problems: string[]}}
 */
export function analysePages(pages) {
  /** @type {Set<string>} */
  const hashes = new Set();
  /** @type {Set<string>} */
  const connectOrigins = new Set();
  /** @type {string[]} */
  const problems = [];
  for (const {file, html} of pages) {
    for (const source of inlineScripts(html)) hashes.add(scriptHash(source));
    for (const origin of preconnectOrigins(html)) connectOrigins.add(origin);
    for (const handler of inlineHandlers(html)) problems.push(`${file}: ${handler}`);
  }
  return {scriptHashes: [...hashes].sort(), connectOrigins: [...connectOrigins].sort(), problems};
}

/**
 * The Content-Security-Policy for pages with these needs.
 * - script-src: the site's files and its inline scripts by hash (the colour-mode and announcement-bar init script in
 *   every page's head, the base-URL banner of the home page); 'unsafe-eval' only for live code blocks, and for the whole
 *   site because the policy of the page a reader lands on governs every page reached by client-side navigation.
 * - style-src 'unsafe-inline': the prerendered HTML is full of `style` attributes (the colour of every highlighted code
 *   token, the announcement bar's colours, KaTeX's sizes, the base-URL banner) and a hash cannot allow an attribute.
 *   Styles cannot run scripts; what stays open is restyling by injected markup, which a static site does not take in.
 * - img-src and font-src data: Infima's SVG icons and KaTeX's fonts are inlined as data: URLs in the CSS.
 * @param {PolicyNeeds} needs
 */
export function contentSecurityPolicy({scriptHashes, connectOrigins, liveCodeBlocks}) {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes, ...(liveCodeBlocks ? ["'unsafe-eval'"] : [])].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The rules of a `_headers` file: a path line followed by indented `Name: value` lines; # starts a comment.
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({path: line.trim(), headers: []});
      continue;
    }
    const header = line.trim().match(/^([A-Za-z0-9-]+):\s*(.+)$/);
    if (!header || !rules.length) throw new Error(`_headers line ${index + 1}: expected "  Name: value" under a path`);
    rules.at(-1).headers.push({name: header[1], value: header[2]});
  }
  return rules;
}

/** The `_headers` text with the CSP added to the `/*` rule, which must exist. */
export function headersWithCsp(template, csp) {
  const lines = template.split('\n');
  const all = lines.findIndex((line) => line.trim() === '/*' && !/^\s/.test(line));
  if (all === -1) throw new Error('_headers: no /* rule to add the Content-Security-Policy to');
  lines.splice(all + 1, 0, `  Content-Security-Policy: ${csp}`);
  return lines.join('\n');
}

/**
 * An nginx include that adds these headers to every response, error pages included.
 * @param {Header[]} headers
 */
export function nginxHeaders(headers) {
  const lines = headers.map(({name, value}) => {
    if (/["\\$]/.test(value)) throw new Error(`${name}: a value for nginx may not hold ", \\ or $`);
    return `add_header ${name} "${value}" always;`;
  });
  return `# Generated by scripts/gen-security-headers.mjs from deploy/_headers and the built pages: do not edit.\n${lines.join('\n')}\n`;
}

/** Paths of the HTML files under `dir`, relative to it (some route folders are named `*.html` too). */
function listHtmlFiles(dir) {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.html') && fs.statSync(path.join(dir, name)).isFile());
}

/**
 * Reads the build and the config it was made with, writes both header files and returns what it wrote.
 * @param {string} buildDir
 * @param {string} [siteDir] the site that made the build; Docusaurus builds into `<site>/build` by default
 */
export async function generate(buildDir, siteDir = path.dirname(buildDir)) {
  const pages = listHtmlFiles(buildDir).map((file) => ({
    file,
    html: fs.readFileSync(path.join(buildDir, file), 'utf8'),
  }));
  if (!pages.length) throw new Error(`No pages in ${buildDir}: run \`npm run build\` first.`);
  const needs = {...analysePages(pages), liveCodeBlocks: usesLiveCodeBlocks(await builtSiteConfig(siteDir))};
  if (needs.problems.length) throw new Error(`Inline code that a hash cannot allow:\n  ${needs.problems.join('\n  ')}`);
  const csp = contentSecurityPolicy(needs);
  if (csp.length > MAX_HEADER_LENGTH)
    throw new Error(`The CSP is ${csp.length} characters, over the ${MAX_HEADER_LENGTH} hosts accept.`);

  const templateText = fs.readFileSync(HEADERS_TEMPLATE, 'utf8');
  const everyResponse = parseHeadersFile(templateText).find((rule) => rule.path === '/*')?.headers ?? [];
  fs.writeFileSync(path.join(buildDir, '_headers'), headersWithCsp(templateText, csp));
  fs.writeFileSync(
    path.join(buildDir, NGINX_INCLUDE),
    nginxHeaders([...everyResponse, {name: 'Content-Security-Policy', value: csp}]),
  );
  return {pages: pages.length, csp, ...needs};
}

/**
 * The headers every response of the build carries (the `/*` rule of the generated build/_headers, CSP included),
 * as scripts/serve.mjs sends them; undefined when the build has no generated headers yet.
 * @param {string} buildDir
 * @returns {Header[] | undefined}
 */
export function everyResponseHeaders(buildDir) {
  const file = path.join(buildDir, '_headers');
  if (!fs.existsSync(file)) return undefined;
  return parseHeadersFile(fs.readFileSync(file, 'utf8')).find((rule) => rule.path === '/*')?.headers;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}, 'site-dir': {type: 'string'}}});
  // No top-level await: the tests load this module through require().
  const started = performance.now();
  generate(path.resolve(values.dir), values['site-dir'] ? path.resolve(values['site-dir']) : undefined).then(
    (result) => {
      recordTiming('postbuild: security headers', performance.now() - started, result.pages);
      console.log(
        `Security headers for ${result.pages} pages: ${result.scriptHashes.length} inline script hashes, ` +
          `'unsafe-eval' ${result.liveCodeBlocks ? 'on (live code blocks)' : 'off'}; wrote _headers and ${NGINX_INCLUDE} in ${values.dir}/`,
      );
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
