import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../errors/reportError';
import { CrashScreen } from './CrashScreen';

interface Props {
  children: ReactNode;
  /** Changing this (the path) clears a shown error, so navigating away recovers. */
  resetKey: string;
  onGoHome: () => void;
}

interface State {
  error: unknown;
  resetKey: string;
}

/** Catches render failures outside blocks and shows the crash screen instead of a blank page. */
export class CrashBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown render failure') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    reportError(error, 'Error Boundary');
  }

  private tryAgain = () => this.setState({ error: null });

  override render() {
    if (this.state.error === null) return this.props.children;
    return <CrashScreen onTryAgain={this.tryAgain} onGoHome={this.props.onGoHome} />;
  }
}
