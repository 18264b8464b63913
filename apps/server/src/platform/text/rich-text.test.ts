import { describe, expect, it } from 'vitest';
import { plainTextOf, sanitizeRichText } from './rich-text.ts';

describe('rich text', () => {
  it('keeps structure, emphasis, links and images', () => {
    const html =
      '<h2>Stock</h2><p class="tip">Use <strong>bold</strong> and <a href="https://example.com/a">links</a>.</p><img src="/images/a.svg" alt="A">';
    expect(sanitizeRichText(html)).toBe(html.replace('alt="A">', 'alt="A" />'));
  });

  it('drops scripts, event handlers, styles and javascript links', () => {
    const html =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>';
    const safe = sanitizeRichText(html);
    expect(safe).not.toMatch(/script|onerror|onclick|style=|javascript:|iframe/i);
    expect(safe).toContain('<p>Hi</p>');
  });

  it('opens new windows without handing them this page', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('is stable when run twice', () => {
    const once = sanitizeRichText('<p>a &amp; b <em>c</em></p><ul><li>d</li></ul>');
    expect(sanitizeRichText(once)).toBe(once);
  });

  it('reads the words without markup, blocks apart', () => {
    expect(plainTextOf('<h2>Title</h2><p>One &amp; two</p><ul><li>three</li><li>four</li></ul>')).toBe(
      'Title One & two three four',
    );
    expect(plainTextOf('<p>a<script>secret()</script>b</p>')).toBe('ab');
  });
});
