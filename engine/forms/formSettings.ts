/**
 * What only the site knows about its forms, handed to the engine's form machinery with each form
 * (useFormSubmission): where each target posts, which hidden field catches bots, and what a field's
 * first focus is recorded as. The engine has no defaults for them: they are the site's names.
 */
export interface FormSettings<Target extends string = string> {
  /** The URL each target posts to (a form block names its target). */
  endpoints: Readonly<Record<Target, string>>;
  /**
   * Name of a field the site renders hidden from people: bots fill it, so a submission with it
   * filled is answered as a success and nothing is sent.
   */
  honeypotField: string;
  /** Event recorded, with action 'field_focus' and the field's name, on the first focus of each field of a form with trackFieldFocus. */
  fieldFocusEvent: string;
  /** The currency of the conversion a form with `conversion` records on success (an ISO 4217 code, such as 'EUR'). */
  conversionCurrency: string;
}
