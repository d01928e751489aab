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

/**
 * What the visitor is told when a send fails: one title, and a description for each cause (see
 * failureMessage.ts for the placeholders each is given).
 */
export interface FormFailureShape {
  title: string;
  /** Nothing reached the webhook: offline, or its server could not be reached. */
  network: string;
  /** No answer within the time limit; '{{seconds}}' is filled in. */
  timeout: string;
  /** The webhook answered with an error status; '{{status}}' is filled in. */
  refused: string;
  /** The webhook answered with a redirect, which is not followed. */
  redirected: string;
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
    failure: FormFailureShape;
  };
}
