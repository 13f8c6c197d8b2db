/**
 * One request per key for the whole session, shared by every caller that asks for the same thing; a failed request is
 * forgotten so that the next call retries. `requests` is the caller's own map (one per kind of file).
 */
export function requestOnce<T>(requests: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let request = requests.get(key);
  if (!request) {
    request = load();
    requests.set(key, request);
    request.catch(() => requests.delete(key));
  }
  return request;
}

/** A JSON file of this site, fetched once per session (see requestOnce). */
const jsonRequests = new Map<string, Promise<unknown>>();
export function loadJsonOnce<T>(url: string): Promise<T> {
  return requestOnce(jsonRequests, url, async () => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return (await response.json()) as unknown;
  }) as Promise<T>;
}
