import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {inNameOrder} from '../globalDataOrder';
import {selectLatestPosts} from './select';

const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';
const LATEST_COUNT = 3;

/** Publishes the newest posts of the main blog as global data, for the home page. */
export default function latestPostsPlugin(_context: LoadContext): Plugin {
  // Global data set in allContentLoaded: see globalDataOrder.ts.
  const ordered = inNameOrder('latest-posts');
  return {
    name: 'latest-posts',
    async allContentLoaded({allContent, actions}) {
      await ordered(() => {
        const blog = allContent[BLOG_PLUGIN]?.default as BlogContent | undefined;
        actions.setGlobalData({posts: selectLatestPosts(blog?.blogPosts ?? [], LATEST_COUNT)});
      });
    },
  };
}
