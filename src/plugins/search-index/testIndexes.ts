import {gunzipSync} from 'node:zlib';
import {recordsToIndexFiles} from './indexFiles';
import {loadIndex, type LoadedIndex} from './query';
import type {PageRecord} from './types';

/** For unit tests: records through the index files, as the browser receives them (one index per context). */
export function indexesOf(records: PageRecord[]): LoadedIndex[] {
  const {manifest, files} = recordsToIndexFiles(records, '/');
  return Object.entries(manifest.contexts).map(([context, entry]) =>
    loadIndex(context, gunzipSync(files.find(({name}) => name === entry.file)!.content)),
  );
}
