import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {
  BUILT_CONFIG,
  GENERATED_FILES,
  HEADERS_TEMPLATE,
  NGINX_INCLUDE,
  analysePages,
  builtSiteConfig,
  contentSecurityPolicy,
  everyResponseHeaders,
  generate,
  headersWithCsp,
  inlineScripts,
  nginxHeaders,
  parseHeadersFile,
  scriptHash,
  usesLiveCodeBlocks,
} from '../../scripts/gen-security-headers.mjs';

/** A page shaped like the build's minified output: unquoted attributes, a head init script, data blocks. */
const PAGE = [
  '<!doctype html><html><head>',
  '<script>document.documentElement.setAttribute("data-theme","light")</script>',
  '<script data-rh=true type=application/ld+json>{"@type":"BlogPosting"}</script>',
  '<script src=/assets/js/main.123.js defer></script>',
  '<script type="module">import("/x.js")</script>',
  '</head><body><p>Inline code: &lt;script&gt;</p></body></html>',
].join('');

const needs = {scriptHashes: ["'sha256-abc='"], connectOrigins: [], liveCodeBlocks: false};

describe('inline scripts', () => {
  it('finds the scripts a browser runs, not external ones or data blocks', () => {
    expect(inlineScripts(PAGE)).toEqual([
      'document.documentElement.setAttribute("data-theme","light")',
      'import("/x.js")',
    ]);
  });

  it('hashes a script as the CSP specification does', () => {
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });
});

describe('what the pages need', () => {
  it('collects each distinct script hash once', () => {
    const result = analysePages([
      {file: 'a.html', html: PAGE},
      {file: 'b.html', html: PAGE},
    ]);
    expect(result.scriptHashes).toHaveLength(2);
    expect(result.problems).toEqual([]);
  });

  it('reports inline code that no hash can allow, with its file', () => {
    const html = '<button onclick="go()">Go</button><a href="javascript:void 0">x</a><div data-onload=1>';
    expect(analysePages([{file: 'docs/x/index.html', html}]).problems).toEqual([
      'docs/x/index.html: <button on…=>',
      'docs/x/index.html: <a …="javascript:">',
    ]);
  });

  it('lets the page connect to the hosts it preconnects to (Algolia DocSearch)', () => {
    const html =
      '<link rel=preconnect href=https://ABC-dsn.algolia.net crossorigin=anonymous><link rel=preconnect href=/local>';
    expect(analysePages([{file: 'a.html', html}]).connectOrigins).toEqual(['https://abc-dsn.algolia.net']);
  });
});

describe('live code blocks, from the site config', () => {
  it('are on when the config lists the live-codeblock theme, by name, shorthand, with options or by path', () => {
    for (const theme of [
      '@docusaurus/theme-live-codeblock',
      'live-codeblock',
      ['@docusaurus/theme-live-codeblock', {}],
      '/site/node_modules/@docusaurus/theme-live-codeblock/lib/index.js',
    ]) {
      expect(usesLiveCodeBlocks({themes: [theme]}), JSON.stringify(theme)).toBe(true);
    }
    expect(usesLiveCodeBlocks({plugins: ['docusaurus-theme-live-codeblock']})).toBe(true);
  });

  it('are off for other themes and plugins', () => {
    expect(usesLiveCodeBlocks({})).toBe(false);
    const others = {themes: ['@docusaurus/theme-classic', 'my-live-codeblocks'], plugins: [() => ({})]};
    expect(usesLiveCodeBlocks(others)).toBe(false);
  });

  it("are on for this site: its last build's config enables them", async () => {
    expect(usesLiveCodeBlocks(await builtSiteConfig(path.resolve(__dirname, '../..')))).toBe(true);
  });
});

describe('the policy', () => {
  const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));

  it('allows inline scripts by hash only and blocks plugins, base and frame hijacking', () => {
    const csp = contentSecurityPolicy(needs);
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'sha256-abc='");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
  });

  it("adds 'unsafe-eval' only when a page has a live code block", () => {
    expect(contentSecurityPolicy(needs)).not.toContain('unsafe-eval');
    expect(directive(contentSecurityPolicy({...needs, liveCodeBlocks: true}), 'script-src')).toBe(
      "script-src 'self' 'sha256-abc=' 'unsafe-eval'",
    );
  });

  it('adds preconnected origins to connect-src', () => {
    const csp = contentSecurityPolicy({...needs, connectOrigins: ['https://abc-dsn.algolia.net']});
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://abc-dsn.algolia.net");
  });
});

