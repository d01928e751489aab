import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { reportError } from '../errors/reportError';

interface Props {
  type: string;
  position: number;
  /** The block's content: when it changes (an edit in development, a new page) a failed block gets another try. */
  resetKey: unknown;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

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
 * Contains a failing block so the rest of the page still renders. In development the block is
 * replaced by a visible placeholder naming the problem; in production it is left out and logged.
 */
export class BlockBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    reportError(error, `Block: ${this.props.type} #${this.props.position}`);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!import.meta.env.DEV) return null;
    return (
      <Placeholder role="alert" data-block-error={this.props.type}>
        {`Block "${this.props.type}" (#${this.props.position}) failed to render:\n${error.message}`}
      </Placeholder>
    );
  }
}
