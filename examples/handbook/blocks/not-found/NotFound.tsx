import styled from 'styled-components';
import { NOT_FOUND_ATTRIBUTE } from '../../../../engine';
import type { BlockProps } from '../siteTypes';
import { Column } from '../layout';

const Wrap = styled.section`
  padding-block: 72px;
  h1 {
    font-size: ${({ theme }) => theme.fontSize.title};
  }
  p {
    margin-top: 14px;
    font-size: ${({ theme }) => theme.fontSize.lead};
    color: ${({ theme }) => theme.color.inkSoft};
  }
  a {
    display: inline-block;
    margin-top: 24px;
    font-family: ${({ theme }) => theme.font.ui};
    font-weight: 600;
  }
`;

/** What a reader sees at an address the handbook does not have. */
export default function NotFound({ block }: BlockProps<'not-found'>) {
  return (
    <Wrap id={block.id} {...{ [NOT_FOUND_ATTRIBUTE]: '' }}>
      <Column>
        <h1>{block.title}</h1>
        <p>{block.text}</p>
        <a href="/">{block.home}</a>
      </Column>
    </Wrap>
  );
}
