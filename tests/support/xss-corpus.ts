/** The XSS corpus (each placed in a content Markdown file and in a YAML text field). */
export const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '[x](javascript:alert(1))',
  '[x](JAVASCRIPT:alert(1))',
  '[x](data:text/html,<script>alert(1)</script>)',
  '<iframe src="https://evil.example">',
  '<svg onload=alert(1)>',
  '<style>body{display:none}</style>',
  '<a href="//evil.example">x</a>',
  // Variants of the same.
  '<a href="&#106;avascript:alert(1)">entity</a>',
  '<a href="java\tscript:alert(1)">tab</a>',
  '<a href="/\\evil.example">backslash</a>',
  '<object data="https://evil.example/x.swf"></object>',
  '<form action="https://evil.example"><input name=a></form>',
  '<p style="position:fixed;inset:0" onclick="alert(1)">cover</p>',
  '![x](https://evil.example/pixel.png)',
  '<a href="vbscript:msgbox(1)">vb</a>',
] as const

/** The corpus as Markdown paragraphs (blank line between). */
export const xssMarkdown = () => XSS_CORPUS.join('\n\n')
