// Wrapped: the breadcrumbs row above a doc's title also holds "Copy page" and "View as Markdown" (issue 18).
import React, {type ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import CopyPage from '@site/src/components/CopyPage';
import styles from './styles.module.css';

export default function DocBreadcrumbsWrapper(): ReactNode {
  return (
    <div className={styles.row}>
      <DocBreadcrumbs />
      <CopyPage />
    </div>
  );
}
