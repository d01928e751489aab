import styled from 'styled-components';

const Placeholder = styled.div`
  margin: 16px auto;
  max-width: 1200px;
  padding: 16px 20px;
  border: 2px dashed #b42318;
  border-radius: 10px;
  background: #fef3f2;
  color: #7a271a;
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 14px;
  white-space: pre-wrap;
`;

/**
 * Development only: what shows in place of a block that failed to render, naming the block and
 * the problem, so the author sees which one it is while the rest of the page still renders.
 */
export function BlockPlaceholder({ type, position, error }: { type: string; position: number; error: Error }) {
  return (
    <Placeholder role="alert" data-block-error={type}>
      {`Block "${type}" (#${position}) failed to render:\n${error.message}`}
    </Placeholder>
  );
}
