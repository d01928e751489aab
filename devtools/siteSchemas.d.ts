/** The site's schema files, by their path under schema/ (siteSchemasPlugin.ts). */
declare module 'virtual:site-schemas' {
  const schemas: Readonly<Record<string, unknown>>;
  export default schemas;
}
