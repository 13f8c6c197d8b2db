import {describe, expect, it} from 'vitest';
import {matchPages, matchSections, similarity, type MatchableSection} from './match';

const section = (anchor: string, heading: string, text: string): MatchableSection => ({anchor, heading, text});

const intro = section('', '', 'Docusaurus builds documentation websites from Markdown files.');
const install = section('install', 'Install', 'Run npm install in the project folder to get every dependency.');
const configure = section(
  'configure',
  'Configure',
  'Edit docusaurus.config.js to set the title, the URL and the theme.',
);
const deploy = section('deploy', 'Deploy', 'Upload the build folder to any static host or use the deploy command.');

describe('matchSections', () => {
  it('matches every section of an unchanged page to itself, in order', () => {
    expect(matchSections([intro, install, configure], [intro, install, configure])).toEqual([
      {from: 0, to: 0, renamed: false, moved: false},
      {from: 1, to: 1, renamed: false, moved: false},
      {from: 2, to: 2, renamed: false, moved: false},
    ]);
  });

  it('recognises a renamed heading that kept its anchor', () => {
    const renamed = section('install', 'Installing Docusaurus', install.text);
    expect(matchSections([intro, install], [intro, renamed])[1]).toEqual({from: 1, to: 1, renamed: true, moved: false});
  });

  it('matches by heading text when the anchor changed', () => {
    const newAnchor = section('install-2', 'Install', 'Entirely different words here now.');
    expect(matchSections([install], [newAnchor])).toEqual([{from: 0, to: 0, renamed: false, moved: false}]);
  });

  it('recognises a renamed section with a new anchor by its content', () => {
    const renamed = section('setting-up', 'Setting up', `${install.text} Then start the server.`);
    expect(matchSections([intro, install], [intro, renamed])[1]).toEqual({from: 1, to: 1, renamed: true, moved: false});
  });

  it('marks a section that changed place as moved, and only that one', () => {
    const result = matchSections([intro, install, configure, deploy], [intro, configure, deploy, install]);
    expect(result.map(({from, moved}) => [from, moved])).toEqual([
      [0, false],
      [2, false],
      [3, false],
      [1, true],
    ]);
  });

  it('reports new and deleted sections, a deleted one where it used to be', () => {
    const result = matchSections([intro, install, configure], [intro, configure, deploy]);
    expect(result).toEqual([
      {from: 0, to: 0, renamed: false, moved: false},
      {from: 1, renamed: false, moved: false},
      {from: 2, to: 1, renamed: false, moved: false},
      {to: 2, renamed: false, moved: false},
    ]);
  });

  it('does not pair unrelated sections', () => {
    expect(similarity(install.text, deploy.text)).toBeLessThan(0.5);
    expect(matchSections([install], [deploy])).toEqual([
      {from: 0, renamed: false, moved: false},
      {to: 0, renamed: false, moved: false},
    ]);
  });
});

describe('matchPages', () => {
  const doc = (id: string, title: string) => ({id, title});

  it('matches by id, then by title; the rest are new or deleted pages', () => {
    const older = [doc('intro', 'Introduction'), doc('old-guide', 'Deployment'), doc('legacy', 'Legacy APIs')];
    const newer = [doc('intro', 'Getting started'), doc('guides/deployment', 'Deployment'), doc('search', 'Search')];
    expect(matchPages(older, newer)).toEqual([
      {from: older[0], to: newer[0]},
      {from: older[1], to: newer[1]},
      {from: undefined, to: newer[2]},
      {from: older[2]},
    ]);
  });
});
