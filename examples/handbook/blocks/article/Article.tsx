import styled from 'styled-components';
import type { BlockProps } from '../siteTypes';
import { BlockSection, Column } from '../layout';
import { CodeSample } from '../shared';

const Section = styled.section`
  & + & {
    margin-top: 36px;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize.section};
    margin-bottom: 12px;
  }
  p + p {
    margin-top: 12px;
  }
`;

/** Prose in sections, each with its heading (an h2) and its anchor. */
export default function Article({ block }: BlockProps<'article'>) {
  return (
    <BlockSection id={block.id}>
      <Column>
        {block.sections.map((section) => (
          <Section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`}>{section.heading}</h2>
            {section.paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
            {section.code && (
              <CodeSample>
                <code>{section.code}</code>
              </CodeSample>
            )}
          </Section>
        ))}
      </Column>
    </BlockSection>
  );
}
