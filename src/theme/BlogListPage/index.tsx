// Ejected (small): the stock list page has no <h1>, so blog, changelog and test-blog lists lacked a page heading.
import React from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogListPage';
import styles from './styles.module.css';

export default function BlogListPage(props: Props): React.ReactNode {
  const {metadata, items, sidebar} = props;
  const {blogTitle, blogDescription, page} = metadata;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={page > 1 ? `${blogTitle}, page ${page}` : blogTitle} description={blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        <header className={styles.header}>
          <Heading as="h1">
            {blogTitle}
            {page > 1 && <span className={styles.page}>, page {page}</span>}
          </Heading>
          {/* The blog plugin's default description is the word "Blog": a repeat of the heading says nothing. */}
          {blogDescription !== blogTitle && <p className={styles.description}>{blogDescription}</p>}
        </header>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
