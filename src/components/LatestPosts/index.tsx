import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {PostSummary} from '@site/src/plugins/latest-posts/select';
import styles from './styles.module.css';
import {formatDate} from '@site/src/utils/formatDate';

/** The newest posts of the main blog, published at build time by the latest-posts plugin. */
export default function LatestPosts(): React.ReactNode {
  const {posts} = usePluginData('latest-posts') as {posts: PostSummary[]};
  return (
    <ul className={styles.list}>
      {posts.map((post) => (
        <li key={post.permalink} className={styles.post}>
          <time dateTime={post.date}>{formatDate(post.date)}</time>
          <Heading as="h3" className={styles.title}>
            <Link to={post.permalink}>{post.title}</Link>
          </Heading>
          <p>{post.description}</p>
        </li>
      ))}
    </ul>
  );
}
