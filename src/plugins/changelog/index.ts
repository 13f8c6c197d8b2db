import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {BlogContent, Options, PluginOptions} from '@docusaurus/plugin-content-blog';
import pluginContentBlog, {validateOptions as validateBlogOptions} from '@docusaurus/plugin-content-blog';
import {normalizeUrl} from '@docusaurus/utils';
import {completeBlogFeeds} from '../blog-feeds';
import {parseChangelog, releaseToPost, type Release} from './parse';

const CHANGELOG_FILE = 'CHANGELOG.md';

export type ReleaseSummary = Pick<Release, 'version' | 'date'> & {permalink: string};

/** Rewrites the generated posts folder from CHANGELOG.md, one Markdown post per release. */
function writeReleasePosts(siteDir: string, postsDir: string): Release[] {
  const releases = parseChangelog(fs.readFileSync(path.join(siteDir, CHANGELOG_FILE), 'utf8'));
  fs.rmSync(postsDir, {recursive: true, force: true});
  fs.mkdirSync(postsDir, {recursive: true});
  for (const release of releases) {
    const {fileName, content} = releaseToPost(release);
    fs.writeFileSync(path.join(postsDir, fileName), content);
  }
  return releases;
}

/**
 * The stock blog plugin fed with one post per release of CHANGELOG.md, plus a
 * combined page listing every release at {routeBasePath}/v2/, with complete feeds (see ../blog-feeds).
 * The posts are written in loadContent only: it runs once per build, and again on each change to
 * CHANGELOG.md during `docusaurus start`, before the blog plugin reads the folder.
 */
export default async function changelogPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<BlogContent>> {
  const postsDir = path.resolve(context.siteDir, options.path);
  let releases: Release[] = [];
  const blogPlugin = await pluginContentBlog(context, options);

  return {
    ...blogPlugin,
    // Only the source file: watching the generated folder would reload forever.
    getPathsToWatch: () => [path.join(context.siteDir, CHANGELOG_FILE)],
    async loadContent() {
      releases = writeReleasePosts(context.siteDir, postsDir);
      return blogPlugin.loadContent!();
    },
    async contentLoaded(args) {
      await blogPlugin.contentLoaded!(args);
      const summaries: ReleaseSummary[] = releases.map(({version, date}) => ({
        version,
        date,
        permalink: normalizeUrl([context.baseUrl, options.routeBasePath, version, '/']),
      }));
      const releasesData = await args.actions.createData('all-releases.json', JSON.stringify(summaries));
      args.actions.addRoute({
        path: normalizeUrl([context.baseUrl, options.routeBasePath, 'v2/']),
        component: path.join(__dirname, 'theme/AllReleases/index.tsx'),
        exact: true,
        modules: {releases: releasesData},
      });
    },
    async postBuild(args) {
      await blogPlugin.postBuild!(args);
      await completeBlogFeeds(context, options, args.outDir);
    },
  };
}

export function validateOptions(args: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validateBlogOptions(args);
}
