/** What the home page shows of a blog post. */
export type PostSummary = {
  title: string;
  permalink: string;
  date: string;
  description: string;
};

type BlogPostLike = {
  metadata: {
    title: string;
    permalink: string;
    date: Date | string;
    description: string;
    unlisted?: boolean;
    frontMatter?: {draft?: boolean};
  };
};

/** The newest listed posts, newest first. */
export function selectLatestPosts(posts: readonly BlogPostLike[], count: number): PostSummary[] {
  return posts
    .filter(({metadata}) => !metadata.unlisted && !metadata.frontMatter?.draft)
    .map(({metadata}) => ({
      title: metadata.title,
      permalink: metadata.permalink,
      date: new Date(metadata.date).toISOString(),
      description: metadata.description,
    }))
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, count);
}
