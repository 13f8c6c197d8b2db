import {describe, expect, it} from 'vitest';
import {assetForm, elementsWithClass, headOf, magicComment, messageLine} from './observe.mjs';
import {sortedJson} from './run.mjs';

// Shapes of the HTML the 2.x builds write, cut down to what the lab reads.
const highlighted = '<span class="token-line theme-code-block-highlighted-line" style="color:#bfc7d5">';
const plain = '<span class="token-line" style="color:#bfc7d5">';

describe('reading build output', () => {
  it('finds the highlighted line by its text even when Prism splits it into tokens', () => {
    const js = `<pre><code>${highlighted}<span class="token constant">LAB</span><span class="token operator">-</span><span class="token constant">MARKED</span><br></span>${plain}<span class="token plain">other</span><br></span></code></pre>`;
    expect(magicComment(js, 'LAB-MARKED')).toEqual({lineHighlighted: true, commentShown: false});
    const text = `<pre><code>${plain}<span class="token plain">// highlight-next-line</span><br></span>${plain}<span class="token plain">LAB-MARKED</span><br></span></code></pre>`;
    expect(magicComment(text, 'LAB-MARKED')).toEqual({lineHighlighted: false, commentShown: true});
  });

  it('names the elements that carry a class, and only whole class names', () => {
    const html =
      '<html lang="en" class="lab-wrapper mdx-page"><body><div class="lab-wrapper-not">x</div></body></html>';
    expect(elementsWithClass(html, 'lab-wrapper')).toEqual(['html']);
  });

  it('reads the head tags front matter can produce, null when absent', () => {
    const html =
      '<title data-rh="true">Page | Lab</title><meta data-rh="true" name="description" content="About it">' +
      '<meta data-rh="true" property="og:image" content="https://lab.example/i.png">';
    expect(headOf(html)).toEqual({
      title: 'Page | Lab',
      description: 'About it',
      keywords: null,
      ogImage: 'https://lab.example/i.png',
    });
  });

  it('tells an inlined image from an emitted one, and a missing one', () => {
    const html =
      '<img alt="a" src="data:image/png;base64,AAAA"><img loading="lazy" alt="b" src="/assets/images/b-1.png">';
    expect([assetForm(html, 'a'), assetForm(html, 'b'), assetForm(html, 'c')]).toEqual(['inline', 'file', 'missing']);
  });

  it('picks the line of a message, not the stack frames that repeat it', () => {
    const output = '[INFO] loading\n    at LAB-X (/site/plugin.js:1)\n[ERROR] Error: LAB-X\n';
    expect(messageLine(output, 'LAB-X')).toBe('[ERROR] Error: LAB-X');
    expect(messageLine(output, 'absent')).toBeNull();
  });

  it('writes JSON with sorted keys at every level and arrays in order', () => {
    expect(sortedJson({b: 1, a: {d: [2, 1], c: null}})).toBe(
      '{\n  "a": {\n    "c": null,\n    "d": [\n      2,\n      1\n    ]\n  },\n  "b": 1\n}\n',
    );
  });
});
