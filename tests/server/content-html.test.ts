import { describe, expect, it } from 'vitest';
import { isAllowedImage, isAllowedLink } from '../../src/domain/html-policy';
import { sanitizeEventBody } from '../../server/modules/content/content-html';

/** The server's sanitiser of event bodies over the allow-list of src/domain/html-policy.ts. */
describe('event body sanitiser', () => {
  it('removes scripts, with their code', () => {
    expect(sanitizeEventBody('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
    expect(sanitizeEventBody('<p>Hi<script src="https://evil.example/x.js"></script></p>')).toBe('<p>Hi</p>');
    expect(sanitizeEventBody('<noscript><p>x</p></noscript><p>ok</p>')).toBe('<p>ok</p>');
  });

  it('removes event handlers', () => {
    expect(sanitizeEventBody('<img src="https://example.com/a.png" onerror="alert(1)">')).toBe('<img src="https://example.com/a.png" />');
    expect(sanitizeEventBody('<p onclick="alert(1)" onmouseover="x()">Tap</p>')).toBe('<p>Tap</p>');
    expect(sanitizeEventBody('<a href="https://example.com" onclick="steal()">Link</a>')).toBe('<a href="https://example.com">Link</a>');
  });

  it('removes javascript:, data: and relative links, keeping the text', () => {
    expect(sanitizeEventBody('<a href="javascript:alert(1)">Click</a>')).toBe('<a>Click</a>');
    expect(sanitizeEventBody('<a href=" JaVaScRiPt:alert(1)">Click</a>')).toBe('<a>Click</a>');
    expect(sanitizeEventBody('<a href="jav&#x09;ascript:alert(1)">Click</a>')).toBe('<a>Click</a>');
    expect(sanitizeEventBody('<a href="data:text/html,<script>alert(1)</script>">Click</a>')).toBe('<a>Click</a>');
    expect(sanitizeEventBody('<a href="//evil.example/">Click</a>')).toBe('<a>Click</a>');
    expect(sanitizeEventBody('<a href="/logout">Click</a>')).toBe('<a>Click</a>');
    expect(sanitizeEventBody('<a href="http://example.com">Plain http</a>')).toBe('<a>Plain http</a>');
  });

  it('removes style attributes and style elements, classes and ids', () => {
    expect(sanitizeEventBody('<p style="position:fixed;top:0">Pinned</p>')).toBe('<p>Pinned</p>');
    expect(sanitizeEventBody('<style>body{display:none}</style><p class="x" id="y">Text</p>')).toBe('<p>Text</p>');
  });

  it('removes iframes, objects, forms and SVG', () => {
    expect(sanitizeEventBody('<iframe src="https://evil.example"></iframe><p>After</p>')).toBe('<p>After</p>');
    expect(sanitizeEventBody('<object data="x.swf"></object><embed src="x.swf"><p>After</p>')).toBe('<p>After</p>');
    expect(sanitizeEventBody('<form action="https://evil.example"><input name="pw"><button>Go</button></form>')).toBe('Go');
    expect(sanitizeEventBody('<svg><script>alert(1)</script><circle r="5"/></svg><p>After</p>')).toBe('<p>After</p>');
  });

  it('removes images from anywhere but https and stored files', () => {
    expect(sanitizeEventBody('<img src="javascript:alert(1)"><img src="http://example.com/a.png"><img src="data:image/png;base64,AAAA">')).toBe('');
    expect(sanitizeEventBody('<img src="/sdk/files/abcdefgh1234" alt="Stall">')).toBe('<img src="/sdk/files/abcdefgh1234" alt="Stall" />');
    expect(sanitizeEventBody('<img src="/sdk/other/abcdefgh1234">')).toBe('');
  });

  it('keeps formatting: paragraphs, bold, italics, lists, links, headings, tables', () => {
    const body = [
      '<h2>Spring Market</h2>',
      '<p>Bring <strong>cash</strong> and <em>friends</em>.<br />Dogs on a lead.</p>',
      '<ul><li>Coffee</li><li>Plants</li></ul>',
      '<ol start="2"><li>Second</li></ol>',
      '<p><a href="https://market.example/stalls" title="Stalls">Book a stall</a>, <a href="mailto:events@willowcreek.example">e-mail us</a> or <a href="tel:+27114650100">call</a>.</p>',
      '<blockquote>See you there</blockquote>',
      '<table><thead><tr><th scope="col">Time</th></tr></thead><tbody><tr><td colspan="2">09:00</td></tr></tbody></table>',
    ].join('');
    expect(sanitizeEventBody(body)).toBe(body);
  });

  it('escapes text that only looks like markup and closes what is left open', () => {
    expect(sanitizeEventBody('<p>5 < 6 & 7 > 3')).toBe('<p>5 &lt; 6 &amp; 7 &gt; 3</p>');
    expect(sanitizeEventBody('<p><strong>open')).toBe('<p><strong>open</strong></p>');
  });

  it('the policy: links only to https, mailto and tel; images only https or stored files', () => {
    expect(['https://a.example', 'mailto:a@b.example', 'tel:+2711', 'http://a.example', 'javascript:x', '/x'].map(isAllowedLink)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(['https://a.example/p.png', '/sdk/files/abcdefgh1234', '/sdk/files/short', 'http://a.example/p.png'].map(isAllowedImage)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
