import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown.ts';

describe('renderMarkdown', () => {
  it('renders Markdown, an h1 becoming an h2 under the page title', () => {
    const html = renderMarkdown(
      '# Titre\n\n## Partie\n\n### Détail\n\nDu **gras**, une [page](/page/cgu) et une liste :\n\n- un\n- deux',
    );
    expect(html).toContain('<h2>Titre</h2>');
    expect(html).toContain('<h2>Partie</h2>');
    expect(html).toContain('<h3>Détail</h3>');
    expect(html).toContain('<strong>gras</strong>');
    expect(html).toContain('<a href="/page/cgu">page</a>');
    expect(html).toContain('<li>un</li>');
  });

  it('renders tables', () => {
    expect(renderMarkdown('| a | b |\n|---|---|\n| 1 | 2 |')).toMatch(/<table>.*<td>1<\/td>/s);
  });

  it('shows raw HTML as text instead of injecting it', () => {
    const html = renderMarkdown(
      'Bonjour <script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n<div onclick="x()">clic</div>',
    );
    expect(html).not.toMatch(/<script|<img|<div/i);
    expect(html).not.toMatch(/<[^>]*\son\w+=/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('drops dangerous link schemes and marks external links', () => {
    const html = renderMarkdown('[a](javascript:alert(1)) [b](https://example.com) [c](mailto:contact@example.com)');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow">b</a>');
    expect(html).toContain('href="mailto:contact@example.com"');
  });
});
