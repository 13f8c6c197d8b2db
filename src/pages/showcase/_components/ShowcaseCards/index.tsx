// The card lists: favourites first while nothing is filtered, then every site matching the filters.
import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import {favoriteSites, type Site} from '@site/src/data/showcase';
import ShowcaseCard from '../ShowcaseCard';
import {isFiltering, useFilteredSites, useShowcaseFilters} from '../../_utils';
import styles from './styles.module.css';

type SectionProps = {readonly title: string; readonly children: ReactNode};

// Named by aria-label rather than by its heading: a heading with an id gets a "direct link"
// anchor whose label would leak into the region's name.
function CardSection({title, children}: SectionProps): ReactNode {
  return (
    <section className={styles.section} aria-label={title}>
      <Heading as="h2">{title}</Heading>
      {children}
    </section>
  );
}

function CardGrid({sites}: {readonly sites: readonly Site[]}): ReactNode {
  return (
    <ul className={styles.grid}>
      {sites.map((site) => (
        <ShowcaseCard key={site.title} site={site} />
      ))}
    </ul>
  );
}

export default function ShowcaseCards(): ReactNode {
  const filtering = isFiltering(useShowcaseFilters());
  const sites = useFilteredSites();
  return (
    <div className="container">
      {!filtering && (
        <CardSection title="Our favourites">
          <CardGrid sites={favoriteSites} />
        </CardSection>
      )}
      <CardSection title="All sites">
        {sites.length > 0 ? (
          <CardGrid sites={sites} />
        ) : (
          <p>No site matches these filters. Remove a tag, switch to OR, or shorten the search.</p>
        )}
      </CardSection>
    </div>
  );
}
