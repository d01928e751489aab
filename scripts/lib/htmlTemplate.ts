/** Fills the Vite-built index.html with one page's head, styles, markup and data. */
export interface TemplateParts {
  head: string;
  styles: string;
  app: string;
  /** Serialised page data, embedded as non-executable JSON. */
  data: string;
  /** Extra <link rel="modulepreload"> tags for the page's block components. */
  preloads: string;
  /** Structured data for search engines (non-executable JSON-LD). */
  jsonLd: string;
}

/** JSON safe to place inside a <script> element: no '</script>', no HTML comments, no U+2028/9. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function fillTemplate(template: string, parts: TemplateParts): string {
  const required = ['<!--head-->', '<!--styles-->', '<!--app-->', '<!--data-->'];
  for (const marker of required) if (!template.includes(marker)) throw new Error(`index.html lacks the ${marker} marker`);
  return template
    .replace('<!--head-->', `${parts.head}\n    <script type="application/ld+json">${parts.jsonLd}</script>`)
    .replace('<!--styles-->', `${parts.preloads}${parts.styles}`)
    .replace('<!--app-->', parts.app)
    .replace('<!--data-->', `<script type="application/json" id="page-data">${parts.data}</script>`);
}
