import {describe, expect, it} from 'vitest';
import {builtPageReferences, bundleReferences, pageReferences} from './references';

const html =
  '<!doctype html><html><head><link rel="stylesheet" href="/assets/css/main.css">' +
  '<script src="/assets/js/main.js?v=1" defer></script><link rel="icon" href="https://cdn.example.com/icon.png">' +
  '<link rel="preload" href="//other.example.com/x.js"></head><body>' +
  '<img src="/img/a.png#top" srcset="/img/a.png 1x, /img/a@2x.png 2x">' +
  '<noscript><img src="/img/tracker.png"></noscript><a href="/docs/">docs</a>' +
  '<script src="/assets/js/main.js"></script></body></html>';

describe('pageReferences', () => {
  it('lists the same-site files a page loads, scripts first, once each, without query or fragment', () => {
    expect(pageReferences(html, '/')).toEqual([
      '/assets/js/main.js',
      '/assets/css/main.css',
      '/img/a.png',
      '/img/a@2x.png',
    ]);
  });

  it('splits into the references of the content, which the one pass caches, and those of the bundle links', () => {
    expect(builtPageReferences({html}, '/')).toEqual(['/img/a.png', '/img/a@2x.png']);
    expect(bundleReferences(html, '/')).toEqual(['/assets/js/main.js', '/assets/css/main.css']);
    expect(new Set([...builtPageReferences({html}, '/'), ...bundleReferences(html, '/')])).toEqual(
      new Set(pageReferences(html, '/')),
    );
    expect(builtPageReferences({html}, '/site/')).toEqual([]);
  });
});
