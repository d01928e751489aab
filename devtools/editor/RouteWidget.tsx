import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { listPages, type PageSummary } from './editorClient';

/** The site's pages, asked for once per editor session (new pages come with a reload of the editor). */
let pages: Promise<PageSummary[]> | null = null;
function useSitePages(): PageSummary[] {
  const [list, setList] = useState<PageSummary[]>([]);
  useEffect(() => {
    let live = true;
    (pages ??= listPages().catch(() => ((pages = null), []))).then((found) => live && setList(found));
    return () => {
      live = false;
    };
  }, []);
  return list;
}

/** Every place a navigate action can lead: each path with its page's title, then that page's sections. */
export function routeOptions(list: PageSummary[]): Array<{ value: string; label: string }> {
  const options: Array<{ value: string; label: string }> = [];
  for (const page of [...list].sort((a, b) => (a.paths[0] ?? '').localeCompare(b.paths[0] ?? ''))) {
    for (const path of page.paths) {
      options.push({ value: path, label: page.title });
      for (const anchor of page.anchors ?? []) options.push({ value: `${path}#${anchor}`, label: `${page.title} › ${anchor}` });
    }
  }
  return options;
}

/**
 * The `navigate` field: a text box that offers the site's routes as the author types (the
 * platform's own <datalist>), each with its page's title, and each page's sections as `path#id`.
 * Any path can still be typed; validate checks it like every other.
 */
export function RouteWidget({ id, value, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors, placeholder }: WidgetProps) {
  const options = routeOptions(useSitePages());
  const listId = `${id}-routes`;
  return (
    <>
      <input
        id={id}
        name={id}
        className="form-control"
        type="text"
        list={listId}
        value={typeof value === 'string' ? value : ''}
        required={required}
        disabled={disabled || readonly}
        placeholder={placeholder || '/contact'}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={rawErrors?.length ? true : undefined}
        // Its help and its errors (validate's message after a save), as rjsf's own inputs have them.
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
      <datalist id={listId} data-route-options>
        {options.map((option) => (
          <option key={option.value} value={option.value} label={option.label} />
        ))}
      </datalist>
    </>
  );
}
