import type { DescriptionFieldProps } from '@rjsf/utils';

/**
 * A description's first sentence, and the rest ('' when it has one sentence): a sentence ends at
 * '.', '!' or '?' followed by a space and a capital letter, so "e.g. 'services'" does not end one.
 */
export function firstSentence(text: string): [string, string] {
  const match = /^(.+?[.!?])\s+(?=[A-Z])(.+)$/s.exec(text.trim());
  return match ? [match[1]!, match[2]!] : [text.trim(), ''];
}

/**
 * A field's description as a one-line hint: its first sentence, and the rest behind "More" (the
 * platform's <details>), so a form reads at a glance and the whole text is a click away. The schema
 * writes descriptions for people editing the JSON file too, and some run to three sentences.
 */
export function FieldHint({ id, description, schema }: DescriptionFieldProps) {
  if (!description) return null;
  if (typeof description !== 'string') {
    return (
      <div id={id} className="field-description">
        {description}
      </div>
    );
  }
  const [first, rest] = firstSentence(description);
  return (
    <div id={id} className="field-description">
      {first}
      {rest && (
        <details>
          <summary aria-label={schema.title ? `More about ${schema.title}` : 'More'}>More</summary>
          <span>{rest}</span>
        </details>
      )}
    </div>
  );
}
