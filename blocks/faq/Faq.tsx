import styled from 'styled-components';
import { ChevronDown } from 'lucide-react';
import { Glyph } from '../shared/Icon';
import { Container, Section } from '../shared/layout';
import { textLinks } from '../shared/textLinks';
import { SectionHeading } from '../shared/SectionHeading';
import { openTracking, RichText } from '../../engine';
import type { BlockProps } from '../siteTypes';

const List = styled.div`
  max-width: 860px;
  margin: 0 auto;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Item = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  /* On paper nothing can be opened: every answer is printed, whether its question is open or not
     (the browser keeps a closed disclosure's content in ::details-content, which it hides). */
  @media print {
    &::details-content {
      content-visibility: visible;
    }
    & > summary svg {
      display: none;
    }
  }
`;

const Question = styled.summary`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  min-height: 64px;
  padding: 18px 4px;
  border: 0;
  background: none;
  text-align: left;
  font-size: ${({ theme }) => theme.text.lg};
  font-weight: 650;
  color: ${({ theme }) => theme.color.navy900};
  cursor: pointer;
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.accent600};
    transition: transform ${({ theme }) => theme.motion.base};
    /* Turned from a transform it already has: one from none re-lays the icon out as it opens. */
    transform: rotate(0);
  }
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  details[open] > & svg {
    transform: rotate(180deg);
  }
  &:hover {
    color: ${({ theme }) => theme.color.accent700};
  }
`;

const QuestionHeading = styled.h3`
  margin: 0;
  font-size: inherit;
`;

const Answer = styled.div`
  padding: 0 4px 22px;
  max-width: 72ch;
  color: ${({ theme }) => theme.color.muted};
  ${textLinks()}
  &[hidden] {
    display: none;
  }
`;

/**
 * Questions as native disclosures (<details>/<summary>): they open and close with a click, Enter or
 * Space without any script, the answers are in the page for search engines and find-in-page, and
 * opening one records faq_open through the boot script's delegated listener.
 */
export default function Faq({ block }: BlockProps<'faq'>) {
  const Heading = block.title ? 'h3' : 'h2';
  return (
    <Section id={block.id} $tone="default">
      <Container>
        <SectionHeading eyebrow={block.eyebrow} title={block.title} intro={block.intro} />
        <List>
          {block.items.map((item) => (
            <Item key={item.question} {...openTracking('faq_open', { question: item.question })}>
              <Question>
                <QuestionHeading as={Heading}>{item.question}</QuestionHeading>
                <Glyph icon={ChevronDown} size={22} />
              </Question>
              <Answer>
                <p>
                  <RichText text={item.answer} />
                </p>
              </Answer>
            </Item>
          ))}
        </List>
      </Container>
    </Section>
  );
}
