import styled, { css } from 'styled-components';
import type { BlockProps } from '../siteTypes';
import { Container, Section, VisuallyHidden } from '../shared/layout';
import { SectionHeading } from '../shared/SectionHeading';

/**
 * Small screens: a vertical timeline. Wide screens: a row (four or five steps) or two rows of three
 * (six steps), joined by a line through the step markers.
 */
const List = styled.ol<{ $count: number }>`
  list-style: none;
  display: grid;
  gap: 8px;
  ${({ $count, theme }) => {
    // Four steps: 2 + 2, then one row. Five: one row. Six or more: rows of three.
    const md = $count === 4 ? 2 : $count === 5 ? 5 : 3;
    const lg = $count === 4 ? 4 : md;
    return css`
      ${theme.up.md} {
        gap: 40px 24px;
        grid-template-columns: repeat(${md}, minmax(0, 1fr));
        > li:nth-child(${md}n)::before {
          display: none;
        }
      }
      ${theme.up.lg} {
        grid-template-columns: repeat(${lg}, minmax(0, 1fr));
        > li:nth-child(${md}n)::before {
          display: ${lg === md ? 'none' : 'block'};
        }
        > li:nth-child(${lg}n)::before {
          display: none;
        }
      }
    `;
  }}
`;

const Step = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr);
  gap: 0 16px;
  padding-bottom: 24px;
  /* The connecting line of the timeline. */
  &::before {
    content: '';
    position: absolute;
    left: 27px;
    top: 56px;
    bottom: 0;
    width: 2px;
    background: ${({ theme }) => theme.color.navy100};
  }
  &:last-child::before {
    display: none;
  }
  ${({ theme }) => theme.up.md} {
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
    padding-bottom: 0;
    &::before {
      left: 64px;
      right: -24px;
      top: 27px;
      bottom: auto;
      width: auto;
      height: 2px;
    }
  }
`;

const Marker = styled.span`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.navy900};
  color: ${({ theme }) => theme.color.onDark};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  box-shadow: 0 0 0 6px ${({ theme }) => theme.color.navy100};
  position: relative;
  z-index: 1;
`;

const Body = styled.div`
  display: grid;
  gap: 6px;
  padding-top: 10px;
  ${({ theme }) => theme.up.md} {
    padding-top: 0;
  }
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.text.lg};
  color: ${({ theme }) => theme.color.navy900};
`;

const Text = styled.p`
  color: ${({ theme }) => theme.color.muted};
`;

/** A numbered process as a timeline (small screens) or a row of steps (wide screens). */
export default function ProcessSteps({ block }: BlockProps<'process-steps'>) {
  const count = block.steps.length;
  return (
    <Section id={block.id} $tone={block.tone ?? 'default'}>
      <Container>
        <SectionHeading eyebrow={block.eyebrow} title={block.title} intro={block.intro} />
        <List $count={count} data-steps>
          {block.steps.map((step, index) => (
            <Step key={step.title}>
              <Marker aria-hidden="true">{step.step ?? String(index + 1).padStart(2, '0')}</Marker>
              <Body>
                <Title as={block.title ? 'h3' : 'h2'}>
                  <VisuallyHidden>{`Step ${step.step ?? index + 1}: `}</VisuallyHidden>
                  {step.title}
                </Title>
                <Text>{step.description}</Text>
              </Body>
            </Step>
          ))}
        </List>
      </Container>
    </Section>
  );
}
