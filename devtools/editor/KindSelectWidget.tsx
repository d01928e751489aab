import { getDefaultRegistry } from '@rjsf/core';
import type { WidgetProps } from '@rjsf/utils';
import { useContext } from 'react';
import { KindSwitchContext } from './editStep';

const CoreSelect = getDefaultRegistry().widgets.SelectWidget!;

/** rjsf names the select that picks a oneOf's (or anyOf's) branch so. */
const KIND_SELECT = /__(one|any)of_select$/;

/**
 * rjsf's select, named for screen readers where rjsf leaves it nameless: the select that picks the
 * kind of a value with several shapes (an action: navigate, scroll, link; a grid's kind of card)
 * is drawn without a label of its own.
 */
/** What the select picks the kind of: a titled field by its title, an untitled array item by its place. */
function subject(label: string): string {
  const item = /^(.+)-(\d+)$/.exec(label);
  return item ? `${item[1]} item ${Number(item[2]) + 1}` : label;
}

export function SelectWidget(props: WidgetProps) {
  const markKindSwitch = useContext(KindSwitchContext);
  if (!KIND_SELECT.test(props.name)) return <CoreSelect {...props} />;
  return (
    <>
      <label htmlFor={props.id} className="rjsf-kind-label">
        {`Kind of ${subject(props.label)}`}
      </label>
      <CoreSelect
        {...props}
        onChange={(kind: unknown) => {
          markKindSwitch();
          props.onChange(kind);
        }}
      />
    </>
  );
}
