import React from 'react';
import Link from '@docusaurus/Link';
import {favoriteSites} from '@site/src/data/showcase';
import styles from './styles.module.css';

/** A row of the showcase's favourite sites, linking to the full showcase. */
export default function ShowcaseStrip(): React.ReactNode {
  return (
    <div>
      <ul className={styles.strip}>
        {favoriteSites.map((site) => (
          <li key={site.title}>
            <Link className={styles.card} href={site.website}>
              <img src={site.preview} alt="" width={320} height={180} loading="lazy" decoding="async" />
              <span className={styles.name}>{site.title}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link className="button button--secondary" to="/showcase/">
        See all sites built with Docusaurus
      </Link>
    </div>
  );
}
