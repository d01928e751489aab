import { useEffect, useState } from 'react';
import { listPageHeadingTypes } from './editorClient';

/**
 * The site's page-heading block types, once the dev server has said; none until then, or if it
 * cannot say (every type is offered then, and validate still refuses a second heading).
 */
export function usePageHeadingTypes(): string[] {
  const [types, setTypes] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    listPageHeadingTypes().then(
      (found) => live && setTypes(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return types;
}
