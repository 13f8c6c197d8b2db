// The board at /feature-requests/: every request, filtered by status and sorted as the query string says.
import React, {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useUrlState, type UrlStateCodec} from '@site/src/hooks/useUrlState';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {categoryLabels, featureRequestStatuses, statusLabels} from '../../../../data/featureRequests/labels';
import type {FeatureRequestItem} from '../../index';
import {
  boardViewToSearch,
  DEFAULT_VIEW,
  parseBoardView,
  selectRequests,
  sortLabels,
  type BoardSort,
  type BoardView,
} from '../../boardQuery';
import FeatureRequestStatusBadge from '../FeatureRequestStatusBadge';
import styles from './styles.module.css';
import {formatDate} from '@site/src/utils/formatDate';

const DISCUSSIONS_URL = 'https://github.com/facebook/docusaurus/discussions';

/** The view lives in the URL; the server renders the default view. */
const boardViewCodec: UrlStateCodec<BoardView> = {
  initial: DEFAULT_VIEW,
  parse: parseBoardView,
  serialize: boardViewToSearch,
};

type ControlsProps = {readonly view: BoardView; readonly onChange: (change: Partial<BoardView>) => void};

function StatusFilter({view, onChange}: ControlsProps): ReactNode {
  const options = [null, ...featureRequestStatuses] as const;
  return (
    <div role="group" aria-label="Filter by status" className={styles.statusFilter}>
      {options.map((status) => (
        <button
          key={status ?? 'all'}
          type="button"
          className={clsx('button button--sm', view.status === status ? 'button--primary' : 'button--secondary')}
          aria-pressed={view.status === status}
          onClick={() => onChange({status})}
        >
          {status ? statusLabels[status] : 'All'}
        </button>
      ))}
    </div>
  );
}

function SortSelect({view, onChange}: ControlsProps): ReactNode {
  return (
    <label className={styles.sort}>
      Sort by{' '}
      <select value={view.sort} onChange={(event) => onChange({sort: event.currentTarget.value as BoardSort})}>
        {Object.entries(sortLabels).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}

function RequestCard({request}: {readonly request: FeatureRequestItem}): ReactNode {
  return (
    <li className={clsx('card', styles.card)}>
      <div className="card__body">
        <Heading as="h2" className={styles.cardTitle}>
          <Link to={request.permalink}>{request.title}</Link>
        </Heading>
        <p className={styles.meta}>
          <FeatureRequestStatusBadge status={request.status} />
          <span>
            {request.votes} {request.votes === 1 ? 'vote' : 'votes'}
          </span>
          <span>{categoryLabels[request.category]}</span>
          <time dateTime={request.createdAt}>{formatDate(request.createdAt, 'medium')}</time>
        </p>
      </div>
    </li>
  );
}

type Props = {readonly requests: readonly FeatureRequestItem[]};

export default function FeatureRequestsBoard({requests}: Props): ReactNode {
  const [view, setView] = useUrlState(boardViewCodec);
  const shown = useMemo(() => selectRequests(requests, view), [requests, view]);
  return (
    <Layout
      title="Feature requests"
      description="What the community has asked Docusaurus for, and where each request stands."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Feature requests</Heading>
        <p className={styles.intro}>
          A read-only snapshot of the features the community asked Docusaurus for, with the status each one had in
          mid-2022 and the votes it had gathered. Nothing here connects to an external voting service. To suggest
          something new, start a conversation on GitHub.
        </p>
        <p>
          <Link className="button button--primary" href={DISCUSSIONS_URL}>
            Propose a feature
          </Link>
        </p>
        <div className={styles.controls}>
          <StatusFilter view={view} onChange={setView} />
          <SortSelect view={view} onChange={setView} />
        </div>
        <p className={styles.count} role="status">
          {shown.length} {shown.length === 1 ? 'request' : 'requests'}
        </p>
        {/* Named on its region: a list may not carry a name of its own (ARIA in HTML). */}
        <section aria-label="Requests">
          <ol className={styles.list}>
            {shown.map((request) => (
              <RequestCard key={request.slug} request={request} />
            ))}
          </ol>
        </section>
      </main>
    </Layout>
  );
}
