import React, {useEffect, useState} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import {
  OFFLINE_MANIFEST_FILE,
  SITE_GROUP,
  STATE_ENTRY,
  currentCopy,
  type OfflineManifest,
  type OfflineState,
} from '@site/src/plugins/offline/manifestTypes';

type Saved = {label: string; path: string};

/** The saved groups, read from the copy being served. */
async function savedGroups(baseUrl: string): Promise<Saved[]> {
  const current = await currentCopy(baseUrl);
  if (!current || !(await caches.has(current.cache))) return [];
  const cache = await caches.open(current.cache);
  const [manifestResponse, stateResponse] = await Promise.all([
    cache.match(`${baseUrl}${OFFLINE_MANIFEST_FILE}`),
    cache.match(`${baseUrl}${STATE_ENTRY}`),
  ]);
  if (!manifestResponse || !stateResponse) return [];
  const manifest: OfflineManifest = await manifestResponse.json();
  const state: OfflineState = await stateResponse.json();
  const saved = new Set([SITE_GROUP, ...state.groups]);
  return manifest.groups.filter(({id}) => saved.has(id)).map(({label, path}) => ({label, path}));
}

/**
 * `/offline/`: what the service worker shows for a page that is not saved when the network is down. There the
 * page cannot start its scripts (the requested route's code is not saved either), so the worker writes the
 * list of saved parts into the empty list below; opened at its own URL, the page reads the list itself.
 */
export default function OfflinePage(): React.ReactNode {
  const baseUrl = useBaseUrl('/');
  const [saved, setSaved] = useState<Saved[]>([]);
  useEffect(() => {
    if ('caches' in window) void savedGroups(baseUrl).then(setSaved, () => setSaved([]));
  }, [baseUrl]);
  return (
    <Layout title="You are offline" description="This page is not saved for offline reading.">
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--xl">
        <Heading as="h1">You are offline</Heading>
        <p>
          This page is not saved on this device, and the network cannot be reached. Try again when you are back online,
          or read what is saved:
        </p>
        <ul data-offline-available="">
          {saved.map(({label, path}) => (
            <li key={path}>
              {/* eslint-disable-next-line @docusaurus/no-html-links -- a full page load: the worker serves saved pages whole */}
              <a href={path}>{label}</a>
            </li>
          ))}
        </ul>
        <p>
          Choose what to save with <strong>Offline reading</strong> in the navigation bar.
        </p>
      </main>
    </Layout>
  );
}
