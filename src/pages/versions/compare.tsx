import React, {type FormEvent, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useVersions, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useLoaded} from '@site/src/hooks/useLoaded';
import {useUrlState, type UrlStateCodec} from '@site/src/hooks/useUrlState';
import {loadPair, orderPair} from '../../plugins/version-compare/client/data';
import {COMPARE_PARAM} from '../../plugins/version-compare/note';
import type {PageSummary, PairSummary, VersionCompareGlobalData} from '../../plugins/version-compare/types';
import controls from '../../plugins/version-compare/client/controls.module.css';
import styles from './styles.module.css';

const STATUS_LABELS = {added: 'Added', removed: 'Removed', changed: 'Changed', unchanged: 'Unchanged'} as const;

type Kind = 'changed' | 'added' | 'removed' | 'moved';
const KINDS: {kind: Kind; label: string; test: (page: PageSummary) => boolean}[] = [
  {kind: 'changed', label: 'changed', test: (page) => page.status === 'changed'},
  {kind: 'added', label: 'added', test: (page) => page.status === 'added'},
  {kind: 'removed', label: 'removed', test: (page) => page.status === 'removed'},
  {kind: 'moved', label: 'moved', test: (page) => page.moved},
];

/** The pair asked for in the URL (`?from=…&to=…`), either side absent when not given. */
type RequestedPair = {from: string | null; to: string | null};

const pairCodec: UrlStateCodec<RequestedPair> = {
  initial: {from: null, to: null},
  parse: (search) => {
    const params = new URLSearchParams(search);
    return {from: params.get('from'), to: params.get('to')};
  },
  serialize: ({from, to}) => {
    const params = new URLSearchParams();
    if (from !== null) params.set('from', from);
    if (to !== null) params.set('to', to);
    const search = params.toString();
    return search && `?${search}`;
  },
};

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

function changeSize(page: PageSummary): string {
  const sections = page.status === 'changed' ? `${plural(page.sections, 'section')}, ` : '';
  return `${sections}+${page.wordsAdded} / −${page.wordsRemoved} words`;
}

function PageRow({page, from}: {readonly page: PageSummary; readonly from: string}): ReactNode {
  const side = page.to ?? page.from!;
  // Changed pages open on their compare view; added and removed pages only exist on one side.
  const target =
    page.status === 'changed' || (page.moved && page.to) ? `${side.path}?${COMPARE_PARAM}=${from}` : side.path;
  return (
    <li className={`theme-version-compare-page theme-version-compare-page--${page.status}`}>
      <Link to={target}>{side.title}</Link> <span className="badge badge--secondary">{STATUS_LABELS[page.status]}</span>
      {page.moved && <span className="badge badge--info">Moved</span>} <span>{changeSize(page)}</span>
      {page.moved && (
        <span className={styles.moved}>
          {' '}
          (was {page.from!.path}, now {page.to!.path})
        </span>
      )}
    </li>
  );
}

function Comparison({
  pair,
  labelOf,
}: {
  readonly pair: PairSummary;
  readonly labelOf: (name: string) => string;
}): ReactNode {
  const listed = pair.pages.filter((page) => page.status !== 'unchanged' || page.moved);
  const categories = [...new Set(listed.map((page) => (page.to ?? page.from!).category))];
  const unchanged = pair.pages.filter((page) => page.status === 'unchanged').length;
  return (
    <>
      <ul className="theme-version-compare-counts">
        {KINDS.map(({kind, label, test}) => (
          <li key={kind}>
            <strong data-kind={kind}>{pair.pages.filter(test).length}</strong>{' '}
            {label === 'changed' ? 'pages changed' : `pages ${label}`}
          </li>
        ))}
        <li>
          <strong data-kind="unchanged">{unchanged}</strong> pages unchanged
        </li>
      </ul>
      {categories.map((category) => (
        <section key={category} className={styles.section}>
          <Heading as="h2">{category}</Heading>
          <ul>
            {listed
              .filter((page) => (page.to ?? page.from!).category === category)
              .map((page) => (
                <PageRow key={(page.to ?? page.from!).path} page={page} from={pair.from} />
              ))}
          </ul>
        </section>
      ))}
      <section className={styles.section}>
        <Heading as="h2">Release notes</Heading>
        {pair.releases.length === 0 && (
          <p>
            No release between {labelOf(pair.from)} and {labelOf(pair.to)} is in the changelog.
          </p>
        )}
        {pair.releases.map((release) => (
          <article key={release.version} className="theme-version-compare-release">
            <Heading as="h3">
              <Link to={release.url}>{release.version}</Link> <small>({release.date})</small>
            </Heading>
            {/* Rendered at build time from our own CHANGELOG.md. */}
            <div dangerouslySetInnerHTML={{__html: release.html}} />
          </article>
        ))}
      </section>
    </>
  );
}

function VersionSelect({
  name,
  label,
  value,
  versions,
}: {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly versions: GlobalVersion[];
}): ReactNode {
  return (
    <label>
      {label}
      <select className={controls.select} name={name} defaultValue={value} key={value}>
        {versions.map((version) => (
          <option key={version.name} value={version.name}>
            {version.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** `/versions/compare/?from=…&to=…`: every doc that differs between two versions, and the releases in between. */
export default function VersionComparePage(): ReactNode {
  const versions = useVersions('default');
  const {versions: order} = usePluginData('version-compare') as VersionCompareGlobalData;
  const baseUrl = useBaseUrl('/');
  const isBrowser = useIsBrowser();
  const [requested, setRequested] = useUrlState(pairCodec);
  const labelOf = (name: string): string => versions.find((version) => version.name === name)?.label ?? name;
  const known = (name: string | null): name is string => !!name && order.includes(name);
  const valid = known(requested.from) && known(requested.to) && requested.from !== requested.to;
  const {from, to} = valid ? orderPair(order, requested.from!, requested.to!) : {from: order[1]!, to: order[0]!};
  const loaded = useLoaded(isBrowser ? `${from}--${to}` : undefined, () => loadPair(baseUrl, from, to));

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setRequested({from: String(data.get('from')), to: String(data.get('to'))});
  };
  const asked = requested.from !== null || requested.to !== null;

  return (
    <Layout
      title="Compare versions"
      description="Every documentation page that was added, removed, moved or changed between two Docusaurus versions, with the release notes in between."
    >
      <Head>
        {/* A view of data that lives on the doc pages: not for search engines, nor for the site's search index. */}
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">Compare documentation versions</Heading>
        <form className={styles.form} onSubmit={onSubmit} method="get">
          <VersionSelect name="from" label="From" value={from} versions={versions} />
          <VersionSelect name="to" label="To" value={to} versions={versions} />
          <button type="submit" className="button button--primary button--sm">
            Compare
          </button>
        </form>
        {asked && !valid && isBrowser && (
          <p role="alert">
            Pick two different versions from the list; showing {labelOf(from)} to {labelOf(to)}.
          </p>
        )}
        <p>
          What changed from {labelOf(from)} to {labelOf(to)}, page by page, grouped like the sidebar. Each changed page
          opens on its comparison, section by section. See also <Link to="/versions/">all versions</Link>.
        </p>
        {loaded.status === 'error' && <p role="alert">The comparison could not be loaded ({loaded.error}).</p>}
        {loaded.status === 'loading' && <p role="status">Loading the comparison…</p>}
        {loaded.status === 'done' && <Comparison pair={loaded.value} labelOf={labelOf} />}
      </main>
    </Layout>
  );
}
