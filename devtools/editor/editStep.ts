import { createContext } from 'react';

/**
 * How a field of a form (SchemaForm) says that its next change is a step of undo of its own, never
 * joined to typing before or after it: a picture chosen or removed (ImageField), as against the
 * letters of a word, which the editor joins into one step. Call it just before the field's onChange.
 */
export const EditStepContext = createContext<() => void>(() => {});

/**
 * How the select that picks a value's kind (KindSelectWidget) says its next change is a switch of
 * kind: a step of undo of its own, without the empty parts the form fills in for the new kind
 * (emptyParts.ts).
 */
export const KindSwitchContext = createContext<() => void>(() => {});

/** What a form's change is: `step`, a change to undo on its own (see EditStepContext). */
export interface FormChange {
  step: boolean;
}
