import styled from 'styled-components';
import type { FrameProps } from '../siteTypes';

/** Stays at the top on wide screens only: on a phone its links take three rows, too much to keep. */
const Bar = styled.header`
  ${({ theme }) => theme.media.wide} {
    position: sticky;
    top: 0;
    z-index: 10;
  }
  background: ${({ theme }) => theme.color.teal};
  color: ${({ theme }) => theme.color.white};
  font-family: ${({ theme }) => theme.font.ui};
`;

const Inner = styled.div`
  width: min(100% - 32px, 1040px);
  margin-inline: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 24px;
  padding-block: 12px;
  a {
    color: inherit;
  }
`;

const Name = styled.a`
  font-weight: 700;
  font-size: 1.125rem;
  text-decoration: none;
  margin-right: auto;
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 2px 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding-block: 6px;
    text-decoration: none;
    border-bottom: 2px solid transparent;
  }
  a:hover,
  a[aria-current='page'] {
    border-bottom-color: currentColor;
  }
`;

/** The handbook's header: its name, leading home, and its guide's pages, the current one marked. */
export function Header({ site, page }: FrameProps) {
  return (
    <Bar>
      <Inner>
        <Name href="/">{site.brand}</Name>
        <nav aria-label="Handbook">
          <Links>
            {site.nav.map((link) => (
              <li key={link.href}>
                <a href={link.href} aria-current={page?.paths.includes(link.href) ? 'page' : undefined}>
                  {link.name}
                </a>
              </li>
            ))}
          </Links>
        </nav>
      </Inner>
    </Bar>
  );
}
