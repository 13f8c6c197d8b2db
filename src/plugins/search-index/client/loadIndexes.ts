import {filesForContexts} from '../contexts';
import {loadIndex, type LoadedIndex} from '../query';
import {INDEX_DIR, MANIFEST_VERSION, type Manifest} from '../types';

// Kept for the whole session: once fetched, search keeps working offline.
let manifestRequest: Promise<Manifest> | undefined;
const indexRequests = new Map<string, Promise<LoadedIndex>>();

function isManifest(value: unknown): value is Manifest {
  return typeof value === 'object' && value !== null && 'version' in value && value.version === MANIFEST_VERSION
    && 'contexts' in value && typeof value.contexts === 'object';
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

/** Remembers a request, and forgets it if it fails so that the next search retries. */
function remember<T>(request: Promise<T>, forget: () => void): Promise<T> {
  request.catch(forget);
  return request;
}

function loadManifest(baseUrl: string): Promise<Manifest> {
  manifestRequest ??= remember(
    // Not content-hashed: revalidate so that a new deployment is picked up.
    fetchBytes(`${baseUrl}${INDEX_DIR}/manifest.json`, {cache: 'no-cache'}).then((bytes) => {
      const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
      if (!isManifest(value)) throw new Error('search-index/manifest.json: unexpected content');
      return value;
    }),
    () => {
      manifestRequest = undefined;
    },
  );
  return manifestRequest;
}

function loadIndexFile(baseUrl: string, context: string, file: string): Promise<LoadedIndex> {
  let request = indexRequests.get(file);
  if (!request) {
    request = remember(
      fetchBytes(`${baseUrl}${INDEX_DIR}/${file}`).then(gunzip).then((body) => loadIndex(context, body)),
      () => indexRequests.delete(file),
    );
    indexRequests.set(file, request);
  }
  return request;
}

/** The loaded indexes of these search contexts, fetched on first use. */
export async function loadIndexes(baseUrl: string, contexts: string[]): Promise<LoadedIndex[]> {
  const manifest = await loadManifest(baseUrl);
  return Promise.all(filesForContexts(manifest, contexts).map(({context, file}) => loadIndexFile(baseUrl, context, file)));
}
