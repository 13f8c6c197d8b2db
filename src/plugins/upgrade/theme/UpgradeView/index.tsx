import React, {useSyncExternalStore, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {itemName, renamedName, showValue} from '../../../option-anchors/history';
import {scopeLabel, type OptionChange} from '../../compute';
import type {UpgradePair} from '../../types';
import {parseChecked, saveChecked, snapshot, storageKey, subscribe} from './checklist';
import './styles.css';

type Props = {
  readonly pair: Omit<UpgradePair, 'compareUrl' | 'pages'> & Partial<Pick<UpgradePair, 'compareUrl' | 'pages'>>;
};

function ReleaseLink({release, releases}: {readonly release: string; readonly releases: Set<string>}): ReactNode {
  return releases.has(release) ? <Link to={`/changelog/${release}/`}>{release}</Link> : <span>{release}</span>;
}

function OptionText({change}: {readonly change: OptionChange}): ReactNode {
  const name = <code>{itemName(change.key)}</code>;
  const named = change.href ? <Link to={change.href}>{name}</Link> : name;
  const what =
    change.kind === 'changed'
      ? (change.fields ?? [])
          .map((f) => `${f.field === 'allowed' ? 'allowed values' : f.field} ${showValue(f.from)} → ${showValue(f.to)}`)
          .join(', ')
      : change.kind === 'renamed'
        ? `renamed to ${renamedName(change.key, change.renamedTo ?? '')}`
        : change.kind;
  return (
    <>
      {named} <span className="upgrade-scope">({scopeLabel(change.key)})</span>: {what}
    </>
  );
}

/**
 * An upgrade checklist: breaking changes, option changes, docs page changes and minimum versions, each item with a
 * checkbox whose state is kept per pair in localStorage. Used by the prerendered pages and by the /upgrade/ form.
 */
export default function UpgradeView({pair}: Props): ReactNode {
  const key = storageKey(pair.from, pair.to);
  const raw = useSyncExternalStore(
    subscribe,
    () => snapshot(key),
    () => '[]',
  );
  const checked = parseChecked(raw);
  const releases = new Set(pair.changelogReleases);

  const item = (id: string, children: ReactNode) => (
    <li key={id} className="upgrade-item">
      <label>
        <input
          type="checkbox"
          className="upgrade-check"
          data-item={id}
          checked={checked.has(id)}
          onChange={(event) => {
            const next = new Set(checked);
            if (event.target.checked) next.add(id);
            else next.delete(id);
            saveChecked(key, next);
          }}
        />{' '}
        <span>{children}</span>
      </label>
    </li>
  );

  return (
    <div className="upgrade-view">
      <section className="upgrade-breaking" aria-labelledby="breaking-changes">
        <Heading as="h2" id="breaking-changes">
          Breaking changes ({pair.breaking.length})
        </Heading>
        {pair.breaking.length ? (
          <ul className="upgrade-list">
            {pair.breaking.map((b, i) =>
              item(
                `breaking-${b.release}-${i}`,
                <>
                  <ReleaseLink release={b.release} releases={releases} />:{' '}
                  {b.text.replace(/\*\*/g, '').replace(/`/g, '')}
                </>,
              ),
            )}
          </ul>
        ) : (
          <p>No release between these two versions lists a breaking change in the changelog.</p>
        )}
      </section>
      <section className="upgrade-options" aria-labelledby="option-changes">
        <Heading as="h2" id="option-changes">
          Options, front matter and CLI ({pair.options.length})
        </Heading>
        {pair.options.length ? (
          <ul className="upgrade-list">
            {pair.options.map((c) =>
              item(
                `option-${c.key}`,
                <>
                  <OptionText change={c} />{' '}
                  <span className="upgrade-release">
                    (<ReleaseLink release={c.release} releases={releases} />)
                  </span>
                </>,
              ),
            )}
          </ul>
        ) : (
          <p>No option, front-matter key or CLI flag changed.</p>
        )}
      </section>
      {pair.pages && pair.compareUrl ? (
        <section className="upgrade-pages" aria-labelledby="page-changes">
          <Heading as="h2" id="page-changes">
            Docs pages ({pair.pages.length})
          </Heading>
          <p>
            <Link to={pair.compareUrl}>See every change side by side in the version comparison</Link>.
          </p>
          <ul className="upgrade-list">
            {pair.pages.map((p) => item(`page-${p.id}`, `${p.status}: ${p.title} (${p.id})`))}
          </ul>
        </section>
      ) : null}
      <section className="upgrade-engines" aria-labelledby="minimum-versions">
        <Heading as="h2" id="minimum-versions">
          Minimum versions
        </Heading>
        <ul className="upgrade-list">
          {item(
            'engine-node',
            `Node.js: ${pair.engines.from?.node ?? 'not stated'} in ${pair.fromTitle}, ${pair.engines.to?.node ?? 'not stated'} in ${pair.toTitle}`,
          )}
          {item(
            'engine-react',
            `React: ${pair.engines.from?.react ?? 'not stated'} in ${pair.fromTitle}, ${pair.engines.to?.react ?? 'not stated'} in ${pair.toTitle}`,
          )}
        </ul>
      </section>
    </div>
  );
}
