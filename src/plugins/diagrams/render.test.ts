import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Element} from 'hast';
import {toHtml} from 'hast-util-to-html';
import {describe, expect, it} from 'vitest';
import {
  DIAGRAM_FONT_FAMILY,
  readAllDiagramSources,
  readDiagramSource,
  renderDiagram,
  renderDot,
  standaloneSvg,
  svgMarkup,
  themedSvg,
} from './render';

// The DOT fontname of every source: Graphviz measures the labels with its metrics.
const DOT_SOURCES_FONT = 'Helvetica';

const DOT = `digraph {
  node [shape=box, color="#ff0000", fontcolor="blue"];
  subgraph cluster_a {label="Group"; bgcolor="yellow"; a [label="loadContent()", class="accent"]; b [label="postBuild"];}
  a -> b [label="then"];
}`;

async function render(): Promise<{svg: Element; html: string}> {
  const svg = themedSvg(await renderDot(DOT), {id: 'diagram-test', title: 'Two steps in order'});
  return {svg, html: toHtml(svg, {space: 'svg'})};
}

describe('themedSvg', () => {
  it('keeps every label as real text', async () => {
    const {html} = await render();
    for (const label of ['loadContent()', 'postBuild', 'Group', 'then']) expect(html).toContain(`>${label}</text>`);
  });

  it('removes the fixed colours, fonts, ids and the white background of Graphviz', async () => {
    const {html} = await render();
    expect(html).not.toMatch(/\b(fill|stroke|font-family)="/);
    expect(html).not.toMatch(/#ff0000|blue|yellow|white/);
    expect(html).not.toMatch(/ id="(graph|node|edge|clust)\d/);
    expect(html).toContain('class="node accent"');
  });

  it('is an image named by a title that says what it shows', async () => {
    const {svg, html} = await render();
    expect(svg.properties.role).toBe('img');
    expect(html).toMatch(/^<svg[^>]* aria-labelledby="diagram-test-title"/);
    expect(html).toContain('<title id="diagram-test-title">Two steps in order</title>');
    // The per-shape tooltips of Graphviz would add names nobody reads; only our title is left.
    expect(html.match(/<title/g)).toHaveLength(1);
  });

  it('rejects DOT that does not parse with the Graphviz message', async () => {
    await expect(renderDot('digraph { a -> }')).rejects.toThrow(
      /Graphviz could not render the diagram: .*syntax error/,
    );
  });
});

describe('renderDiagram', () => {
  it('gives the themed SVG, its markup and the size Graphviz laid it out at', async () => {
    const {svg, width, height, caption} = await renderDiagram({name: 'test', dot: DOT, caption: 'Two steps'});
    expect(caption).toBe('Two steps');
    expect(width).toMatch(/^\d+pt$/);
    expect(height).toMatch(/^\d+pt$/);
    const markup = svgMarkup(svg);
    expect(markup).toMatch(/^<svg [^>]*width="\d+pt" height="\d+pt"/);
    // A valid SVG file as it stands (the fragment a page fetches), and inline HTML as well.
    expect(markup).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(markup).not.toContain('<?xml');
    expect(markup).toContain('<title id="diagram-test-title">Two steps</title>');
  });
});

describe('the font the labels are drawn with', () => {
  it('is Helvetica or a font of its widths, the metrics Graphviz laid out the boxes with, in page and file', async () => {
    expect(DIAGRAM_FONT_FAMILY).toMatch(/^Helvetica, Arial, 'Liberation Sans'/);
    expect(DOT_SOURCES_FONT).toBe('Helvetica');
    const css = fs.readFileSync(path.join(__dirname, 'diagrams.css'), 'utf8');
    expect(css).toContain(`font-family: ${DIAGRAM_FONT_FAMILY};`);
    const {svg} = await render();
    expect(standaloneSvg(svg)).toContain(`font-family:${DIAGRAM_FONT_FAMILY};`);
  });

  it('is the one every diagram source lays out for', async () => {
    for (const {name, dot} of await readAllDiagramSources()) {
      const fonts = new Set(Array.from(dot.matchAll(/fontname="([^"]+)"/g), ([, font]) => font));
      expect([name, [...fonts]]).toEqual([name, [DOT_SOURCES_FONT]]);
    }
  });
});

describe('standaloneSvg', () => {
  it('is a complete SVG file with its own light and dark colours', async () => {
    const {svg} = await render();
    const file = standaloneSvg(svg);
    expect(file).toMatch(/^<\?xml[^>]*>\n<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(file).toContain('prefers-color-scheme:dark');
    expect(file).toContain('>loadContent()</text>');
  });
});

describe('diagram sources', () => {
  it('reads the caption from the "// caption:" line and fails clearly without one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagrams-'));
    fs.writeFileSync(path.join(dir, 'ok.dot'), '// caption: A and B\ndigraph {a -> b}\n');
    fs.writeFileSync(path.join(dir, 'bare.dot'), 'digraph {a -> b}\n');
    expect((await readDiagramSource('ok', dir)).caption).toBe('A and B');
    await expect(readDiagramSource('bare', dir)).rejects.toThrow(/needs a "\/\/ caption: …" line/);
    await expect(readDiagramSource('missing', dir)).rejects.toThrow(/Diagram "missing" has no source/);
    await expect(readDiagramSource('../ok', dir)).rejects.toThrow(/lower-case words joined by dashes/);
  });

  it('every diagram of the site renders, with a caption', async () => {
    const sources = await readAllDiagramSources();
    expect(sources.length).toBeGreaterThanOrEqual(8);
    for (const {dot, caption} of sources) {
      expect(caption.length).toBeGreaterThan(40);
      expect(await renderDot(dot)).toContain('<svg');
    }
  });
});
