import styled from 'styled-components';
import { RichText } from '../../engine';
import type { BlockProps } from '../siteTypes';
import { ButtonLink } from '../shared/ButtonLink';
import { Container, Section, srOnly } from '../shared/layout';
import { Prose } from '../shared/Prose';
import { Eyebrow } from '../shared/SectionHeading';

const Column = styled.div<{ $center: boolean }>`
  max-width: 820px;
  margin: ${({ $center }) => ($center ? '0 auto' : '0')};
  text-align: ${({ $center }) => ($center ? 'center' : 'left')};
  display: grid;
  gap: 12px;
  ul {
    justify-items: ${({ $center }) => ($center ? 'center' : 'stretch')};
  }
`;

const Title = styled.h2<{ $onDark: boolean }>`
  font-size: ${({ theme }) => theme.text['3xl']};
  color: ${({ $onDark, theme }) => ($onDark ? theme.color.onDark : theme.color.navy900)};
  margin-bottom: 8px;
`;

const Action = styled.div`
  margin-top: 20px;
`;

const Hidden = styled.section`
  ${srOnly}
`;

/** A section of prose; the sr-only variant is kept for screen readers and search engines only. */
export default function Text({ block }: BlockProps<'text'>) {
  if (block.variant === 'sr-only') {
    return (
      <Hidden id={block.id}>
        {block.title && <h2>{block.title}</h2>}
        {block.paragraphs.map((paragraph, index) => (
          <p key={index}>
            <RichText text={paragraph} />
          </p>
        ))}
        {block.list?.length ? (
          <ul>
            {block.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : null}
      </Hidden>
    );
  }
  const tone = block.tone ?? 'default';
  const onDark = tone === 'dark';
  return (
    <Section id={block.id} $tone={tone}>
      <Container>
        <Column $center={block.align === 'center'}>
          {block.eyebrow && <Eyebrow $onDark={onDark}>{block.eyebrow}</Eyebrow>}
          {block.title && <Title $onDark={onDark}>{block.title}</Title>}
          <Prose paragraphs={block.paragraphs} list={block.list} onDark={onDark} />
          {block.action && (
            <Action>
              <ButtonLink button={block.action} fallbackStyle="primary" onDark={onDark} />
            </Action>
          )}
        </Column>
      </Container>
    </Section>
  );
}
