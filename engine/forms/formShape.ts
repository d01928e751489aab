/**
 * A form as the engine's form machinery reads it: the fields it checks and sends, the messages it
 * shows, and the properties that decide what it records. A site's form block (its schema and the
 * type generated from it) has these and more (labels, layout, an aside), which only the site's
 * component reads; any block with these fields can use the machinery.
 */
export interface FormFieldShape {
  /** Key of the value in the JSON sent. */
  name: string;
  label: string;
  /** 'email' gets the browser's email check and 'textarea' a longer default limit; other kinds are plain text to the engine. */
  kind: string;
  required?: boolean;
  maxLength?: number;
  /** Sent when the field is left blank. */
  emptyValue?: string;
}

/** A toast: a title and a description. */
export interface FormMessageShape {
  title: string;
  description: string;
}

export interface FormShape {
  /** Which of the site's endpoints receives the submission (see FormSettings.endpoints). */
  target: string;
  formType?: string;
  conversion?: boolean;
  trackFieldFocus?: boolean;
  errorLogContext?: string;
  lockFieldsWhileSending?: boolean;
  fields: readonly FormFieldShape[];
  timestampField: string;
  extra?: Readonly<Record<string, string | undefined>>;
  messages: {
    missing?: FormMessageShape;
    success: FormMessageShape;
    httpError?: FormMessageShape;
    failure: FormMessageShape;
  };
  genericFailure?: boolean;
}
