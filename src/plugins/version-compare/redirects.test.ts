import {describe, expect, it} from 'vitest';
import {movedRedirects, redirectHtml} from './redirects';

describe('movedRedirects', () => {
  const versions = [
    {
      base: '/docs',
      docs: [
        {id: 'guides/deploy', path: '/guides/deployment/'},
        {id: 'intro', path: '/'},
      ],
    },
    {
      base: '/docs/1.0',
      docs: [
        {id: 'deploy', path: '/deployment/'},
        {id: 'intro', path: '/'},
      ],
    },
  ];

  it('redirects the old path of a moved page to its new path, within each version that has the page', () => {
    const redirects = movedRedirects(versions, [
      [
        [1, 'deploy'],
        [0, 'guides/deploy'],
      ],
      [
        [1, 'intro'],
        [0, 'intro'],
      ],
    ]);
    expect(redirects).toEqual([
      {from: '/docs/1.0/guides/deployment/', to: '/docs/1.0/deployment/'},
      {from: '/docs/deployment/', to: '/docs/guides/deployment/'},
    ]);
  });

  it('never hides a page that exists at the old path', () => {
    const taken = [
      {
        base: '/docs',
        docs: [
          {id: 'b', path: '/a/'},
          {id: 'a-new', path: '/a-new/'},
        ],
      },
      {base: '/docs/1.0', docs: [{id: 'a', path: '/a/'}]},
    ];
    expect(
      movedRedirects(taken, [
        [
          [1, 'a'],
          [0, 'a-new'],
        ],
      ]),
    ).toEqual([{from: '/docs/1.0/a-new/', to: '/docs/1.0/a/'}]);
  });

  it('writes a static page that refreshes to the target and is not indexed', () => {
    const html = redirectHtml('/docs/guides/deployment/');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/guides/deployment/">');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
});
