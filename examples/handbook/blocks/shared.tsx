import styled from 'styled-components';

/** A command or piece of configuration, as written: monospace, whitespace kept, scrolled sideways rather than wrapped. */
export const CodeSample = styled.pre`
  margin: 16px 0 0;
  padding: 14px 16px;
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.paperDeep};
  line-height: 1.5;
  tab-size: 2;
`;
