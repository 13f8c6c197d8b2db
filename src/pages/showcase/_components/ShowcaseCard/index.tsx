// One showcased site: preview, linked title, description, tags and a link to its source when public.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import type {Site} from '@site/src/data/showcase';
import ShowcaseTagList from '../ShowcaseTagList';
import styles from './styles.module.css';

// The generated previews are 640×360; stating it lets the browser reserve the space before loading.
const PREVIEW_WIDTH = 640;
const PREVIEW_HEIGHT = 360;

type Props = {readonly site: Site};

export default function ShowcaseCard({site}: Props): ReactNode {
  const previewUrl = useBaseUrl(site.preview);
  return (
    <li className={clsx('card', styles.card)}>
      <div className={clsx('card__image', styles.preview)}>
        <img
          src={previewUrl}
          alt={`Preview of the ${site.title} website`}
          width={PREVIEW_WIDTH}
          height={PREVIEW_HEIGHT}
          loading="lazy"
        />
      </div>
      <div className={clsx('card__body', styles.body)}>
        <div className={styles.header}>
          <Heading as="h3" className={styles.title}>
            <Link href={site.website}>{site.title}</Link>
          </Heading>
          {site.source && (
            <Link href={site.source} className={styles.source} aria-label={`${site.title} source code`}>
              source
            </Link>
          )}
        </div>
        <p className={styles.description}>{site.description}</p>
      </div>
      <div className="card__footer">
        <ShowcaseTagList siteTags={site.tags} />
      </div>
    </li>
  );
}
