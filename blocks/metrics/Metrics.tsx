import styled from 'styled-components';
import type { BlockProps } from '../registry';
import { Container, Section } from '../shared/layout';
import { SectionHeading } from '../shared/SectionHeading';

const Grid = styled.ul<{ $count: number }>`
  list-style: none;
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.up.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.up.md} {
    grid-template-columns: repeat(${({ $count }) => Math.min($count, 3)}, minmax(0, 1fr));
  }
`;

const Card = styled.li<{ $dark: boolean }>`
  display: grid;
  align-content: start;
  gap: 10px;
  padding: 28px 24px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ $dark, theme }) => ($dark ? 'rgba(255,255,255,0.06)' : theme.color.surface)};
  border: 1px solid ${({ $dark, theme }) => ($dark ? 'rgba(255,255,255,0.14)' : theme.color.border)};
  border-top: 4px solid ${({ theme }) => theme.color.accent500};
  box-shadow: ${({ $dark, theme }) => ($dark ? 'none' : theme.shadow.sm)};
`;

const Figure = styled.p<{ $dark: boolean }>`
  font-size: clamp(2.25rem, 1.7rem + 2vw, 3.25rem);
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.02em;
  font-variant-numeric: tabular-nums;
  color: ${({ $dark, theme }) => ($dark ? theme.color.accent300 : theme.color.navy900)};
`;

const Title = styled.h3<{ $dark: boolean }>`
  font-size: ${({ theme }) => theme.text.lg};
  color: ${({ $dark, theme }) => ($dark ? '#fff' : theme.color.navy900)};
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
        <Grid $count={block.items.length} data-metrics>
          {block.items.map((item) => (
            <Card key={item.title} $dark={dark}>
              <Figure $dark={dark}>{item.metric}</Figure>
              <Title as={block.title ? 'h3' : 'h2'} $dark={dark}>
                {item.title}
              </Title>
              <Text $dark={dark}>{item.description}</Text>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
