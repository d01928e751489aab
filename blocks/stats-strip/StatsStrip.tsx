import styled from 'styled-components';
import type { BlockProps } from '../siteTypes';
import { Container, Section, VisuallyHidden } from '../shared/layout';
import { headlineFigure } from '../shared/headlineFigure';

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.text['2xl']};
  text-align: center;
  margin-bottom: 32px;
`;

const List = styled.dl<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 28px 16px;
  margin: 0;
  ${({ theme }) => theme.up.md} {
    grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  }
`;

const Item = styled.div<{ $dark: boolean }>`
  display: flex;
  flex-direction: column-reverse;
  align-items: center;
  gap: 6px;
  text-align: center;
  padding: 4px 8px;
  ${({ theme }) => theme.up.md} {
    & + & {
      border-left: 1px solid ${({ $dark, theme }) => ($dark ? theme.color.dividerOnDark : theme.color.divider)};
    }
  }
  dt {
    font-size: ${({ theme }) => theme.text.sm};
    font-weight: 600;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${({ $dark, theme }) => ($dark ? theme.color.mutedOnDark : theme.color.muted)};
  }
  dd {
    margin: 0;
    ${headlineFigure('clamp(2rem, 1.5rem + 2vw, 3rem)')}
  }
`;

/** A band of headline figures. */
export default function StatsStrip({ block }: BlockProps<'stats-strip'>) {
  const dark = block.tone !== 'light';
  return (
    <Section id={block.id} $tone={dark ? 'dark' : 'alt'} $tight>
      <Container>
        {block.title && (block.hideTitle ? <VisuallyHidden as="h2">{block.title}</VisuallyHidden> : <Heading>{block.title}</Heading>)}
        <List $count={block.items.length}>
          {block.items.map((item) => (
            <Item key={item.label} $dark={dark}>
              <dt>{item.label}</dt>
              <dd>{item.metric}</dd>
            </Item>
          ))}
        </List>
      </Container>
    </Section>
  );
}
