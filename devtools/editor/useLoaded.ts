import { useEffect, useState } from 'react';

/**
 * What `load` answers, once it has (the dev server's icons, reserved names, block types); `before`
 * until then, and for good if it fails: each use says what the editor does without it. An answer
 * that comes after the component has gone is dropped.
 */
export function useLoaded<T>(load: () => Promise<T>, before: T): T {
  const [value, setValue] = useState<T>(before);
  useEffect(() => {
    let live = true;
    load().then(
      (found) => live && setValue(() => found),
      () => undefined,
    );
    return () => {
      live = false;
    };
    // Loaded once: the loaders are module functions that keep their own answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
}
