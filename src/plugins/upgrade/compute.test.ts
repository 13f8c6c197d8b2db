import {describe, expect, it} from 'vitest';
import type {History} from '../option-anchors/history';
import {breakingChanges, diffStates, itemsAt, optionChanges, releasesBetween, renamesUpTo} from './compute';

const s = {type: ['string']};
const history: History = {
  firstSchemaRelease: 'r1',
  releases: ['r1', 'r2', 'r3'],
  missing: [],
  engines: {},
  coverage: {config: 'r1'},
  changelog: [],
  items: {
    'config:kept': {since: 'r1', state: s, changes: []},
    'config:added': {since: 'r2', state: s, changes: []},
    'config:gone': {since: 'r1', state: s, changes: [{in: 'r3', removed: true}]},
    'config:old': {since: 'r1', state: s, changes: [{in: 'r2', removed: true, renamedTo: 'config:added'}]},
    'config:level': {
      since: 'r1',
      state: {...s, default: 'a'},
      changes: [{in: 'r3', default: {from: 'a', to: 'b'}}],
    },
    'config:back': {
      since: 'r1',
      state: s,
      changes: [
        {in: 'r2', removed: true},
        {in: 'r3', added: true, state: s},
      ],
    },
  },
};

const changelog = [
  {
    version: 'r3',
    groups: [
      {title: '💥 Breaking changes', items: ['x', 'y']},
      {title: 'Bug fixes', items: ['z']},
    ],
  },
  {version: 'r2', groups: [{title: '💥 Breaking changes', items: ['w']}]},
  {version: 'r1', groups: [{title: '💥 Breaking changes', items: ['v']}]},
];

describe('upgrade compute', () => {
  it('takes the releases after `from` up to `to`, or up to the newest for an unreleased target', () => {
    expect(releasesBetween(['r3', 'r2', 'r1'], 'r1', 'r2')).toEqual(['r2']);
    expect(releasesBetween(['r3', 'r2', 'r1'], 'r1', 'unreleased')).toEqual(['r3', 'r2']);
  });

  it('lists exactly the breaking changes of the releases in between', () => {
    expect(breakingChanges(changelog, 'r1', 'r3').map((b) => b.text)).toEqual(['x', 'y', 'w']);
    expect(breakingChanges(changelog, 'r2', 'unreleased')).toHaveLength(2);
  });

  it('rebuilds the items of a release from the history', () => {
    expect([...itemsAt(history, 'r2').keys()].sort()).toEqual([
      'config:added',
      'config:gone',
      'config:kept',
      'config:level',
    ]);
    expect(itemsAt(history, 'r3').get('config:level')?.default).toBe('b');
  });

  it('classifies option changes between two releases with the release each came in', () => {
    const changes = optionChanges(history, 'r1', 'r3');
    expect(changes.map((c) => [c.kind, c.key, c.release])).toEqual([
      ['removed', 'config:gone', 'r3'],
      ['renamed', 'config:old', 'r2'],
      ['changed', 'config:level', 'r3'],
    ]);
    expect(changes[2].fields).toEqual([{field: 'default', from: 'a', to: 'b'}]);
  });

  it('lists the renames up to a release, for the form and the config checker', () => {
    expect(renamesUpTo(history, 'r1')).toEqual({});
    expect(renamesUpTo(history, 'r3')).toEqual({'config:old': 'config:added'});
  });

  it('names a rename in the diff of two release files, without the new key as a second change', () => {
    const changes = diffStates({old: s}, {new: s}, 'r9', {old: 'new'});
    expect(changes.map((c) => [c.kind, c.key, c.renamedTo])).toEqual([['renamed', 'old', 'new']]);
  });

  it('diffs two release files the form fetched', () => {
    const changes = diffStates({a: s, b: {...s, default: 1}}, {b: {...s, default: 2}, c: s}, 'r9');
    expect(changes.map((c) => [c.kind, c.key])).toEqual([
      ['removed', 'a'],
      ['changed', 'b'],
      ['added', 'c'],
    ]);
  });
});
