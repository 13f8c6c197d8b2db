import React, {useEffect, useId, useMemo, useRef, useState} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';
import {applyChoice, versionGroupOf} from '@site/src/plugins/offline/client/registration';
import {
  FAILURE_ENTRY,
  OFFLINE_MANIFEST_FILE,
  SEARCH_MANIFEST,
  SITE_GROUP,
  copyCacheName,
  currentCopy,
  deleteOfflineCaches,
  filesToSave,
  readMeta,
  type OfflineFailure,
  type OfflineManifest,
  type SearchManifest,
} from '@site/src/plugins/offline/manifestTypes';
import {formatBytes} from './formatBytes';
import styles from './panel.module.css';

export type PanelProps = {
  id: string;
  mobile: boolean;
  /** The saved docs version groups, null when offline reading is off. */
  saved: string[] | null;
  onSaved: (groups: string[] | null) => void;
  onClose: () => void;
};

type Sizes = {manifest: OfflineManifest; search: SearchManifest | undefined};
type Progress = {files: number; totalFiles: number; bytes: number; totalBytes: number};
type Usage = {saved: number; estimate?: number; quota?: number};

const POLL_MS = 300;

async function fetchJson<T>(url: string): Promise<T | undefined> {
  const response = await fetch(url, {cache: 'no-cache'});
  return response.ok ? response.json() : undefined;
}

/** Resolves once the worker is active (it downloaded everything) and rejects if it failed to install. */
function activated(worker: ServiceWorker | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!worker || worker.state === 'activated') resolve();
      else if (worker.state === 'redundant')
        reject(new Error('The download failed: check the connection and try again.'));
    };
    worker?.addEventListener('statechange', check);
    check();
  });
}

/** Paths of the files in one build's copy. */
async function cachedPaths(cacheName: string): Promise<Set<string>> {
  if (!(await caches.has(cacheName))) return new Set();
  const cache = await caches.open(cacheName);
  return new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
}

async function savedUsage(sizes: Sizes, groups: string[], baseUrl: string): Promise<Usage> {
  const current = await currentCopy(baseUrl);
  const keys = current ? await cachedPaths(current.cache) : new Set<string>();
  const saved = filesToSave(sizes.manifest, sizes.search, groups, baseUrl)
    .filter(({url}) => keys.has(url))
    .reduce((sum, {bytes}) => sum + bytes, 0);
  const estimate = await navigator.storage?.estimate?.();
  return {saved, estimate: estimate?.usage, quota: estimate?.quota};
}

function storageWorks(): boolean {
  try {
    window.localStorage.setItem('docusaurus.pwa.storageCheck', '1');
    window.localStorage.removeItem('docusaurus.pwa.storageCheck');
    return true;
  } catch {
    return false;
  }
}

