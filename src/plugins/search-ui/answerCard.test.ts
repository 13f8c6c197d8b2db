import {describe, expect, it} from 'vitest';
import {answerHit} from './answerCard';
import {searchIndexes} from '../search-index/query';
import {indexesOf, sidebarRecord, versioningPage} from '../search-index/testIndexes';

const stylingPage = {
  ...sidebarRecord([
    {headings: [], anchor: '', text: 'Style the site with CSS and Infima variables, in light and dark mode.'},
    {headings: ['Infima variables'], anchor: 'infima', text: 'Infima variables set colours and spacing.'},
  ]),
  url: '/docs/styling-layout/',
  title: 'Styling and layout',
};
const themePage = {
  ...sidebarRecord([
    {headings: [], anchor: '', text: 'Options of the classic theme.'},
    {headings: ['Color mode'], anchor: 'color-mode', text: 'Readers switch between light and dark.'},
    {headings: ['Navbar'], anchor: 'navbar', text: 'Title, logo and items.'},
  ]),
  url: '/docs/api/themes/configuration/',
  title: 'Theme configuration',
};
const indexes = indexesOf([stylingPage, themePage, versioningPage]);
const answer = (query: string) => answerHit(searchIndexes(indexes, query))?.url ?? null;

describe('answerHit', () => {
  it("answers a question with the section whose heading names its topic, in the docs' words", () => {
    expect(answer('how do I enable dark mode?')).toBe('/docs/api/themes/configuration/#color-mode');
    expect(answer('how to configure the navbar')).toBe('/docs/api/themes/configuration/#navbar');
  });

  it('gives no answer to keyword queries, which would only repeat the first hit', () => {
    expect(answer('color mode')).toBeNull();
    expect(answer('navbar')).toBeNull();
  });

  it("gives no answer when the best hit is a page's intro, or no heading names the topic", () => {
    expect(answer('what is the theme configuration')).toBeNull();
    expect(answer('how do I style a page with css')).toBeNull();
    expect(answerHit([])).toBeNull();
  });
});
