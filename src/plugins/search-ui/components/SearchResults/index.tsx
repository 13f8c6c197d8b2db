import React, {useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {groupByPage, type PageHits} from '../../../search-index/groupByPage';
import type {SearchHit} from '../../../search-index/query';
import HighlightedText from '../HighlightedText';
import styles from './styles.module.css';

/** Pages listed at first and added by each "Load more". */
const PAGES_PER_STEP = 10;
/** Sections listed under one page. */
const SECTIONS_PER_PAGE = 3;

function SectionHit({hit, terms}: {hit: SearchHit; terms: ReadonlySet<string>}): ReactNode {
  return (
    <li className={styles.section}>
      {hit.headings.length > 0 && (
        <Link to={hit.url} className={styles.sectionLink}>
          <HighlightedText text={hit.headings.join(' › ')} terms={terms} />
        </Link>
      )}
      <p className={styles.excerpt}>
        <HighlightedText text={hit.excerpt} terms={terms} />
      </p>
    </li>
  );
}

function PageResult({page}: {page: PageHits}): ReactNode {
  const terms = useMemo(() => new Set(page.hits.flatMap((hit) => hit.terms)), [page.hits]);
  return (
    <li className={styles.page}>
      <article>
        <p className={styles.category}>{page.category}</p>
        <Heading as="h2" className={styles.title}>
          <Link to={page.pageUrl}>
            <HighlightedText text={page.title} terms={terms} />
          </Link>
        </Heading>
        <ul className={styles.sections}>
          {page.hits.slice(0, SECTIONS_PER_PAGE).map((hit) => (
            <SectionHit key={hit.id} hit={hit} terms={terms} />
          ))}
        </ul>
      </article>
    </li>
  );
}

type Props = {hits: SearchHit[]};

/** Matching sections grouped by page, best page first, listed ten pages at a time. */
export default function SearchResults({hits}: Props): ReactNode {
  const pages = useMemo(() => groupByPage(hits), [hits]);
  const [visible, setVisible] = useState(PAGES_PER_STEP);
  const {selectMessage} = usePluralForm();
  const count = translate(
    {id: 'search.pageCount', message: 'One page found|{count} pages found', description: 'Pages the search found'},
    {count: pages.length},
  );
  return (
    <>
      <p className={styles.count}>{selectMessage(pages.length, count)}</p>
      <ol className={styles.pages}>
        {pages.slice(0, visible).map((page) => (
          <PageResult key={page.pageUrl} page={page} />
        ))}
      </ol>
      {visible < pages.length && (
        <button type="button" className="button button--secondary" onClick={() => setVisible(visible + PAGES_PER_STEP)}>
          {translate({id: 'search.loadMore', message: 'Load more'})}
        </button>
      )}
    </>
  );
}
