import { useId, useState } from 'react';
import styled from 'styled-components';
import { ChevronDown } from 'lucide-react';
import type { BlockProps } from '../registry';
import { trackEvent } from '../../engine/analytics/analytics';
import { Container, Section } from '../shared/layout';
import { SectionHeading } from '../shared/SectionHeading';

const List = styled.div`
  max-width: 860px;
  margin: 0 auto;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Question = styled.button`
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
  }
  &[aria-expanded='true'] svg {
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
  &[hidden] {
    display: none;
  }
`;

/**
 * Questions as disclosure buttons (aria-expanded, aria-controls): Enter and Space toggle them as
 * native buttons do, and the answers are in the page for search engines even while closed.
 */
export default function Faq({ block }: BlockProps<'faq'>) {
  const baseId = useId();
  const [open, setOpen] = useState<Set<number>>(() => new Set());
  const toggle = (index: number, question: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else {
        next.add(index);
        trackEvent('faq_open', { question });
      }
      return next;
    });
  return (
    <Section id={block.id} $tone="default">
      <Container>
        <SectionHeading eyebrow={block.eyebrow} title={block.title} intro={block.intro} />
        <List>
          {block.items.map((item, index) => {
            const expanded = open.has(index);
            const answerId = `${baseId}-answer-${index}`;
            const questionId = `${baseId}-question-${index}`;
            return (
              <Item key={item.question}>
                <QuestionHeading as={block.title ? 'h3' : 'h2'}>
                  <Question
                    type="button"
                    id={questionId}
                    aria-expanded={expanded}
                    aria-controls={answerId}
                    onClick={() => toggle(index, item.question)}
                  >
                    <span>{item.question}</span>
                    <ChevronDown size={22} aria-hidden="true" focusable="false" />
                  </Question>
                </QuestionHeading>
                <Answer id={answerId} role="region" aria-labelledby={questionId} hidden={!expanded}>
                  <p>{item.answer}</p>
                </Answer>
              </Item>
            );
          })}
        </List>
      </Container>
    </Section>
  );
}
