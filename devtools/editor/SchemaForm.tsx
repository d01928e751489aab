import Form from '@rjsf/core';
import {
  buttonId,
  type ArrayFieldItemButtonsTemplateProps,
  type ErrorSchema,
  type IconButtonProps,
  type RegistryFieldsType,
  type OptionalDataControlsTemplateProps,
  type RJSFSchema,
} from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import { useCallback, useMemo, useRef } from 'react';
import { EditStepContext, KindSwitchContext, type FormChange } from './editStep';
import { withoutNewEmptyParts } from './emptyParts';
import { inFileKeyOrder } from './keyOrder';
import { formUiSchema } from './formSchemas';
import { FormStyles } from './formStyles';
import { RouteWidget } from './RouteWidget';
import { AnchorWidget, type PageFormContext } from './AnchorWidget';
import { FieldHint } from './FieldHint';
import { IconWidget } from './IconWidget';
import { SelectWidget } from './KindSelectWidget';
import { ImageField } from './ImageField';
import { RichTextField } from './RichTextField';

/**
 * rjsf's validator on Ajv's draft 2020-12 class, the draft the schemas are written in (the default
 * class knows draft-07 only). The form uses it to pick a oneOf's branch for the data (an action:
 * navigate, scroll, href or none); the page is validated on Save by the dev server, with validate.
 */
const validator = customizeValidator({ AjvClass: Ajv2020 as unknown as typeof Ajv });

/** rjsf's own array buttons are icon fonts this project does not load: words instead, named for screen readers. */
function wordButton(word: string, label: string) {
  return function WordButton({ icon: _icon, iconType: _type, uiSchema: _ui, registry: _registry, className, ...props }: IconButtonProps) {
    return (
      <button type="button" className={`rjsf-word-button ${className ?? ''}`} aria-label={label} title={label} {...props}>
        {word}
      </button>
    );
  };
}

/**
 * A list item's buttons, each named for its item ("Move item 2 up", "Remove item 3"): rjsf names
 * every item's alike: on the home page's card grid a screen reader listed eight "Move item up".
 */
function ItemButtons(props: ArrayFieldItemButtonsTemplateProps) {
  const { disabled, readonly, hasCopy, hasMoveDown, hasMoveUp, hasRemove, index, fieldPathId } = props;
  const item = `item ${index + 1}`;
  const off = disabled || readonly;
  const button = (kind: 'moveUp' | 'moveDown' | 'copy' | 'remove', word: string, label: string, onClick: () => void, isOff = off) => (
    <button
      type="button"
      id={buttonId(fieldPathId, kind)}
      className={`rjsf-word-button rjsf-array-item-${kind.replace(/[A-Z]/, (letter) => `-${letter.toLowerCase()}`)}`}
      aria-label={label}
      title={label}
      disabled={isOff}
      onClick={onClick}
    >
      {word}
    </button>
  );
  return (
    <>
      {(hasMoveUp || hasMoveDown) && button('moveUp', '↑', `Move ${item} up`, props.onMoveUpItem, off || !hasMoveUp)}
      {(hasMoveUp || hasMoveDown) && button('moveDown', '↓', `Move ${item} down`, props.onMoveDownItem, off || !hasMoveDown)}
      {hasCopy && button('copy', 'Copy', `Copy ${item}`, props.onCopyItem)}
      {hasRemove && button('remove', 'Remove', `Remove ${item}`, props.onRemoveItem)}
    </>
  );
}

/** An optional object (an image, a second button) stays out of the page until the author adds it. */
function OptionalDataControls({ id, label, onAddClick, onRemoveClick }: OptionalDataControlsTemplateProps) {
  if (!onAddClick && !onRemoveClick) return <em id={id}>{label}</em>;
  return (
    <button type="button" id={id} className="rjsf-word-button" aria-label={label} title={label} onClick={onAddClick ?? onRemoveClick}>
      {onAddClick ? '+ Add' : 'Remove'}
    </button>
  );
}

/** Field widgets the form schemas name in their uiSchema (formUiSchema), and rjsf's select, named. */
const widgets = { route: RouteWidget, anchor: AnchorWidget, icon: IconWidget, SelectWidget };
/** Whole fields the uiSchema names: an image is picked and uploaded, not typed in as four values; a rich text is formatted. */
const fields = { image: ImageField, richText: RichTextField } as RegistryFieldsType;

const templates = {
  DescriptionFieldTemplate: FieldHint,
  OptionalDataControlsTemplate: OptionalDataControls,
  ArrayFieldItemButtonsTemplate: ItemButtons,
  // An item's own buttons are ItemButtons'.
  ButtonTemplates: { AddButton: wordButton('+ Add item', 'Add item') },
};

export interface SchemaFormProps {
  /** Distinguishes forms' element ids (a block's key, or 'meta'). */
  id: string;
  schema: RJSFSchema;
  value: Record<string, unknown>;
  /** A change of the form's value; `change.step` when a field made it a step of undo of its own (EditStepContext). */
  onChange: (value: Record<string, unknown>, change: FormChange) => void;
  /** The last save's issues on this form's fields. */
  errors: ErrorSchema;
  /** What its fields may offer of the page: its sections, for a scroll target. */
  context?: PageFormContext;
}

/** A form generated from a JSON Schema by rjsf: every field with its schema's title and description. */
export function SchemaForm({ id, schema, value, onChange, errors, context }: SchemaFormProps) {
  const uiSchema = useMemo(() => formUiSchema(schema), [schema]);
  // Set by a field just before a change to undo on its own; rjsf hands the change on a moment later.
  const step = useRef(false);
  const markStep = useCallback(() => {
    step.current = true;
  }, []);
  // Set by the select of a value's kind just before its change.
  const kindSwitch = useRef(false);
  const markKindSwitch = useCallback(() => {
    kindSwitch.current = true;
  }, []);
  return (
    <FormStyles>
      <EditStepContext.Provider value={markStep}>
        <KindSwitchContext.Provider value={markKindSwitch}>
          <Form
            idPrefix={`edit-${id}`}
            schema={schema}
            uiSchema={uiSchema}
            formData={value}
            validator={validator}
            templates={templates}
            widgets={widgets}
            fields={fields}
            formContext={context}
            extraErrors={errors}
            showErrorList={false}
            noHtml5Validate
            // The form never invents content: no defaults filled in, no empty items added for minItems.
            experimental_defaultFormStateBehavior={{ emptyObjectFields: 'populateRequiredDefaults', arrayMinItems: { populate: 'never' } }}
            onChange={(event) => {
              const switched = kindSwitch.current;
              const change = { step: step.current || switched };
              step.current = kindSwitch.current = false;
              const data = (event.formData ?? {}) as Record<string, unknown>;
              const kept = switched ? withoutNewEmptyParts(value, data) : data;
              onChange(inFileKeyOrder(value, kept, schema), change);
            }}
          />
        </KindSwitchContext.Provider>
      </EditStepContext.Provider>
    </FormStyles>
  );
}
