import styled from 'styled-components';
import type { BlockProps } from '../siteTypes';
import { BlockSection, Column } from '../layout';

const Nav = styled.nav`
  padding: 14px 18px;
  border: 1px solid ${({ theme }) => theme.color.rule};
  border-radius: ${({ theme }) => theme.radius.card};
  font-family: ${({ theme }) => theme.font.ui};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.small};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.color.inkSoft};
    margin-bottom: 8px;
  }
  ol {
    margin: 0;
    padding-left: 20px;
  }
  li + li {
    margin-top: 4px;
  }
`;

/** Links to the page's sections, written by the build from its articles (content.ts). */
export default function Toc({ block }: BlockProps<'toc'>) {
  const entries = block.entries ?? [];
  if (entries.length === 0) return null;
  const headingId = `${block.id ?? 'toc'}-heading`;
  return (
    <BlockSection id={block.id}>
      <Column>
        <Nav aria-labelledby={headingId}>
          <h2 id={headingId}>{block.title}</h2>
          <ol>
            {entries.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`}>{entry.heading}</a>
              </li>
            ))}
          </ol>
        </Nav>
      </Column>
    </BlockSection>
  );
}
