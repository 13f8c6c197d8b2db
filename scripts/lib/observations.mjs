// Checks the behaviour claims a page cites against what the behaviour lab (scripts/lab/run.mjs) observed the real
// packages of the page's version do (src/data/observations/<version>.json). Reads committed JSON only: no network,
// no build.
//
// A page cites an observation with an MDX comment written right after the sentence it backs, with no space before
// it, so the rendered HTML stays the same:
//   `wrapperClassName` is added to the `<html>` element.{/* claim: pages.wrapperClassName.element = "html" */}
// The value after `=` is JSON: what the sentence says the lab observed. `.md` files use `<!-- claim: … -->`.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {isDeepStrictEqual} from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const OBSERVATIONS_DIR = path.join(root, 'src/data/observations');

const CLAIM = /(?:\{\/\*|<!--)\s*claim:\s*([\s\S]*?)\s*(?:\*\/\}|-->)/g;

/**
 * The claims cited in a page source, outside code fences: {id, expected (JSON text or undefined), line}.
 * A comment may span lines; its line is the one it starts on.
 */
export function citedClaims(source) {
  const claims = [];
  const lines = source.split('\n');
  let fence = null;
  let offset = 0;
  const lineStarts = [];
  const proseMask = lines.map((line) => {
    lineStarts.push(offset);
    offset += line.length + 1;
    const marker = line.match(/^\s*(`{3,}|~{3,})/);
    if (marker && (!fence || marker[1].startsWith(fence))) {
      fence = fence ? null : marker[1];
      return false;
    }
    return !fence;
  });
  const lineOf = (index) => {
    let lo = 0;
    while (lo + 1 < lineStarts.length && lineStarts[lo + 1] <= index) lo++;
    return lo;
  };
  for (const match of source.matchAll(CLAIM)) {
    const line = lineOf(match.index);
    if (!proseMask[line]) continue;
    const body = match[1];
    const eq = body.indexOf('=');
    const id = (eq >= 0 ? body.slice(0, eq) : body).trim();
    const expected = eq >= 0 ? body.slice(eq + 1).trim() : undefined;
    claims.push({id, expected, line: line + 1});
  }
  return claims;
}

const cache = new Map();

/** The committed observations of one version, or null when the lab has not recorded that version. */
export function loadObservations(version, dir = OBSERVATIONS_DIR) {
  const file = path.join(dir, `${version}.json`);
  if (!cache.has(file)) cache.set(file, fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);
  return cache.get(file);
}

const show = (value) => JSON.stringify(value);

/**
 * Problems of the claims a page cites, each starting with `file:line`: a claim without an expected value, an
 * expected value that is not JSON, an id the version's observations do not have, or an observed value that differs.
 */
export function observationProblems(file, source, version, {dir = OBSERVATIONS_DIR} = {}) {
  const claims = citedClaims(source);
  if (!claims.length) return [];
  const rel = path.relative(root, path.resolve(file));
  const observations = loadObservations(version, dir);
  return claims.flatMap(({id, expected, line}) => {
    const where = `${rel}:${line}: claim ${id}`;
    if (!observations) return [`${where}: no observations recorded for ${version} (run node scripts/lab/run.mjs)`];
    const observed = observations.claims[id];
    if (!observed) {
      return [`${where}: not an observation of ${version} (src/data/observations/${version}.json has no such id)`];
    }
    if (expected === undefined || expected === '') {
      return [`${where}: says no value; write the value the sentence states, e.g. = ${show(observed.value)}`];
    }
    let value;
    try {
      value = JSON.parse(expected);
    } catch {
      return [`${where}: the value \`${expected}\` is not JSON`];
    }
    if (!isDeepStrictEqual(value, observed.value)) {
      return [`${where}: the page says ${show(value)}, ${version} was observed to give ${show(observed.value)}`];
    }
    return [];
  });
}
