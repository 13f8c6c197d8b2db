import {describe, expect, it} from 'vitest';
import {selectLatestPosts} from './select';

const post = (title: string, date: string, extra: {unlisted?: boolean; draft?: boolean} = {}) => ({
  metadata: {
    title,
    permalink: `/blog/${title}/`,
    date,
    description: `About ${title}`,
    unlisted: extra.unlisted,
    frontMatter: {draft: extra.draft},
  },
});

describe('selectLatestPosts', () => {
  it('keeps the newest listed posts, newest first', () => {
    const posts = [
      post('old', '2019-01-01'),
      post('newest', '2022-01-24'),
      post('hidden', '2023-01-01', {unlisted: true}),
      post('draft', '2023-02-01', {draft: true}),
      post('middle', '2021-05-12'),
    ];
    expect(selectLatestPosts(posts, 2).map((p) => p.title)).toEqual(['newest', 'middle']);
  });

  it('returns plain serialisable summaries', () => {
    expect(selectLatestPosts([post('a', '2021-03-09')], 3)).toEqual([
      {title: 'a', permalink: '/blog/a/', date: '2021-03-09T00:00:00.000Z', description: 'About a'},
    ]);
  });
});
