import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import remarkDiagrams, {COMPONENT, COMPONENT_MODULE} from './remark';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagrams-remark-'));
fs.writeFileSync(
  path.join(dir, 'two-steps.dot'),
  '// caption: Two steps, the first one leading to the second\ndigraph {a [label="Load the content"]; a -> b}\n',
);

async function compileMdx(mdx: string): Promise<string> {
  return String(await compile(mdx, {remarkPlugins: [[remarkDiagrams, {dir}]]}));
}

describe('remarkDiagrams', () => {
  it('turns <Diagram> into the diagram component with caption and size, and imports it', async () => {
    const js = await compileMdx('# Title\n\nSome prose.\n\n<Diagram name="two-steps" />\n');
    expect(js).toContain(`import ${COMPONENT} from ${JSON.stringify(COMPONENT_MODULE)};`);
    expect(js).toMatch(
      new RegExp(
        `${COMPONENT}, \\{\\s*name: "two-steps",\\s*caption: "Two steps, the first one leading to the second",` +
          `\\s*width: "\\d+pt",\\s*height: "\\d+pt"\\s*\\}`,
      ),
    );
    expect(fs.existsSync(COMPONENT_MODULE)).toBe(true);
  });

  it('leaves the SVG out of the compiled page: the server renders it into the HTML', async () => {
    const js = await compileMdx('<Diagram name="two-steps" />\n');
    expect(js).not.toMatch(/svg|viewBox|Load the content/);
  });

  it('adds nothing to pages without a diagram', async () => {
    expect(await compileMdx('# Title\n')).not.toContain(COMPONENT);
  });

  it('fails the build on a diagram without a literal name or without a source', async () => {
    await expect(compileMdx('<Diagram />\n')).rejects.toThrow(/needs a literal name="…" attribute/);
    await expect(compileMdx('<Diagram name="missing" />\n')).rejects.toThrow(/Diagram "missing" has no source/);
  });
});
