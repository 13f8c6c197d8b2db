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

/**
 * The figure placed in the page: a labelled, keyboard-scrollable region (wide diagrams scroll rather than shrink
 * below a legible size), the SVG inside a link to its standalone copy (opens full size, no JavaScript), a caption.
 */
export function diagramFigure({name, caption, svg, href}: {name: string; caption: string; svg: Element; href: string}) {
  const figure: Element = {
    type: 'element',
    tagName: 'figure',
    properties: {className: ['diagram'], dataDiagram: name},
    children: [
      {
        type: 'element',
        tagName: 'div',
        properties: {className: ['diagram__scroll'], tabIndex: 0, role: 'region', ariaLabel: `Diagram: ${caption}`},
        children: [
          {
            type: 'element',
            tagName: 'a',
            properties: {className: ['diagram__zoom'], href, title: 'Open the diagram full size'},
            children: [svg],
          },
        ],
      },
      {type: 'element', tagName: 'figcaption', properties: {}, children: [{type: 'text', value: caption}]},
    ],
  };
  return figure;
}

// The standalone copy has no theme stylesheet around it: it carries its own colours, following the reader's system.
const STANDALONE_STYLE = `
svg{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#fff;
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
