import React, {useId, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import type {PageComparison, PageSummary, SectionComparison, VersionCompareGlobalData} from '../types';
import {useLoaded} from '@site/src/hooks/useLoaded';
import {loadPage, loadPair, orderPair} from './data';
import DiffText from './DiffText';
import controls from './controls.module.css';
import styles from './compare.module.css';
import Heading from '@theme/Heading';

type Props = {
  readonly docId: string;
  /** The version being read. */
  readonly version: string;
  /** The version to compare with, from the URL: may name no version at all. */
  readonly compareWith: string;
  readonly onSelect: (version: string) => void;
  readonly onClose: () => void;
};

type Loaded = {entry?: PageSummary; page?: PageComparison; error?: string};

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

function sectionTitle(section: SectionComparison): string {
  return (section.to ?? section.from)?.heading || 'Introduction';
}

function sectionStatus(section: SectionComparison): string {
  const notes = [];
  if (section.status === 'added') notes.push('New section');
  if (section.status === 'removed') notes.push('Removed section');
  if (section.renamed && section.from) notes.push(`Renamed from “${section.from.heading || 'Introduction'}”`);
  if (section.moved) notes.push('Moved to another place in the page');
  if (section.parts && section.status === 'changed')
    notes.push(`${section.wordsAdded} words added, ${section.wordsRemoved} removed`);
  if (section.status === 'changed' && !section.parts) notes.push('Same text');
  return notes.join(' · ');
}

/** The comparison of the page being read with the same page in another version (loaded on demand). */
export default function CompareView({docId, version, compareWith, onSelect, onClose}: Props): ReactNode {
  const baseUrl = useBaseUrl('/');
  const {versions: order} = usePluginData('version-compare') as VersionCompareGlobalData;
  const versions = useVersions('default');
  const titleId = useId();
  const others = versions.filter((candidate) => candidate.name !== version);
  const other = others.find((candidate) => candidate.name === compareWith);
  const labelOf = (name: string): string => versions.find((candidate) => candidate.name === name)?.label ?? name;
  const request = other ? orderPair(order, version, other.name) : undefined;
  const state = useLoaded(request && `${request.from}--${request.to}--${docId}`, async (): Promise<Loaded> => {
    const {from, to} = request!;
    const pairData = await loadPair(baseUrl, from, to);
    const entry = pairData.pages.find((page) => (to === version ? page.to : page.from)?.id === docId);
    const page = entry?.file ? await loadPage(baseUrl, from, to, entry.file) : undefined;
    return {entry, page};
  });
  const loaded: Loaded | undefined =
    state.status === 'done' ? state.value : state.status === 'error' ? {error: state.error} : undefined;

  const pair = other ? orderPair(order, version, other.name) : undefined;
  const otherSide = loaded?.entry && pair && (pair.to === version ? loaded.entry.from : loaded.entry.to);
  const changed = loaded?.page?.sections.filter((section) => section.status !== 'unchanged') ?? [];
  const unchanged = loaded?.page?.sections.filter((section) => section.status === 'unchanged') ?? [];

  let body: ReactNode;
  if (!other) body = <p>There is no version named “{compareWith}”. Pick one above.</p>;
  else if (!loaded) body = <p role="status">Loading the comparison…</p>;
  else if (loaded.error) body = <p role="alert">The comparison could not be loaded ({loaded.error}).</p>;
  else if (!loaded.entry) body = <p>No comparison of this page with {other.label} was built.</p>;
  else if (!otherSide) body = <p>This page does not exist in {other.label}.</p>;
  else if (loaded.entry.status === 'unchanged')
    body = (
      <p>
        This page reads the same in {labelOf(pair!.from)} and {labelOf(pair!.to)}.
      </p>
    );
  else {
    body = (
      <>
        <p className="theme-version-compare-summary">
          From {labelOf(pair!.from)} to {labelOf(pair!.to)}: {plural(changed.length, 'section')} of{' '}
          {loaded.page!.sections.length} changed, {plural(loaded.entry.wordsAdded, 'word')} added,{' '}
          {plural(loaded.entry.wordsRemoved, 'word')} removed.
          {loaded.entry.moved && ` The page moved from ${loaded.entry.from!.path} to ${loaded.entry.to!.path}.`}
          {loaded.page!.titleChanged &&
            ` The title changed from “${loaded.entry.from!.title}” to “${loaded.entry.to!.title}”.`}
        </p>
        {changed.map((section, index) => (
          <section key={index} className={`theme-version-compare-section ${styles.section}`}>
            <Heading as="h3">{sectionTitle(section)}</Heading>
            <p className={styles.status}>{sectionStatus(section)}</p>
            {section.parts && <DiffText parts={section.parts} />}
          </section>
        ))}
        {unchanged.length > 0 && (
          <details className={`theme-version-compare-unchanged ${styles.section}`}>
            <summary>{plural(unchanged.length, 'unchanged section')}</summary>
            <ul>
              {unchanged.map((section, index) => {
                const here = pair!.to === version ? section.to : section.from;
                return (
                  <li key={index}>
                    {here?.anchor ? <Link to={`#${here.anchor}`}>{sectionTitle(section)}</Link> : sectionTitle(section)}
                  </li>
                );
              })}
            </ul>
          </details>
        )}
      </>
    );
  }

  return (
    <section className={`theme-version-compare ${styles.view}`} aria-labelledby={titleId}>
      <div className={styles.toolbar}>
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- the view's title: the page's own headings keep the anchors */}
        <h2 id={titleId}>What changed on this page</h2>
        <label>
          Compare with
          <select
            className={controls.select}
            value={other?.name ?? ''}
            onChange={(event) => onSelect(event.target.value)}
          >
            {!other && <option value="">Choose a version</option>}
            {others.map((candidate) => (
              <option key={candidate.name} value={candidate.name}>
                {candidate.label}
              </option>
            ))}
          </select>
        </label>
        {otherSide && <Link to={otherSide.path}>Read this page in {other!.label}</Link>}
        <button type="button" className="button button--sm button--secondary" onClick={onClose}>
          Close the comparison
        </button>
      </div>
      <div>{body}</div>
    </section>
  );
}
