import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import {visit} from 'unist-util-visit';
import {readDiagramSource, renderDiagram} from './render';

export type Options = {
  /** Folder of the `.dot` sources; `src/diagrams` by default. */
  dir?: string;
};

/** The component the figures become, under a name no author writes (theirs is `Diagram`, replaced here). */
export const COMPONENT = 'BuildTimeDiagram';
export const COMPONENT_MODULE = path.join(__dirname, 'client/Diagram.tsx');

function attribute(node: MdxJsxFlowElement, name: string): string {
  const found = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!found || typeof found.value !== 'string' || found.value.trim() === '') {
    throw new Error(`<Diagram> needs a literal ${name}="…" attribute.`);
  }
  return found.value;
}

function literalProps(props: Record<string, string>): MdxJsxFlowElement['attributes'] {
  return Object.entries(props).map(([name, value]) => ({type: 'mdxJsxAttribute', name, value}));
}

/** `import BuildTimeDiagram from '…/client/Diagram.tsx';`, with the syntax tree MDX compiles ESM from. */
function importComponent(): MdxjsEsm {
  const source = JSON.stringify(COMPONENT_MODULE);
  return {
    type: 'mdxjsEsm',
    value: `import ${COMPONENT} from ${source};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: COMPONENT}}],
            source: {type: 'Literal', value: COMPONENT_MODULE, raw: source},
            attributes: [],
          },
        ],
      },
    },
  };
}

/**
 * Remark plugin: `<Diagram name="build-architecture" />` in MDX becomes the diagram component with the caption and
 * size of `src/diagrams/build-architecture.dot`, checked and laid out by Graphviz at compile time. The SVG itself is
 * not part of the page's content chunk: the server bundle renders it into the HTML (see ./index.ts), the browser keeps
 * that markup, and no diagram engine reaches it.
 */
export default function remarkDiagrams({dir}: Options = {}) {
  return async (tree: Root): Promise<void> => {
    const found: MdxJsxFlowElement[] = [];
    visit(tree, 'mdxJsxFlowElement', (node) => {
      if (node.name === 'Diagram') found.push(node);
    });
    if (found.length === 0) return;
    for (const node of found) {
      const {name, caption, width, height} = await renderDiagram(await readDiagramSource(attribute(node, 'name'), dir));
      node.name = COMPONENT;
      node.attributes = literalProps({name, caption, width, height});
      node.children = [];
    }
    tree.children.unshift(importComponent() as RootContent);
  };
}