describe('deploy/_headers', () => {
  const rules = parseHeadersFile(fs.readFileSync(HEADERS_TEMPLATE, 'utf8'));
  const rule = (rulePath: string) =>
    Object.fromEntries((rules.find((r) => r.path === rulePath)?.headers ?? []).map((h) => [h.name, h.value]));

  it('sends the security headers with every response and caches only hashed assets for long', () => {
    expect(rule('/*')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(rule('/assets/*')).toEqual({'Cache-Control': 'public, max-age=31536000, immutable'});
    expect(rule('/sw.js')).toEqual({'Cache-Control': 'no-cache'});
    expect(rule('/manifest.json')).toEqual({'Cache-Control': 'no-cache'});
  });

  it('sends Markdown twins and text files as UTF-8', () => {
    expect(rule('/*.md')).toEqual({'Content-Type': 'text/markdown; charset=utf-8'});
    expect(rule('/*.txt')).toEqual({'Content-Type': 'text/plain; charset=utf-8'});
  });

  it('gets the CSP in its /* rule and nowhere else', () => {
    const text = headersWithCsp(fs.readFileSync(HEADERS_TEMPLATE, 'utf8'), "default-src 'self'");
    const withCsp = parseHeadersFile(text).filter((r) => r.headers.some((h) => h.name === 'Content-Security-Policy'));
    expect(withCsp.map((r) => r.path)).toEqual(['/*']);
  });

  it('refuses a template without a /* rule or with a header outside a rule', () => {
    expect(() => headersWithCsp('/assets/*\n  Cache-Control: no-cache\n', 'x')).toThrow('no /* rule');
    expect(() => parseHeadersFile('  X-Frame-Options: DENY\n')).toThrow('line 1');
  });
});

describe('the nginx include', () => {
  it('adds each header to every response, error pages included', () => {
    expect(nginxHeaders([{name: 'Referrer-Policy', value: 'no-referrer'}])).toContain(
      'add_header Referrer-Policy "no-referrer" always;',
    );
  });

  it('refuses values that nginx would read differently', () => {
    expect(() => nginxHeaders([{name: 'X', value: 'a "b"'}])).toThrow('may not hold');
    expect(() => nginxHeaders([{name: 'X', value: '$host'}])).toThrow('may not hold');
  });
});

describe('generate', () => {
  let siteDir = '';
  afterEach(() => fs.rmSync(siteDir, {recursive: true, force: true}));

  /** A site folder with the config Docusaurus wrote for its build, and a build in `build/`. */
  function site(themes: string[]): string {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'security-headers-'));
    fs.mkdirSync(path.join(siteDir, path.dirname(BUILT_CONFIG)), {recursive: true});
    fs.writeFileSync(path.join(siteDir, BUILT_CONFIG), `export default ${JSON.stringify({themes})};\n`);
    const buildDir = path.join(siteDir, 'build');
    fs.mkdirSync(path.join(buildDir, 'docs', 'page.html'), {recursive: true});
    return buildDir;
  }

  it('writes _headers and the nginx include for the pages of a build', async () => {
    const buildDir = site([]);
    fs.writeFileSync(path.join(buildDir, 'index.html'), PAGE);
    fs.writeFileSync(path.join(buildDir, 'docs', 'page.html', 'index.html'), '<script>alert(1)</script>');

    const result = await generate(buildDir);
    expect(result.pages).toBe(2);
    expect(result.scriptHashes).toEqual([...inlineScripts(PAGE), 'alert(1)'].map(scriptHash).sort());
    expect(result.csp).not.toContain('unsafe-eval');
    expect(GENERATED_FILES.every((file) => fs.existsSync(path.join(buildDir, file)))).toBe(true);
    expect(fs.readFileSync(path.join(buildDir, '_headers'), 'utf8')).toContain(
      `  Content-Security-Policy: ${result.csp}\n`,
    );
    const include = fs.readFileSync(path.join(buildDir, NGINX_INCLUDE), 'utf8');
    expect(include.match(/^add_header \S+/gm)).toEqual([
      'add_header X-Content-Type-Options',
      'add_header Referrer-Policy',
      'add_header Content-Security-Policy',
    ]);
    // What serve.mjs sends with every response: the same headers as nginx's include.
    const served = everyResponseHeaders(buildDir)?.map(({name}) => name);
    expect(served).toEqual(['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy']);
  });

  it("allows 'unsafe-eval' when the build's config enables live code blocks", async () => {
    const buildDir = site(['@docusaurus/theme-live-codeblock']);
    fs.writeFileSync(path.join(buildDir, 'index.html'), PAGE);
    expect((await generate(buildDir)).csp).toContain("'unsafe-eval'");
  });

  it('stops on a folder without pages, or without the config of its build', async () => {
    const buildDir = site([]);
    await expect(generate(buildDir)).rejects.toThrow('No pages');
    fs.writeFileSync(path.join(buildDir, 'index.html'), PAGE);
    fs.rmSync(path.join(siteDir, BUILT_CONFIG));
    await expect(generate(buildDir)).rejects.toThrow(BUILT_CONFIG);
  });

  it('has no headers for serve.mjs before it ran', () => {
    expect(everyResponseHeaders(site([]))).toBeUndefined();
  });
});
