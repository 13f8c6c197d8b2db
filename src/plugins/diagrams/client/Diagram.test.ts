import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import Diagram, {initialMarkup, zoomLinkSelector} from './Diagram';

// As in the server bundle: '@diagram-markup' holds the diagrams' markup (../index.ts aliases it).
vi.mock('@diagram-markup', () => ({default: {'two-steps': '<svg role="img"><text>Load</text></svg>'}}));
vi.mock('@docusaurus/useBaseUrl', () => ({default: (url: string) => `/base${url}`}));

const props = {name: 'two-steps', caption: 'Two steps, one after the other', width: '120pt', height: '80pt'};

describe('Diagram', () => {
  it('renders the figure around the server markup: region, zoom link at the reserved size, caption', () => {
    const html = renderToStaticMarkup(createElement(Diagram, props));
    expect(html).toBe(
      '<figure class="diagram" data-diagram="two-steps">' +
        '<div class="diagram__scroll" tabindex="0" role="region" aria-label="Diagram: Two steps, one after the other">' +
        '<a class="diagram__zoom" href="/base/diagrams/two-steps.svg" target="_blank" rel="noopener noreferrer" ' +
        'title="Open the diagram full size" style="width:120pt;height:80pt">' +
        '<svg role="img"><text>Load</text></svg></a></div>' +
        '<figcaption>Two steps, one after the other</figcaption></figure>',
    );
  });

  it('starts in the browser from the prerendered markup, found in the page, and from nothing without it', () => {
    const root = {
      querySelector: (selector: string) =>
        selector === zoomLinkSelector('other') ? ({innerHTML: '<svg>prerendered</svg>'} as Element) : null,
    };
    expect(initialMarkup('other', root)).toBe('<svg>prerendered</svg>');
    expect(initialMarkup('absent', root)).toBe('');
    expect(initialMarkup('absent', undefined)).toBe('');
    expect(zoomLinkSelector('other')).toBe('figure[data-diagram="other"] > .diagram__scroll > .diagram__zoom');
  });
});
