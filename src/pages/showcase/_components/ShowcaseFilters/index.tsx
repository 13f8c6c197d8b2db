// The filter panel: how many sites match, the tag toggles, the AND/OR switch and the name search.
import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import {tagTypes} from '@site/src/data/showcase';
import OperatorButton from '../OperatorButton';
import ShowcaseSearchBar from '../ShowcaseSearchBar';
import ShowcaseTagSelect from '../ShowcaseTagSelect';
import {
  isFiltering,
  siteCountLabel,
  useFilteredSites,
  useShowcaseFilters,
  useUpdateShowcaseFilters,
} from '../../_utils';
import styles from './styles.module.css';

function ClearFiltersButton(): ReactNode {
  const update = useUpdateShowcaseFilters();
  const filters = useShowcaseFilters();
  if (!isFiltering(filters) && filters.operator === 'OR') return null;
  return (
    <button
      type="button"
      className="button button--link button--sm"
      onClick={() => update({tags: [], operator: 'OR', name: ''})}
    >
      Clear filters
    </button>
  );
}

export default function ShowcaseFilters(): ReactNode {
  const count = useFilteredSites().length;
  return (
    <section className="container margin-bottom--lg" aria-label="Filters">
      <div className={styles.header}>
        <Heading as="h2" className={styles.title}>
          Filters
        </Heading>
        <p className={styles.count} role="status">
          {siteCountLabel(count)}
        </p>
        <div className={styles.actions}>
          <ClearFiltersButton />
          <OperatorButton />
        </div>
      </div>
      <div role="group" aria-label="Filter by tag" className={styles.tags}>
        {tagTypes.map((tag) => (
          <ShowcaseTagSelect key={tag} tag={tag} />
        ))}
      </div>
      <ShowcaseSearchBar />
    </section>
  );
}
