import { stripVTControlCharacters } from 'node:util';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How much of each failure is printed again: enough for the assertion, its diff and the call log's start. */
const MAX_CHARS = 4_000;

/**
 * Prints every failed test's errors again after the run's summary. The line reporter prints a
 * failure where it happens, hundreds of lines before the end, and a CI log that keeps only its tail
 * (ours does) would otherwise show which test failed but never why.
 */
export default class FailuresAtEnd implements Reporter {
  private readonly failures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped' || result.status === test.expectedStatus) return;
    const where = `${test.location.file.replace(`${process.cwd()}/`, '')}:${test.location.line}`;
    // Without their terminal colours, which a CI log keeps as noise.
    const errors = result.errors.map((error) => stripVTControlCharacters(error.message ?? error.value ?? '')).join('\n---\n');
    const text = errors.length > MAX_CHARS ? `${errors.slice(0, MAX_CHARS)}\n… (${errors.length - MAX_CHARS} more characters)` : errors;
    this.failures.push(
      `✘ ${where} › ${test.titlePath().slice(3).join(' › ')} (${result.status}, ${Math.round(result.duration / 1000)} s)\n${text}`,
    );
  }

  onEnd(_result: FullResult): void {
    if (this.failures.length === 0) return;
    console.log(`\n── why ${this.failures.length === 1 ? 'the failed test' : `the ${this.failures.length} failed tests`} failed\n`);
    for (const failure of this.failures) console.log(`${failure}\n`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
