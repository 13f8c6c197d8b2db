import React, {useState, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {CheckResult} from '../../checker/check';
import {releaseDataPath} from '../../links';
import type {ReleaseData} from '../../types';
import './styles.css';

type Props = {
  readonly fromRelease: string;
  readonly toRelease: string;
  readonly toTitle: string;
  /** Item key → row link in the target docs (`/upgrade/data/rows-<version>.json`), for documented targets. */
  readonly rowsUrl?: string;
};

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Paste a docusaurus.config.js/.ts and check it against the target release. Nothing is sent anywhere: the release
 * data comes from this site, the parser (@babel/parser) and the check load on submit and run in a Web Worker.
 */
export default function ConfigChecker({fromRelease, toRelease, toTitle, rowsUrl}: Props): ReactNode {
  const [source, setSource] = useState('');
  const [state, setState] = useState<{status: 'idle' | 'running'} | {status: 'done'; result: CheckResult}>({
    status: 'idle',
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setState({status: 'running'});
    try {
      const [target, current, rows, {runCheck}] = await Promise.all([
        fetchJson<ReleaseData>(releaseDataPath(toRelease)),
        fetchJson<ReleaseData>(releaseDataPath(fromRelease)),
        rowsUrl ? fetchJson<Record<string, string>>(rowsUrl) : Promise.resolve({}),
        import('../../checker/run'),
      ]);
      const result = await runCheck({source, target: target.items, current: current.items, rows, targetTitle: toTitle});
      setState({status: 'done', result});
    } catch (error) {
      setState({status: 'done', result: {ok: false, error: `could not load the checker: ${String(error)}`}});
    }
  }

  return (
    <section className="upgrade-checker" aria-labelledby="config-checker">
      <Heading as="h2" id="config-checker">
        Check your config
      </Heading>
      <p>
        Paste your <code>docusaurus.config.js</code> or <code>.ts</code>. It is parsed in this tab, never run and never
        sent anywhere, and checked against {toTitle}.
      </p>
      <form onSubmit={onSubmit}>
        <label htmlFor="upgrade-config-source">Your config</label>
        <textarea
          id="upgrade-config-source"
          className="upgrade-checker-input"
          rows={12}
          spellCheck={false}
          value={source}
          onChange={(event) => setSource(event.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={state.status === 'running'}>
          {state.status === 'running' ? 'Checking…' : 'Check config'}
        </button>
      </form>
      <div className="upgrade-checker-result" role="status" aria-live="polite">
        {state.status === 'done' && !state.result.ok ? (
          <p className="upgrade-checker-error">{state.result.error}</p>
        ) : null}
        {state.status === 'done' && state.result.ok ? (
          state.result.findings.length ? (
            <ul className="upgrade-findings">
              {state.result.findings.map((f) => (
                <li key={`${f.line}-${f.key}-${f.kind}`} className="upgrade-finding" data-kind={f.kind}>
                  Line {f.line}: {f.message}
                  {f.href ? (
                    <>
                      {' '}
                      (<Link to={f.href}>docs</Link>)
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p>No problem found.</p>
          )
        ) : null}
      </div>
    </section>
  );
}
