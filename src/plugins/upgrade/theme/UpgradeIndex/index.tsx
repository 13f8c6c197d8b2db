import React, {useState, type FormEvent, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {loadJsonOnce} from '@site/src/hooks/requestOnce';
import {diffStates, releasesBetween} from '../../compute';
import {releaseDataPath, upgradePath} from '../../links';
import type {ReleaseData, UpgradeIndex, UpgradePair} from '../../types';
import UpgradeView from '../UpgradeView';
import ConfigChecker from '../ConfigChecker';

/** The pair the form asks for, built in the browser from the two release files. */
async function loadPair(index: UpgradeIndex, from: string, to: string): Promise<UpgradePair> {
  const [before, after] = await Promise.all([from, to].map((r) => loadJsonOnce<ReleaseData>(releaseDataPath(r))));
  const between = new Set(
    releasesBetween(
      index.breaking.map((r) => r.version),
      from,
      to,
    ),
  );
  return {
    from,
    to,
    fromTitle: from,
    toTitle: to,
    fromRelease: from,
    toRelease: to,
    breaking: index.breaking
      .filter((r) => between.has(r.version))
      .flatMap((r) => r.items.map((text) => ({release: r.version, text}))),
    options: diffStates(before.items, after.items, to, after.renames),
    pages: [],
    compareUrl: '',
    engines: {from: before.engines, to: after.engines},
    changelogReleases: index.changelogReleases,
  };
}

/** `/upgrade/`: the documented upgrade pages, and a form for any two extracted releases (data loaded on submit). */
export default function UpgradeIndexPage({index}: {readonly index: UpgradeIndex}): ReactNode {
  const newestFirst = [...index.releases].reverse();
  const [from, setFrom] = useState(newestFirst[1] ?? '');
  const [to, setTo] = useState(newestFirst[0] ?? '');
  const [state, setState] = useState<
    {status: 'idle' | 'loading'} | {status: 'done'; pair: UpgradePair} | {status: 'error'; error: string}
  >({status: 'idle'});

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const [older, newer] = index.releases.indexOf(from) <= index.releases.indexOf(to) ? [from, to] : [to, from];
    if (older === newer) {
      setState({status: 'error', error: 'Pick two different releases.'});
      return;
    }
    setState({status: 'loading'});
    try {
      setState({status: 'done', pair: await loadPair(index, older, newer)});
    } catch (error) {
      setState({status: 'error', error: `Could not load the release data: ${String(error)}`});
    }
  }

  const select = (id: string, label: string, value: string, set: (v: string) => void) => (
    <div className="upgrade-field">
      <label htmlFor={id}>{label}</label>{' '}
      <select id={id} value={value} onChange={(event) => set(event.target.value)}>
        {newestFirst.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <Layout title="Upgrade guide" description="What changes between two Docusaurus 2.0 releases, as a checklist.">
      <main className="container margin-vert--lg upgrade-page">
        <Heading as="h1">Upgrade guide</Heading>
        <p>Pick the release you run and the one you move to.</p>
        <ul>
          {index.documented.map((p) => (
            <li key={`${p.from}-${p.to}`}>
              <Link to={upgradePath(p.from, p.to)}>
                {p.fromTitle} → {p.toTitle}
              </Link>
            </li>
          ))}
        </ul>
        <Heading as="h2" id="any-release">
          Any two releases
        </Heading>
        <p>
          Options are extracted from every release from {index.releases[0]} (the first whose packages validate their
          options with a schema) to {index.releases.at(-1)}; {index.missing.join(' and ')} were never published and are
          not listed.
        </p>
        <form className="upgrade-form" onSubmit={onSubmit}>
          {select('upgrade-from', 'From', from, setFrom)}
          {select('upgrade-to', 'To', to, setTo)}
          <button type="submit" className="button button--primary">
            Show the upgrade
          </button>
        </form>
        <div role="status" aria-live="polite">
          {state.status === 'loading' ? <p>Loading…</p> : null}
          {state.status === 'error' ? <p>{state.error}</p> : null}
        </div>
        {state.status === 'done' ? (
          <>
            <UpgradeView pair={state.pair} />
            <ConfigChecker fromRelease={state.pair.from} toRelease={state.pair.to} toTitle={state.pair.to} />
          </>
        ) : null}
      </main>
    </Layout>
  );
}
