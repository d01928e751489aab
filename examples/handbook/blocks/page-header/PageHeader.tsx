import styled from 'styled-components';
import type { BlockProps } from '../siteTypes';
import { Column } from '../layout';

const Header = styled.header`
  padding-block: 48px 24px;
  border-bottom: 1px solid ${({ theme }) => theme.color.rule};
  margin-bottom: 16px;
`;

const Eyebrow = styled.p`
  font-family: ${({ theme }) => theme.font.ui};
  font-size: ${({ theme }) => theme.fontSize.small};
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.tealBright};
  margin-bottom: 10px;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSize.title};
  letter-spacing: -0.01em;
`;

const Lead = styled.p`
  margin-top: 14px;
  font-size: ${({ theme }) => theme.fontSize.lead};
  color: ${({ theme }) => theme.color.inkSoft};
`;

/** The page's title, as its one h1, with the line saying what the page is for. */
export default function PageHeader({ block }: BlockProps<'page-header'>) {
  return (
    <Header id={block.id}>
      <Column>
        {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
        <Title>{block.title}</Title>
        <Lead>{block.lead}</Lead>
      </Column>
    </Header>
  );
}
