import fs from 'node:fs/promises';
import path from 'node:path';
import {instance} from '@viz-js/viz';
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {toHtml} from 'hast-util-to-html';

/** Where the Graphviz sources live: one `<name>.dot` file per diagram. */
export const DIAGRAMS_DIR = path.join(process.cwd(), 'src/diagrams');

/** Graphviz's WebAssembly build is slow to start, so one instance serves every diagram of a build. */
let vizPromise: ReturnType<typeof instance> | undefined;

export async function renderDot(dot: string): Promise<string> {
  vizPromise ??= instance();
  const viz = await vizPromise;
  const result = viz.render(dot, {format: 'svg'});
  if (result.status !== 'success') {
    throw new Error(`Graphviz could not render the diagram: ${result.errors.map((e) => e.message).join('; ')}`);
  }
  return result.output;
}

export type DiagramSource = {name: string; dot: string; caption: string};

/** Reads `<name>.dot`; its `// caption: …` line says what the diagram shows (figure caption and SVG title). */
export async function readDiagramSource(name: string, dir = DIAGRAMS_DIR): Promise<DiagramSource> {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`Diagram name "${name}" must be lower-case words joined by dashes.`);
  const file = path.join(dir, `${name}.dot`);
  let dot: string;
  try {
    dot = await fs.readFile(file, 'utf8');
  } catch {
    throw new Error(`Diagram "${name}" has no source: expected ${path.relative(process.cwd(), file)}.`);
  }
  const caption = /^\/\/ caption: (.+)$/m.exec(dot)?.[1]?.trim();
  if (!caption) throw new Error(`${path.relative(process.cwd(), file)} needs a "// caption: …" line.`);
  return {name, dot, caption};
}

/** Every diagram source in `dir`. */
export async function readAllDiagramSources(dir = DIAGRAMS_DIR): Promise<DiagramSource[]> {
  const names = (await fs.readdir(dir)).filter((f) => f.endsWith('.dot')).map((f) => f.slice(0, -'.dot'.length));
  return Promise.all(names.sort().map((name) => readDiagramSource(name, dir)));
}

// Colours and fonts come from the theme's stylesheet (diagrams.css), so light and dark mode both read well.
const THEMED_ATTRIBUTES = ['fill', 'stroke', 'fontFamily', 'id'];

function isElement(node: RootContent | ElementContent | Root): node is Element {
  return node.type === 'element';
}

/** Drops fixed colours, fonts, ids, comments, per-shape tooltips and the white page background Graphviz paints. */
function clean(node: Element): void {
  for (const attribute of THEMED_ATTRIBUTES) delete node.properties[attribute];
  node.children = node.children.filter((child) => {
    if (child.type === 'comment') return false;
    if (!isElement(child)) return child.type !== 'text' || child.value.trim() !== '';
    if (child.tagName === 'title') return false;
    const isBackground = child.tagName === 'polygon' && node.properties.className?.toString() === 'graph';
    return !isBackground;
  });
  for (const child of node.children) if (isElement(child)) clean(child);
}

/**
 * Turns Graphviz SVG output into an accessible, themeable `<svg>` element: `role="img"`, named by a `<title>` that
 * says what the diagram shows, no fixed colours (classes `node`, `edge`, `cluster` and any DOT `class` are styled
 * with the theme's CSS variables). The text stays real `<text>`, so it can be searched, selected and translated.
 */
export function themedSvg(svgSource: string, {id, title}: {id: string; title: string}): Element {
  const tree = fromHtml(svgSource, {fragment: true, space: 'svg'});
  const svg = tree.children.find((child): child is Element => isElement(child) && child.tagName === 'svg');
  if (!svg) throw new Error('Graphviz output has no <svg> element.');
  clean(svg);
  svg.properties = {
    ...svg.properties,
    className: ['diagram__svg'],
    role: 'img',
    ariaLabelledBy: [`${id}-title`],
    focusable: 'false',
  };
  svg.children.unshift({
    type: 'element',
    tagName: 'title',
    properties: {id: `${id}-title`},
    children: [{type: 'text', value: title}],
  });
  return svg;
}

/** A diagram ready to place: its themed `<svg>` and the size Graphviz laid it out at (CSS lengths, in `pt`). */
export type RenderedDiagram = {name: string; caption: string; svg: Element; width: string; height: string};

/** Renders `<name>.dot` into the themed SVG that pages, fragments and the standalone copy share. */
export async function renderDiagram({name, dot, caption}: DiagramSource): Promise<RenderedDiagram> {
  const svg = themedSvg(await renderDot(dot), {id: `diagram-${name}`, title: caption});
  const {width, height} = svg.properties;
  if (typeof width !== 'string' || typeof height !== 'string') throw new Error(`Diagram "${name}" has no size.`);
  return {name, caption, svg, width, height};
}

/**
 * The `<svg>` as markup: what the server renders into the page, and the fragment file a page fetches when it was
 * reached by a client-side navigation. It keeps Graphviz's namespace declarations, so the fragment is a valid SVG file
 * too, and has no colours of its own: placed in the page, it takes the theme's like the prerendered diagrams.
 */
export function svgMarkup(svg: Element): string {
  return toHtml(svg, {space: 'svg'});
}

/**
 * Graphviz sizes every box from its own metrics of the DOT `fontname` (Helvetica in every source), not from the font
 * the browser will use. So the text is drawn with Helvetica or a font of the same widths: Arial (Windows, macOS) and
 * Liberation Sans (Linux, package fonts-liberation) are metric-compatible with it. The theme's font (system-ui, often
 * DejaVu Sans on Linux) is wider and would cross the box borders.
 */
export const DIAGRAM_FONT_FAMILY = `Helvetica, Arial, 'Liberation Sans', 'Nimbus Sans', 'Nimbus Sans L', sans-serif`;

// The standalone copy has no theme stylesheet around it: it carries its own colours, following the reader's system.
const STANDALONE_STYLE = `
svg{font-family:${DIAGRAM_FONT_FAMILY};background:#fff;
--fg:#1c1e21;--line:#444950;--box:#fff;--group:#f5f6f7;--accent:#2e8555}
@media (prefers-color-scheme:dark){svg{background:#1b1b1d;
--fg:#e3e3e3;--line:#bec3c9;--box:#242526;--group:#303846;--accent:#25c2a0}}
text{fill:var(--fg);stroke:none}
.node>polygon,.node>ellipse,.node>path{fill:var(--box);stroke:var(--line)}
.node.accent>polygon,.node.accent>ellipse,.node.accent>path{stroke:var(--accent);stroke-width:2}
.cluster>polygon,.cluster>path{fill:var(--group);stroke:var(--line)}
.edge>path{fill:none;stroke:var(--line)}
.edge>polygon{fill:var(--line);stroke:var(--line)}
.edge.accent>path,.edge.accent>polygon{stroke:var(--accent)}
.edge.accent>polygon{fill:var(--accent)}`;

/** A complete SVG file of the diagram, for the zoom link. */
export function standaloneSvg(svg: Element): string {
  const copy: Element = structuredClone(svg);
  copy.properties = {...copy.properties, xmlns: 'http://www.w3.org/2000/svg'};
  copy.children.splice(1, 0, {
    type: 'element',
    tagName: 'style',
    properties: {},
    children: [{type: 'text', value: STANDALONE_STYLE}],
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${toHtml(copy, {space: 'svg'})}\n`;
}
