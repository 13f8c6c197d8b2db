import {describe, expect, it} from 'vitest';
import {headAndMain, mainElement, pageBundleTags, pageContentKey, withoutSidebars} from './pageParts';

const page =
  '<!doctype html><html lang="en"><head><title>T</title></head>' +
  '<body class="navigation-with-keyboard"><nav class="navbar">menu</nav><aside>sidebar</aside>' +
  '<main class="docMainContainer"><article><h1>Title</h1><p>Text</p></article></main>' +
  '<footer>footer</footer><script src="/main.js"></script></body></html>';

describe('headAndMain', () => {
  it('keeps the head, the body tag with its attributes and main, and drops the rest of the body', () => {
    expect(headAndMain(page)).toBe(
      '<!doctype html><html lang="en"><head><title>T</title></head><body class="navigation-with-keyboard">' +
        '<main class="docMainContainer"><article><h1>Title</h1><p>Text</p></article></main></body></html>',
    );
  });

  it('returns a page without main, or with main in an unexpected place, whole', () => {
    const noMain = page.replace(/<main[^>]*>/, '<div>').replace('</main>', '</div>');
    expect(headAndMain(noMain)).toBe(noMain);
    const mainInHead = '<html><head><template><main></main></template></head><body><p>x</p></body></html>';
    expect(headAndMain(mainInHead)).toBe(mainInHead);
    expect(headAndMain('<p>fragment</p>')).toBe('<p>fragment</p>');
  });
});

describe('mainElement', () => {
  it('is the main element alone', () => {
    expect(mainElement(page)).toBe(
      '<main class="docMainContainer"><article><h1>Title</h1><p>Text</p></article></main>',
    );
  });

  it('is the whole page when there is no main', () => {
    expect(mainElement('<html><head></head><body><p>x</p></body></html>')).toBe(
      '<html><head></head><body><p>x</p></body></html>',
    );
  });
});

describe('withoutSidebars', () => {
  it('drops every aside before main, and keeps the rest of the page as it is', () => {
    const twoSidebars = page.replace('<aside>sidebar</aside>', '<aside class="a"><nav>x</nav></aside><aside>b</aside>');
    const inMain = twoSidebars.replace('<p>Text</p>', '<aside>note</aside>');
    expect(withoutSidebars(inMain)).toBe(inMain.replace('<aside class="a"><nav>x</nav></aside><aside>b</aside>', ''));
  });

  it('returns a page without main, or without sidebars, whole', () => {
    expect(withoutSidebars('<html><body><aside>x</aside></body></html>')).toBe(
      '<html><body><aside>x</aside></body></html>',
    );
    const plain = page.replace('<aside>sidebar</aside>', '');
    expect(withoutSidebars(plain)).toBe(plain);
  });
});

describe('pageContentKey and pageBundleTags', () => {
  const built = (title: string, bundle = 'main.1a2b.js'): string =>
    `<!doctype html><html><head><title>${title}</title><link rel=stylesheet href=/assets/css/styles.9f.css>` +
    `<link rel="preload" href="/assets/js/${bundle}" as="script"><link rel=canonical href=/a/>` +
    `<script src="/assets/js/${bundle}" defer></script></head><body><main><h1>${title}</h1></main></body></html>`;

  it('drops the links to the bundles only', () => {
    expect(pageContentKey(built('A', 'main.1.js'))).toBe(pageContentKey(built('A', 'main.2.js')));
    expect(pageContentKey(built('A'))).not.toBe(pageContentKey(built('B')));
    expect(pageContentKey('<script>inline()</script><link rel=canonical href=/a/>')).toBe(
      '<script>inline()</script><link rel=canonical href=/a/>',
    );
  });

  it('returns the links it drops, in order, and nothing else', () => {
    expect(pageBundleTags(built('A', 'main.1.js'))).toBe(
      '<link rel=stylesheet href=/assets/css/styles.9f.css><link rel="preload" href="/assets/js/main.1.js" as="script">' +
        '<script src="/assets/js/main.1.js" defer></script>',
    );
    expect(pageBundleTags('<p>No bundles</p>')).toBe('');
  });
});
