import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {BlogContent, Options, PluginOptions} from '@docusaurus/plugin-content-blog';
import pluginContentBlog, {validateOptions as validateBlogOptions} from '@docusaurus/plugin-content-blog';
import {normalizeUrl} from '@docusaurus/utils';
import {atomAuthors, completeAtom, completeJson, completeRss, type FeedAuthor, type FeedUrls} from './completeFeeds';

const FEED_FILES = {rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json'} as const;

/** Who the feeds name when a post names nobody: the site's team, at the site's home page. */
export function siteFeedAuthor(context: LoadContext): FeedAuthor {
  return {name: `${context.siteConfig.title} team`, uri: normalizeUrl([context.siteConfig.url, context.baseUrl])};
}

/**
 * Completes the feeds the blog plugin wrote, after it wrote them. It has to be the same plugin:
 * Docusaurus runs the postBuild hooks of different plugins concurrently.
 */
export async function completeBlogFeeds(context: LoadContext, options: PluginOptions, outDir: string): Promise<void> {
  const feedDir = path.join(outDir, options.routeBasePath);
  const feedUrl = (file: string): string =>
    normalizeUrl([context.siteConfig.url, context.baseUrl, options.routeBasePath, file]);
  const urls: FeedUrls = {rss: feedUrl(FEED_FILES.rss), atom: feedUrl(FEED_FILES.atom), json: feedUrl(FEED_FILES.json)};
  const author = siteFeedAuthor(context);
  const types = options.feedOptions.type ?? [];
  // The RSS items' authors come from the Atom feed, which the blog plugin writes with them (read before completing).
  const atomFile = path.join(feedDir, FEED_FILES.atom);
  const authors = types.includes('atom') ? atomAuthors(fs.readFileSync(atomFile, 'utf8')) : new Map<string, string[]>();
  const complete = {
    rss: (content: string) => completeRss(content, urls, authors, author),
    atom: (content: string) => completeAtom(content, urls, author),
    json: (content: string) => completeJson(content, urls, author),
  };
  for (const type of types) {
    const file = path.join(feedDir, FEED_FILES[type]);
    fs.writeFileSync(file, complete[type](fs.readFileSync(file, 'utf8')));
  }
}

/** The stock blog plugin whose RSS, Atom and JSON feeds carry self links and an author (see completeFeeds.ts). */
export default async function blogWithCompleteFeeds(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<BlogContent>> {
  const blogPlugin = await pluginContentBlog(context, options);
  return {
    ...blogPlugin,
    async postBuild(args) {
      await blogPlugin.postBuild?.(args);
      await completeBlogFeeds(context, options, args.outDir);
    },
  };
}

export function validateOptions(args: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validateBlogOptions(args);
}
