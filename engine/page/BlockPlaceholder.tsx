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

/** As wide and as roomy as a section of text, so it reads at the preview's scale and shows where the block goes. */
const Unfinished = styled.div`
  box-sizing: border-box;
  width: calc(100% - 32px);
  max-width: 1200px;
  margin: 32px auto;
  padding: 40px 24px;
  border: 2px dashed #64748b;
  border-radius: 12px;
  background: #f1f5f9;
  color: #1e293b;
  font:
    20px/1.5 system-ui,
    sans-serif;
  text-align: center;
  code {
    font:
      700 19px ui-monospace,
      SFMono-Regular,
      Menlo,
      monospace;
  }
`;

/**
 * A tool's preview only (the page editor's, RenderOptions.unfinished): what shows in place of a
 * block not written yet, naming what it lacks, so the author sees where it goes and what is left to
 * write, and never words the block does not have (its schema's example, another page's copy).
 */
export function UnfinishedBlock({ type, lacking }: { type: string; lacking: string }) {
  return (
    <Unfinished data-block-unfinished={type}>
      <code>{type}</code> is not written yet. To fill in: {lacking}
    </Unfinished>
  );
}
