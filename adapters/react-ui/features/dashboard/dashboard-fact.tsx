import type { ReactNode } from 'react';

/** One fact of the dashboard: its term, and what it is (a test id on it where tests read it). */
export function Item({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
