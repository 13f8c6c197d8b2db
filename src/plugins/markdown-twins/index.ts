import fs from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import {convertBuiltPage, twinMarkdown, type ConvertedPage} from './convert';
import {FULL_TEXT_FILE, llmsFullTxt, llmsTxt, type FullTextPage, type SiteInfo} from './llms';
import {collectSections, type TwinPage} from './pages';
import {isTwinless, twinUrl} from './twinUrl';
import {registerPageConsumer} from '../builtPages';
import {recordTiming} from '../../../scripts/lib/build-timings.mjs';

async function writeFile(outDir: string, relativePath: string, content: string): Promise<number> {
  const file = path.join(outDir, decodeURIComponent(relativePath));
  await fs.mkdir(path.dirname(file), {recursive: true});
  await fs.writeFile(file, content);
  return Buffer.byteLength(content);
}

/**
 * Markdown for readers' AI tools, written after a production build from the rendered pages: a `.md` twin of every
 * doc, blog post and release (see `twinUrl` for the URL rule), `/llms.txt` listing them, and one `llms-full.txt`
 * per docs version with all its pages in sidebar order. The files are not routes, so the sitemap and the search
 * index (both built from the route list) leave them out.
 */
export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  const {baseUrl, siteConfig, siteDir} = context;
  // The pages that get a twin, known once the content is loaded (route paths with the base URL).
  let twinPages = new Set<string>();
  // Each page's conversion comes from the one pass over the built pages (cached by the page's content).
  const converted = registerPageConsumer<ConvertedPage>({
    name: 'markdown-twins',
    wants: (url) => twinPages.has(url),
    visit: (page) => convertBuiltPage(page, siteConfig.url),
    cacheKey: siteConfig.url,
    code: [__dirname, path.join(__dirname, '../pageParts.ts')],
    worker: {module: path.join(__dirname, 'convert.ts'), exportName: 'convertBuiltPage', options: siteConfig.url},
  });
  return {
    name: 'markdown-twins',

    async postBuild({outDir, plugins, routesPaths}) {
      const relative = (permalink: string): string => `/${permalink.slice(baseUrl.length)}`;
      // Docs permalinks come without the trailing slash their routes get from the site's `trailingSlash`.
      const routeOf = (page: TwinPage): TwinPage => ({
        ...page,
        permalink: applyTrailingSlash(page.permalink, {trailingSlash: siteConfig.trailingSlash, baseUrl}),
      });
      const sections = collectSections(plugins)
        .map((section) => ({
          ...section,
          pages: section.pages.map(routeOf).filter((page) => !isTwinless(relative(page.permalink))),
        }))
        .filter((section) => section.pages.length > 0);
      twinPages = new Set(sections.flatMap((section) => section.pages.map((page) => page.permalink)));
      const pages = await converted({outDir, siteDir, baseUrl, routesPaths});
      const started = Date.now();
      const versions = sections.flatMap((section) => section.versionLabel ?? []);
      const site: SiteInfo = {
        url: siteConfig.url,
        title: siteConfig.title,
        summary:
          `${siteConfig.tagline}. The ${siteConfig.title} documentation (versions ${versions.join(', ')}), ` +
          'community pages, blog and changelog, as Markdown.',
      };

      const bodies = new Map<string, FullTextPage>();
      /** Writes a page's twin; returns its size in bytes. */
      const convert = async (page: TwinPage): Promise<number> => {
        const url = new URL(page.permalink, site.url).href;
        const twin = pages.get(page.permalink);
        if (!twin) throw new Error(`markdown-twins: ${page.permalink} was not built`);
        bodies.set(page.permalink, {title: twin.meta.title, url, body: twin.body});
        return writeFile(outDir, twinUrl(relative(page.permalink)), twinMarkdown(twin));
      };
      // All at once: each write mostly waits on the file system (a folder, then the file), and the other plugins'
      // postBuild steps share the event loop meanwhile. One after another, the step took 1.8 s; at once, 0.7 s.
      const sizes = await Promise.all(sections.flatMap((section) => section.pages.map(convert)));
      const twinBytes = sizes.reduce((total, bytes) => total + bytes, 0);

      const fileSizes = [`llms.txt ${await writeFile(outDir, '/llms.txt', llmsTxt(site, sections))} B`];
      for (const section of sections) {
        if (!section.fullTextBase || !section.versionLabel) continue;
        const file = `${relative(section.fullTextBase)}${FULL_TEXT_FILE}`;
        const pages = section.pages
          .filter((page) => page.listed && !page.generatedIndex)
          .map((page) => bodies.get(page.permalink)!);
        const versionUrl = new URL(section.fullTextBase, site.url).href;
        const fullText = llmsFullTxt(site, section.versionLabel, versionUrl, pages);
        fileSizes.push(`${file} ${await writeFile(outDir, file, fullText)} B`);
      }
      const kb = Math.round(twinBytes / 1024);
      const took = Date.now() - started;
      recordTiming('markdown-twins', took, bodies.size);
      logger.info`markdown-twins: number=${bodies.size} twins (number=${kb} KB), ${fileSizes.join(', ')}, ${took} ms`;
    },
  };
}
