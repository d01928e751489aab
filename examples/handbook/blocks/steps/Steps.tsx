import styled from 'styled-components';
import type { BlockProps } from '../siteTypes';
import { BlockSection, Column } from '../layout';
import { CodeSample } from '../shared';

const List = styled.ol`
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  > li {
    position: relative;
    padding-left: 48px;
    counter-increment: step;
  }
  > li + li {
    margin-top: 28px;
  }
  > li::before {
    content: counter(step);
    position: absolute;
    left: 0;
    top: 0;
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.teal};
    color: ${({ theme }) => theme.color.white};
    font-family: ${({ theme }) => theme.font.ui};
    font-weight: 700;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lead};
    margin-bottom: 6px;
  }
`;

/** A numbered procedure: an ordered list, so its order is read out as well as seen. */
export default function Steps({ block }: BlockProps<'steps'>) {
  return (
    <BlockSection id={block.id} aria-labelledby={block.id ? `${block.id}-heading` : undefined}>
      <Column>
        <h2 id={block.id ? `${block.id}-heading` : undefined}>{block.title}</h2>
        <List>
          {block.items.map((step, index) => (
            <li key={index}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
              {step.code && (
                <CodeSample>
                  <code>{step.code}</code>
                </CodeSample>
              )}
            </li>
          ))}
        </List>
      </Column>
    </BlockSection>
  );
}
