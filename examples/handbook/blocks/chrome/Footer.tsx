import styled from 'styled-components';
import type { FrameProps } from '../siteTypes';

const Foot = styled.footer`
  margin-top: 48px;
  padding-block: 28px;
  border-top: 1px solid ${({ theme }) => theme.color.rule};
  font-family: ${({ theme }) => theme.font.ui};
  font-size: ${({ theme }) => theme.fontSize.small};
  color: ${({ theme }) => theme.color.inkSoft};
  p {
    width: min(100% - 32px, ${({ theme }) => theme.measure});
    margin-inline: auto;
  }
`;

/** The line at the foot of every page. */
export function Footer({ site }: FrameProps) {
  return (
    <Foot>
      <p>{site.footer}</p>
    </Foot>
  );
}
