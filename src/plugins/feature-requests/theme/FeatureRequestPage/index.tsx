// One request's page at /feature-requests/{slug}/: its status, votes, category, date and summary.
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {categoryLabels} from '../../../../data/featureRequests/labels';
import type {FeatureRequestItem} from '../../index';
import FeatureRequestStatusBadge from '../FeatureRequestStatusBadge';
import styles from './styles.module.css';
import {formatDate} from '@site/src/utils/formatDate';

type Props = {readonly request: FeatureRequestItem; readonly boardPermalink: string};

export default function FeatureRequestPage({request, boardPermalink}: Props): ReactNode {
  return (
    <Layout title={request.title} description={request.summary}>
      <main className="container margin-vert--lg">
        <article className={styles.article}>
          <p>
            <Link to={boardPermalink}>← All feature requests</Link>
          </p>
          <Heading as="h1">{request.title}</Heading>
          <dl className={styles.facts}>
            <dt>Status</dt>
            <dd>
              <FeatureRequestStatusBadge status={request.status} />
            </dd>
            <dt>Votes</dt>
            <dd>{request.votes}</dd>
            <dt>Category</dt>
            <dd>{categoryLabels[request.category]}</dd>
            <dt>Requested</dt>
            <dd>
              <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
            </dd>
          </dl>
          <p className={styles.summary}>{request.summary}</p>
          {request.discussionUrl && (
            <p>
              <Link href={request.discussionUrl}>Read the discussion on GitHub</Link>
            </p>
          )}
        </article>
      </main>
    </Layout>
  );
}
