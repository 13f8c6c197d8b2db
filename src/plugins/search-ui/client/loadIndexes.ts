import {filesForContexts} from '../../search-index/contexts';
import {loadIndex, type LoadedIndex, type SearchHit} from '../../search-index/query';
import {INDEX_DIR, MANIFEST_VERSION, type Manifest, type Snippets} from '../../search-index/types';
import {requestOnce} from '@site/src/hooks/requestOnce';

// Kept for the whole session: once fetched, search keeps working offline.
const manifestRequests = new Map<string, Promise<Manifest>>();
const indexRequests = new Map<string, Promise<LoadedIndex>>();
const snippetRequests = new Map<string, Promise<Snippets>>();
/** Snippet files of whole contexts, once loaded: hits then need no request of their own. */
const contextSnippets = new Map<string, Snippets>();

function isManifest(value: unknown): value is Manifest {
  return (
    typeof value === 'object' &&
    value !== null &&
    'version' in value &&
    value.version === MANIFEST_VERSION &&
    'contexts' in value &&
    typeof value.contexts === 'object'
  );
}

async function fetchBytes(url: string, init?: RequestInit): Promise<Uint8Array<ArrayBuffer>> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The content of a file that is gzipped on disk, whether or not the host already decoded it. */
async function gunzip(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  if (!gzipped) return bytes;
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function loadManifest(baseUrl: string): Promise<Manifest> {
  return requestOnce(manifestRequests, baseUrl, () =>
    // Not content-hashed: revalidate so that a new deployment is picked up.
    fetchBytes(`${baseUrl}${INDEX_DIR}/manifest.json`, {cache: 'no-cache'}).then((bytes) => {
      const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
      if (!isManifest(value)) throw new Error('search-index/manifest.json: unexpected content');
      return value;
    }),
  );
}

function loadIndexFile(baseUrl: string, context: string, file: string): Promise<LoadedIndex> {
  return requestOnce(indexRequests, file, () =>
    fetchBytes(`${baseUrl}${INDEX_DIR}/${file}`)
      .then(gunzip)
      .then((body) => loadIndex(context, body)),
  );
}

/** The loaded indexes of these search contexts, fetched on first use. */
export async function loadIndexes(baseUrl: string, contexts: string[]): Promise<LoadedIndex[]> {
  const manifest = await loadManifest(baseUrl);
  return Promise.all(
    filesForContexts(manifest, contexts).map(({context, file}) => loadIndexFile(baseUrl, context, file)),
  );
}

function loadSnippets(baseUrl: string, file: string): Promise<Snippets> {
  return requestOnce(snippetRequests, file, () =>
    fetchBytes(`${baseUrl}${INDEX_DIR}/${file}`)
      .then(gunzip)
      .then((body) => {
        const value: unknown = JSON.parse(new TextDecoder().decode(body));
        if (!Array.isArray(value)) throw new Error(`${file}: unexpected content`);
        return value.map(String);
      }),
  );
}

/**
 * The hits with their excerpts. The index files hold no text: the excerpts of a hit's page come from its
 * page's snippet file, or from the whole context's once that is loaded. A snippet that fails to load leaves
 * the hit without excerpt; the hit itself stays.
 */
export async function withExcerpts(baseUrl: string, hits: SearchHit[]): Promise<SearchHit[]> {
  const manifest = await loadManifest(baseUrl);
  return Promise.all(
    hits.map(async (hit) => {
      const entry = manifest.contexts[hit.snippet.context];
      if (!entry) return hit;
      const whole = contextSnippets.get(entry.snippets);
      if (whole) return {...hit, excerpt: whole[hit.snippet.section] ?? ''};
      const page = await loadSnippets(baseUrl, `${entry.snippets}.${hit.snippet.page}.json.gz`).catch(() => []);
      return {...hit, excerpt: page[hit.snippet.position] ?? ''};
    }),
  );
}

/**
 * Loads the snippet files of whole contexts, so that later searches there need no request. Called once the
 * first results are shown: the first query does not wait for them.
 */
export async function loadContextSnippets(baseUrl: string, contexts: string[]): Promise<void> {
  const manifest = await loadManifest(baseUrl);
  await Promise.all(
    contexts.map(async (context) => {
      const entry = manifest.contexts[context];
      if (!entry || contextSnippets.has(entry.snippets)) return;
      contextSnippets.set(entry.snippets, await loadSnippets(baseUrl, `${entry.snippets}.json.gz`));
    }),
  );
}