/** The offline control's panel: loaded on demand, see ./index.tsx. */
export default function Panel({id, mobile, saved, onSaved, onClose}: PanelProps): React.ReactNode {
  const titleId = useId();
  const baseUrl = useBaseUrl('/');
  const {pathname} = useLocation();
  const readVersion = versionGroupOf(pathname);
  const [sizes, setSizes] = useState<Sizes | null>(null);
  const [selection, setSelection] = useState<string[]>(saved ?? (readVersion ? [readVersion] : []));
  const [progress, setProgress] = useState<Progress | null>(null);
  const [usage, setUsage] = useState<Usage | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<OfflineFailure | null>(null);
  const panelRef = useRef<HTMLElement>(null);
  const canStore = useMemo(() => storageWorks(), []);

  useEffect(() => {
    panelRef.current?.focus();
    Promise.all([
      fetchJson<OfflineManifest>(`${baseUrl}${OFFLINE_MANIFEST_FILE}`),
      fetchJson<SearchManifest>(`${baseUrl}${SEARCH_MANIFEST}`),
    ]).then(
      ([manifest, search]) => {
        if (manifest) setSizes({manifest, search});
        else setMessage('Offline reading needs the production build (npm run build).');
      },
      () => setMessage('The list of files could not be loaded: check the connection.'),
    );
  }, [baseUrl]);

  useEffect(() => {
    if (sizes && saved) void savedUsage(sizes, saved, baseUrl).then(setUsage);
  }, [sizes, saved, baseUrl]);

  // An update the browser started on its own (a new deployment) that failed: the copy saved before is still served.
  useEffect(() => {
    if (!saved) return;
    void Promise.all([readMeta<OfflineFailure>(baseUrl, FAILURE_ENTRY), currentCopy(baseUrl)]).then(
      ([failed, current]) => setFailure(failed && failed.build !== current?.build ? failed : null),
    );
  }, [saved, baseUrl]);

  /** Bytes over the wire of a choice: the site group and these docs versions. */
  const wireBytes = (groups: string[]) =>
    sizes
      ? filesToSave(sizes.manifest, sizes.search, groups, baseUrl).reduce((sum, file) => sum + file.wireBytes, 0)
      : 0;
  const files = sizes ? filesToSave(sizes.manifest, sizes.search, selection, baseUrl) : [];
  const downloadBytes = wireBytes(selection);
  const storedBytes = files.reduce((sum, file) => sum + file.bytes, 0);
  const docsGroups = sizes?.manifest.groups.filter((group) => group.id !== SITE_GROUP) ?? [];
  const siteGroup = sizes?.manifest.groups.find((group) => group.id === SITE_GROUP);
  const printPath = readVersion && sizes?.manifest.printPages[readVersion];

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!sizes) return;
    setBusy(true);
    setMessage('');
    const wanted = files;
    const totalBytes = wanted.reduce((sum, file) => sum + file.bytes, 0);
    const poll = window.setInterval(async () => {
      const keys = await cachedPaths(copyCacheName(sizes.manifest.build));
      const present = wanted.filter(({url}) => keys.has(url));
      setProgress({
        files: present.length,
        totalFiles: wanted.length,
        bytes: present.reduce((sum, file) => sum + file.bytes, 0),
        totalBytes,
      });
    }, POLL_MS);
    try {
      await activated(await applyChoice(selection));
      onSaved(selection);
      setFailure(null);
      setMessage('Saved: the chosen docs and the site pages now open without a network.');
      setUsage(await savedUsage(sizes, selection, baseUrl));
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    } finally {
      window.clearInterval(poll);
      setProgress(null);
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    try {
      const worker = await applyChoice(null);
      await deleteOfflineCaches();
      await activated(worker);
      onSaved(null);
      const estimate = await navigator.storage?.estimate?.();
      setUsage({saved: 0, estimate: estimate?.usage, quota: estimate?.quota});
      setMessage('Offline reading is off and the saved files are deleted.');
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    // Escape closes the panel from wherever the focus is inside it, as the theme's dropdowns do.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      id={id}
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={clsx(styles.panel, mobile && styles.mobile)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- a panel's title, not a section of the page: no anchor link */}
      <h2 id={titleId} className={styles.title}>
        Offline reading
      </h2>
      <p>
        {saved
          ? 'On: this site opens without a network for the docs versions ticked below.'
          : 'Off: save docs versions on this device to read them without a network.'}
      </p>
      {failure && (
        <p className="alert alert--warning">
          The last update of the offline copy failed ({failure.message}). The copy saved before is kept whole and still
          opens without a network; the update is tried again on your next visit, or now with the button below.
        </p>
      )}
      {!canStore && (
        <p className="alert alert--warning">
          This browser does not let the site store your choice: it is kept by the service worker only.
        </p>
      )}
      {sizes && siteGroup && (
        <form onSubmit={save}>
          <fieldset className={styles.fieldset} disabled={busy}>
            <legend>Docs versions</legend>
            {docsGroups.map((group) => (
              <label key={group.id} className={styles.choice}>
                <input
                  type="checkbox"
                  checked={selection.includes(group.id)}
                  onChange={(event) =>
                    setSelection(
                      event.target.checked
                        ? [...selection, group.id]
                        : selection.filter((chosen) => chosen !== group.id),
                    )
                  }
                />{' '}
                {group.label}{' '}
                <span className={styles.size}>({formatBytes(wireBytes([group.id]) - wireBytes([]))})</span>
              </label>
            ))}
          </fieldset>
          <p className={styles.note}>
            Always saved: {siteGroup.label.toLowerCase()} ({formatBytes(wireBytes([]))}).
          </p>
          <p>
            Download size: <strong>{formatBytes(downloadBytes)}</strong> ({formatBytes(storedBytes)} on this device)
          </p>
          <div className={styles.actions}>
            <button type="submit" className="button button--primary button--sm" disabled={busy}>
              {saved ? 'Update offline copy' : 'Save for offline reading'}
            </button>
            {saved && (
              <button type="button" className="button button--secondary button--sm" disabled={busy} onClick={turnOff}>
                Turn off and free the space
              </button>
            )}
          </div>
        </form>
      )}
      {progress && (
        <div className={styles.progress}>
          <progress max={progress.totalBytes} value={progress.bytes} aria-label="Download progress" />
          <p>
            {progress.files} of {progress.totalFiles} files ({formatBytes(progress.bytes)} of{' '}
            {formatBytes(progress.totalBytes)})
          </p>
        </div>
      )}
      <p role="status">{message}</p>
      {usage && (
        <p>
          Space used: {formatBytes(usage.saved)} of saved files
          {usage.estimate !== undefined && `; the browser counts ${formatBytes(usage.estimate)} for this site`}
          {usage.quota !== undefined && ` of ${formatBytes(usage.quota)} allowed`}.
        </p>
      )}
      {printPath && (
        <p>
          {/* eslint-disable-next-line @docusaurus/no-html-links -- a static page outside the router: a full page load */}
          <a href={printPath}>Print or save as PDF</a> the whole version.
        </p>
      )}
    </section>
  );
}
