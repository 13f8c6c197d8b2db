import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {convertPage, frontMatter, twinMarkdown} from './convert';

// The fixtures are real pages of a production build, cut down to their head metadata and their <main> article.
function convertFixture(name: string, pagePath: string) {
  const html = fs.readFileSync(path.join(__dirname, '__fixtures__', `${name}.html`), 'utf8');
  return convertPage(html, {url: `https://docusaurus.io${pagePath}`});
}

// Parsing a real page takes a few hundred milliseconds, several seconds on a loaded machine.
describe('convertPage', {timeout: 30_000}, () => {
  it('turns each tab of a tab group into a labelled part, hidden panels included', () => {
    const {meta, body} = convertFixture('tabs', '/docs/markdown-features/tabs/');
    const canonical = 'https://docusaurus.io/docs/markdown-features/tabs/';
    expect(meta).toMatchObject({title: 'Tabs', version: 'current', canonical});
    expect(body).toContain(
      '**Tab: npm**\n\nRun `npm install --save @docusaurus/theme-live-codeblock`.\n\n' +
        '**Tab: Yarn**\n\nRun `yarn add @docusaurus/theme-live-codeblock`.\n\n**Tab: pnpm**',
    );
    expect(body).toContain(
      '**Tab: JSON**\n\n```json\n{"trailingSlash": true}\n```\n\n**Tab: YAML**\n\n```yaml\ntrailingSlash: true\n```',
    );
    // The title is written by twinMarkdown, once; headings and links are kept, links made absolute.
    expect(body).not.toContain('# Tabs\n');
    expect(body).toContain('## Choosing the default tab');
    expect(body).toContain('[table of contents](https://docusaurus.io/docs/markdown-features/toc/)');
    expect(body).not.toContain('Direct link to');
  });

  it('turns admonitions into blockquotes that name their type and their own title', () => {
    const {body} = convertFixture('admonitions', '/docs/markdown-features/admonitions/');
    expect(body).toContain('> **Note**\n>\n> **note**: neutral background information');
    expect(body).toContain('> **Danger**\n>\n> **danger**:');
    expect(body).toContain(
      '> **Tip: Faster local builds**\n>\n> Build a single locale with `npm run build -- --locale en`.',
    );
    // Nested admonitions nest their blockquotes.
    expect(body).toContain('> > **Warning**\n> >\n> > This is the `warning` type as rendered by Docusaurus 3.');
  });

  it('writes KaTeX output as its TeX source, inline and display', () => {
    const {body} = convertFixture('math-equations', '/docs/markdown-features/math-equations/');
    expect(body).toContain('a site with $n$ docs translated into $k$ locales produces $n \\times k$ doc pages');
    expect(body).toContain('$$\n\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}\n$$');
    // Neither KaTeX's visual rendering nor its MathML text is repeated beside the TeX.
    expect(body).not.toContain('n×k');
  });

  it('keeps code blocks with their language, title and exact lines, and a live block as code', () => {
    const {body} = convertFixture('code-blocks', '/docs/markdown-features/code-blocks/');
    expect(body).toContain(
      '```js title="src/utils/slug.js"\nexport function toSlug(text) {\n' +
        "  return text.toLowerCase().trim().replace(/\\s+/g, '-');\n}\n```",
    );
    // A code sample that itself contains a fence gets a longer fence.
    expect(body).toContain('````md\n```jsx live\nfunction StepCounter(props) {');
    // The live editor's prerendered form is a plain code block of its source.
    expect(body).toContain(
      '```jsx\nfunction StepCounter(props) {\n  const step = 5;\n  const [count, setCount] = useState(0);',
    );
    expect(body).not.toMatch(/Copy code|Toggle word wrap/);
  });

  it('writes tables as GFM tables and images with their alt text', () => {
    const {body} = convertFixture('assets', '/docs/markdown-features/assets/');
    expect(body).toMatch(/\| Need +\| Use +\|\n\| -+ \| -+ \|\n/);
    expect(body).toMatch(/\n\| A screenshot or diagram in prose +\| `!\[alt\]\(\.\/file\.png\)` +\|\n/);
    expect(body).toContain('*Image: Diagram: a Markdown image path becomes a hashed file in the build*');
    expect(body).not.toContain('data:image');
  });

  it('lists the cards of a generated category page as links with their descriptions', () => {
    const {meta, body} = convertFixture('category-guides', '/docs/category/guides/');
    expect(meta.title).toBe('Guides');
    expect(body).toContain(
      '- [Creating pages](https://docusaurus.io/docs/creating-pages/): ' +
        'Add standalone React and Markdown pages under src/pages',
    );
    expect(body).toContain('- [Docs](https://docusaurus.io/docs/docs-introduction/): 4 items');
  });

  it('reads the last-updated date of a page that shows one, and the date of a release', () => {
    expect(convertFixture('last-updated', '/tests/docs/dummy.html/').meta.lastUpdated).toBe('2026-11-22T14:29:57.000Z');
    const release = convertFixture('changelog-release', '/changelog/2.0.0-beta.22/');
    expect(release.meta).toMatchObject({title: '2.0.0-beta.22', date: '2022-07-08T00:00:00.000Z'});
    expect(release.meta.lastUpdated).toBeUndefined();
    expect(release.body).toContain('## 💥 Breaking changes\n\n- **theme-common**: The package now has a public API');
  });

  it('says which page has no article instead of writing an empty twin', () => {
    expect(() => convertPage('<html><body><main><p>Hi</p></main></body></html>', {url: 'https://x.test/a/'})).toThrow(
      'https://x.test/a/: no <article> in the rendered page',
    );
  });
});

describe('twinMarkdown', {timeout: 30_000}, () => {
  it('starts with front matter, then the title as the only H1', () => {
    const markdown = twinMarkdown(convertFixture('tabs', '/docs/markdown-features/tabs/'));
    expect(markdown).toMatch(/^---\ntitle: "Tabs"\ndescription: "Show alternative[^"\n]*"\nversion: "current"\n/);
    expect(markdown).toContain(
      'canonical_url: "https://docusaurus.io/docs/markdown-features/tabs/"\n---\n\n# Tabs\n\nTabs are the right tool',
    );
    expect(markdown.match(/^# /gm)).toHaveLength(1);
  });

  it('escapes front-matter values as double-quoted YAML scalars and leaves out missing ones', () => {
    const fields = {title: 'Say "hi": \\ now', description: undefined};
    expect(frontMatter(fields)).toBe('---\ntitle: "Say \\"hi\\": \\\\ now"\n---');
  });
});
