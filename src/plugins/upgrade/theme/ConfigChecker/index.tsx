import React, {useRef, useState, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {loadJsonOnce} from '@site/src/hooks/requestOnce';
import {useLoaded} from '@site/src/hooks/useLoaded';
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

/** The release files, the row links and the checker's code, each loaded once on first submit; then the check. */
async function check(source: string, {fromRelease, toRelease, toTitle, rowsUrl}: Props): Promise<CheckResult> {
  const [target, current, rows, {runCheck}] = await Promise.all([
    loadJsonOnce<ReleaseData>(releaseDataPath(toRelease)),
    loadJsonOnce<ReleaseData>(releaseDataPath(fromRelease)),
    rowsUrl ? loadJsonOnce<Record<string, string>>(rowsUrl) : Promise.resolve({}),
    import('../../checker/run'),
  ]);
  return runCheck({
    source,
    target: target.items,
    current: current.items,
    rows,
    renames: target.renames,
    targetTitle: toTitle,
  });
}

/**
 * Paste a docusaurus.config.js/.ts and check it against the target release. Nothing is sent anywhere: the release
 * data comes from this site, the parser (@babel/parser) and the check load on submit and run in a Web Worker.
 * The textarea is uncontrolled: a 1 MB paste is not copied into React state and re-rendered on every keystroke; the
 * text is read once, on submit.
 */
export default function ConfigChecker(props: Props): ReactNode {
  const {toTitle} = props;
  const input = useRef<HTMLTextAreaElement>(null);
  const [submitted, setSubmitted] = useState<{n: number; source: string}>();
  const key = submitted && `${submitted.n} ${props.fromRelease} ${props.toRelease}`;
  const loaded = useLoaded(key, () => check(submitted?.source ?? '', props));
  const result: CheckResult | undefined =
    loaded.status === 'done'
      ? loaded.value
      : loaded.status === 'error'
        ? {ok: false, error: `could not load the checker: ${loaded.error}`}
        : undefined;
  const running = submitted !== undefined && loaded.status === 'loading';

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted((previous) => ({n: (previous?.n ?? 0) + 1, source: input.current?.value ?? ''}));
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
          ref={input}
        />
        <button type="submit" className="button button--primary" disabled={running}>
          {running ? 'Checking…' : 'Check config'}
        </button>
      </form>
      <div className="upgrade-checker-result" role="status" aria-live="polite">
        {result && !result.ok ? <p className="upgrade-checker-error">{result.error}</p> : null}
        {result?.ok ? (
          result.findings.length ? (
            <>
              <ul className="upgrade-findings">
                {result.findings.map((f) => (
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
              {result.total > result.findings.length ? (
                <p>{result.total - result.findings.length} more findings are not shown; fix these and check again.</p>
              ) : null}
            </>
          ) : (
            <p>No problem found.</p>
          )
        ) : null}
      </div>
    </section>
  );
}
