import styled from 'styled-components';
import type { BlockProps } from '../siteTypes';
import { CardList, Container, Section } from '../shared/layout';
import { SectionHeading } from '../shared/SectionHeading';
import { headlineFigure } from '../shared/headlineFigure';

const Card = styled.li<{ $dark: boolean }>`
  display: grid;
  align-content: start;
  gap: 10px;
  padding: 28px 24px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ $dark, theme }) => ($dark ? theme.color.panelOnDark : theme.color.surface)};
  border: 1px solid ${({ $dark, theme }) => ($dark ? theme.color.hairlineOnDark : theme.color.border)};
  border-top: 4px solid ${({ theme }) => theme.color.accent500};
  box-shadow: ${({ $dark, theme }) => ($dark ? 'none' : theme.shadow.sm)};
`;

const Figure = styled.p<{ $dark: boolean }>`
  ${headlineFigure('clamp(2.25rem, 1.7rem + 2vw, 3.25rem)')}
`;

const Title = styled.h3<{ $dark: boolean }>`
  font-size: ${({ theme }) => theme.text.lg};
  color: ${({ $dark, theme }) => ($dark ? theme.color.onDark : theme.color.navy900)};
`;

const Text = styled.p<{ $dark: boolean }>`
  color: ${({ $dark, theme }) => ($dark ? theme.color.mutedOnDark : theme.color.muted)};
`;

/** Outcome metrics: each a title, a large figure and a sentence of context. */
export default function Metrics({ block }: BlockProps<'metrics'>) {
  const tone = block.tone ?? 'alt';
  const dark = tone === 'dark';
  return (
    <Section id={block.id} $tone={tone}>
      <Container>
        <SectionHeading eyebrow={block.eyebrow} title={block.title} intro={block.intro} onDark={dark} />
        <CardList $columns={Math.min(block.items.length, 3)} data-metrics>
          {block.items.map((item) => (
            <Card key={item.title} $dark={dark}>
              <Figure $dark={dark}>{item.metric}</Figure>
              <Title as={block.title ? 'h3' : 'h2'} $dark={dark}>
                {item.title}
              </Title>
              <Text $dark={dark}>{item.description}</Text>
            </Card>
          ))}
        </CardList>
      </Container>
    </Section>
  );
}
