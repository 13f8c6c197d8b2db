// Parses the front matter and compiles MDX files the way the site's loader parses them (GFM, directives, math),
// so an author sees a syntax error in seconds instead of after a full build.
// Run: node scripts/check-mdx.mjs docs/installation.mdx [more files…]
import fs from 'node:fs';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkMath from 'remark-math';
import remarkFrontmatter from 'remark-frontmatter';
import yaml from 'js-yaml';

let failed = 0;
for (const file of process.argv.slice(2)) {
  try {
    const source = fs.readFileSync(file, 'utf8');
    const frontMatter = source.match(/^---\n([\s\S]*?)\n---\n/);
    if (frontMatter) yaml.load(frontMatter[1]);
    await compile(source, {
      format: file.endsWith('.md') ? 'md' : 'mdx',
      remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective, remarkMath],
    });
    console.log(`ok   ${file}`);
  } catch (error) {
    failed++;
    console.log(`FAIL ${file}: ${error.message}`);
  }
}
process.exit(failed ? 1 : 0);
