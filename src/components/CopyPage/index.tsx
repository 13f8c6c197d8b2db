import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {isTwinless, twinUrl} from '@site/src/plugins/markdown-twins/twinUrl';
import type {CopyResult} from './copyMarkdown';
import styles from './styles.module.css';

type CopyModule = typeof import('./copyMarkdown');

// The copy code (fetch, clipboard, fallback dialog) loads on the first hover, focus or touch of the button, so
// that the click itself can call the clipboard at once: Safari only allows it inside the click's own task.
let loaded: CopyModule | undefined;
let loading: Promise<CopyModule> | undefined;
function load(): Promise<CopyModule> {
  loading ??= import('./copyMarkdown').then((module) => (loaded = module));
  return loading;
}

type State = CopyResult | {kind: 'idle' | 'busy'};

const MESSAGES: Partial<Record<State['kind'], string>> = {
  copied: 'Copied the page as Markdown.',
  failed: 'Could not load the Markdown of this page.',
};

/** "Copy page" (the page's Markdown twin to the clipboard) and "View as Markdown" (a link to the twin). */
export default function CopyPage(): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const [state, setState] = useState<State>({kind: 'idle'});
  const href = twinUrl(pathname);

  // The confirmation stays long enough to be read, then the status region empties for the next announcement.
  useEffect(() => {
    if (state.kind !== 'copied' && state.kind !== 'failed') return undefined;
    const timer = window.setTimeout(() => setState({kind: 'idle'}), 5000);
    return () => window.clearTimeout(timer);
  }, [state]);

  if (isTwinless(`/${pathname.slice(siteConfig.baseUrl.length)}`)) return null;

  const copy = (): void => {
    setState({kind: 'busy'});
    const copied = loaded ? loaded.copyMarkdown(href) : load().then((module) => module.copyMarkdown(href));
    void copied.then(setState);
  };

  return (
    // The plain class name is a stable hook for tests and user styles.
    <div className={clsx('copy-page', styles.actions)}>
      <button
        type="button"
        className="button button--sm button--secondary"
        onPointerEnter={load}
        onFocus={load}
        onTouchStart={load}
        onClick={copy}
        aria-busy={state.kind === 'busy'}
      >
        Copy page
      </button>
      {/* eslint-disable-next-line @docusaurus/no-html-links -- a Markdown file, not a route: the browser opens it */}
      <a className="button button--sm button--outline button--secondary" href={href} type="text/markdown">
        View as Markdown
      </a>
      <span role="status" className={styles.status}>
        {MESSAGES[state.kind]}
      </span>
      {state.kind === 'fallback' && loaded && (
        <loaded.FallbackDialog text={state.text} onClose={() => setState({kind: 'idle'})} />
      )}
    </div>
  );
}
