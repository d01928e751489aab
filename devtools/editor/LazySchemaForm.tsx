import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * The form library (rjsf, its Ajv validator, lodash, downshift: some four megabytes of the dev
 * server's modules) comes after the editor's first render: the page's preview needs none of it.
 */
const SchemaFormModule = lazy(() => import('./SchemaForm').then(({ SchemaForm }) => ({ default: SchemaForm })));

/** SchemaForm, once its module is there; until then a line that says it is coming. */
export function SchemaForm(props: ComponentProps<typeof SchemaFormModule>) {
  return (
    <Suspense fallback={<p data-form-loading>Loading the form…</p>}>
      <SchemaFormModule {...props} />
    </Suspense>
  );
}
