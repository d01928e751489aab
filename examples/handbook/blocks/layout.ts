import styled from 'styled-components';

/** The reading column every block sits in: one measure wide, centred, with room at the sides on a phone. */
export const Column = styled.div`
  width: min(100% - 32px, ${({ theme }) => theme.measure});
  margin-inline: auto;
`;

/** A block's vertical rhythm on the page. */
export const BlockSection = styled.section`
  padding-block: 20px;
`;
