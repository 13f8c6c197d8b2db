import {describe, expect, it} from 'vitest';
import {highlightToHtml, type HighlightInput} from './highlight';

const classNames = {codeLine: 'line_x', codeLineNumber: 'number_x', codeLineContent: 'content_x'};
const highlight = (input: Partial<HighlightInput> & {code: string}) =>
  highlightToHtml({language: 'js', lineClassNames: {}, showLineNumbers: false, ...input}, classNames);

describe('highlightToHtml', () => {
  it('writes one token-line per line with Prism token classes, as prism-react-renderer splits them', () => {
    expect(highlight({code: 'const a = 1;\nreturn a;'})).toBe(
      '<div class="token-line"><span class="token keyword">const</span><span class="token plain"> a </span>' +
        '<span class="token operator">=</span><span class="token plain"> </span><span class="token number">1</span>' +
        '<span class="token punctuation">;</span><span class="token plain"></span><br></div>' +
        '<div class="token-line"><span class="token plain"></span><span class="token keyword control-flow">return</span><span class="token plain"> a</span>' +
        '<span class="token punctuation">;</span><br></div>',
    );
  });

  it('escapes the code, so that markup in it shows as text', () => {
    const html = highlight({code: '<script>alert("&")</script>', language: 'text'});
    expect(html).toBe(
      '<div class="token-line"><span class="token plain">&lt;script&gt;alert("&amp;")&lt;/script&gt;</span><br></div>',
    );
  });

  it('adds the magic-comment classes and the line-number cells', () => {
    const html = highlight({
      code: 'a\nb',
      language: 'text',
      lineClassNames: {1: ['theme-code-block-highlighted-line']},
      showLineNumbers: true,
    });
    expect(html).toBe(
      '<div class="token-line line_x"><span class="number_x"></span><span class="content_x"><span class="token plain">a</span></span><br></div>' +
        '<div class="token-line theme-code-block-highlighted-line line_x"><span class="number_x"></span>' +
        '<span class="content_x"><span class="token plain">b</span></span><br></div>',
    );
  });

  it('keeps an empty line one line tall', () => {
    expect(highlight({code: 'a\n\nb', language: 'text'})).toContain(
      '<div class="token-line"><span class="token plain"></span><br></div>',
    );
  });

  it('writes code of an unknown language as plain text', () => {
    expect(highlight({code: 'x := 1', language: 'no-such-language'})).toBe(
      '<div class="token-line"><span class="token plain">x := 1</span><br></div>',
    );
  });
});
