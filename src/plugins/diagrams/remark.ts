import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';
import {diagramFigure, readDiagramSource, renderDot, themedSvg} from './render';

export type Options = {
  /** Folder of the `.dot` sources; `src/diagrams` by default. */
  dir?: string;
};

function attribute(node: MdxJsxFlowElement, name: string): string {
  const found = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!found || typeof found.value !== 'string' || found.value.trim() === '') {
    throw new Error(`<Diagram> needs a literal ${name}="…" attribute.`);
  }
  return found.value;
}

/**
 * Remark plugin: `<Diagram name="build-architecture" />` in MDX becomes the finished figure with an
 * inline SVG rendered from `src/diagrams/build-architecture.dot` at compile time. No diagram engine and no component
 * reach the browser: the page's content chunk holds the SVG as plain elements.
 */
export default function remarkDiagrams({dir}: Options = {}) {
  return async (tree: Root): Promise<void> => {
    const found: {node: MdxJsxFlowElement; index: number; parent: {children: unknown[]}}[] = [];
    visit(tree, 'mdxJsxFlowElement', (node, index, parent) => {
      if (node.name === 'Diagram' && parent && index !== undefined) found.push({node, index, parent});
    });
    // Replace from the end so earlier indexes stay valid.
    for (const {node, index, parent} of found.reverse()) {
      const name = attribute(node, 'name');
      const {dot, caption} = await readDiagramSource(name, dir);
      const svg = themedSvg(await renderDot(dot), {id: `diagram-${name}`, title: caption});
      // pathname:// makes the theme's link a plain link (with the base URL), outside the SPA and its link checker:
      // the file is written after the build by ./index.ts.
      const figure = diagramFigure({name, caption, svg, href: `pathname:///diagrams/${name}.svg`});
      // An mdast node of an unknown type with hName/hChildren is turned into exactly that hast by remark-rehype.
      parent.children[index] = {
        type: 'diagram',
        data: {hName: figure.tagName, hProperties: figure.properties, hChildren: figure.children},
      };
    }
  };
}
