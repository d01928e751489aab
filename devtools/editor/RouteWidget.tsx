import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useEffect, useMemo, useState } from 'react';
import { listPages, type PageSummary } from './editorClient';
import { routeOptions, suggestRoutes } from './routeSuggestions';

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

/**
 * The `navigate` field: a text box that offers the site's routes as the author types (the
 * platform's own <datalist>), each with its page's title, and each page's sections as `path#id`;
 * those that fit what is typed, a hundred at most (routeSuggestions.ts).
 * Any path can still be typed; validate checks it like every other.
 */
export function RouteWidget({ id, value, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors, placeholder }: WidgetProps) {
  const pages = useSitePages();
  const all = useMemo(() => routeOptions(pages), [pages]);
  // The suggestions exist while the author is in the field, and fit what is typed: a form with many
  // navigate fields on a site of thousands of pages would otherwise hold a list of every route in each.
  const [focused, setFocused] = useState(false);
  const text = typeof value === 'string' ? value : '';
  const options = focused ? suggestRoutes(all, text) : [];
  const listId = `${id}-routes`;
  return (
    <>
      <input
        id={id}
        name={id}
        className="form-control"
        type="text"
        list={listId}
        value={text}
        required={required}
        disabled={disabled || readonly}
        placeholder={placeholder || '/contact'}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={rawErrors?.length ? true : undefined}
        // Its help and its errors (validate's message after a save), as rjsf's own inputs have them.
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={(event) => {
          setFocused(false);
          onBlur(id, event.target.value);
        }}
        onFocus={(event) => {
          setFocused(true);
          onFocus(id, event.target.value);
        }}
      />
      <datalist id={listId} data-route-options>
        {options.map((option) => (
          <option key={option.value} value={option.value} label={option.label} />
        ))}
      </datalist>
    </>
  );
}
