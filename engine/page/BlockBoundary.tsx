import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../errors/reportError';
import { BlockPlaceholder } from './BlockPlaceholder';

interface Props {
  type: string;
  position: number;
  /** The block's content: when it changes, a failed block gets another try. */
  resetKey: unknown;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Contains a failing island (an interactive block, hydrated in the browser) so the rest of the page
 * still works. In development the block is replaced by a visible placeholder naming the problem; in
 * production it is left out and logged.
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
    return <BlockPlaceholder type={this.props.type} position={this.props.position} error={error} />;
  }
}
