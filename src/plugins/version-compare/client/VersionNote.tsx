import React, {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useHistory, useLocation} from '@docusaurus/router';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {COMPARE_PARAM, noteHtml, NOTE_SLOT_CLASS} from '../note';
import type {VersionNotes} from '../types';
import {cachedNotes, loadNotes} from './notes';
import './note.css';

// The compare view and its styles load only when a reader opens it.
const CompareView = lazy(() => import('./CompareView'));

// Notes read from the prerendered page at hydration, per version and doc, kept until the notes file is loaded.
const prerendered = new Map<string, string>();

function readPrerendered(key: string): string {
  if (!prerendered.has(key)) {
    prerendered.set(key, document.querySelector(`.${NOTE_SLOT_CLASS}`)?.innerHTML ?? '');
  }
  return prerendered.get(key)!;
}

function useNotes(version: string): VersionNotes | undefined {
  const baseUrl = useBaseUrl('/');
  const [notes, setNotes] = useState(() => cachedNotes(version));
  useEffect(() => {
    let current = true;
    loadNotes(baseUrl, version).then(
      (loaded) => current && setNotes(loaded),
      // The prerendered note stays; the next page tries again.
      (error: unknown) => console.warn('version-compare: notes not loaded', error),
    );
    return () => {
      current = false;
    };
  }, [baseUrl, version]);
  return notes;
}

/**
 * The note under a doc's title ("Changed since 2.0.0-beta.21: 3 sections", "New in …") and the compare view it
 * opens with `?compare=<version>`. The build writes the note into the prerendered page; on the client it comes
 * from the same markup until the version's small notes file is loaded, and from that file on later pages.
 */
export default function VersionNote(): ReactNode {
  const {metadata} = useDoc();
  const version = useDocsVersion();
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const notes = useNotes(version.version);
  const key = `${version.version}/${metadata.id}`;
  let html: string;
  if (notes) html = noteHtml(notes[metadata.id]);
  else if (!isBrowser && ExecutionEnvironment.canUseDOM) html = readPrerendered(key);
  else html = prerendered.get(key) ?? '';

  const compareWith = isBrowser ? new URLSearchParams(location.search).get(COMPARE_PARAM) : null;
  const setCompare = useCallback(
    (other: string | null): void => {
      // The URL at call time, so the slot's click listener (set up once) never acts on a stale one.
      const params = new URLSearchParams(history.location.search);
      if (other === null) params.delete(COMPARE_PARAM);
      else params.set(COMPARE_PARAM, other);
      const search = params.toString();
      // Replace, not push: the theme moves focus to the top of the page on every pushed location.
      history.replace({search: search && `?${search}`});
    },
    [history],
  );
  const slot = useRef<HTMLDivElement>(null);
  const close = (): void => {
    setCompare(null);
    // Back to where the reader opened the view.
    slot.current?.querySelector<HTMLAnchorElement>('a[data-compare]')?.focus();
  };
  // The note's link lives in markup shared with the build (see note.ts), so its clicks are caught on the slot:
  // a plain click opens the view without a page load, a modified click keeps the browser's own behaviour.
  useEffect(() => {
    const element = slot.current;
    if (!element) return undefined;
    const onClick = (event: globalThis.MouseEvent): void => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-compare]');
      if (!link || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      setCompare(link.dataset.compare ?? null);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [setCompare]);

  return (
    <>
      <div ref={slot} className={NOTE_SLOT_CLASS} dangerouslySetInnerHTML={{__html: html}} />
      {compareWith !== null && (
        <Suspense fallback={<p role="status">Loading the comparison…</p>}>
          <CompareView
            docId={metadata.id}
            version={version.version}
            compareWith={compareWith}
            onSelect={setCompare}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
