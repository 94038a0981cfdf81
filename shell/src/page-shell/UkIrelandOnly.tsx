import type { ReactNode } from 'react';
import { EmptyState } from '@sl/ui';
import { useShellConfig } from '../boot/page-config';

/**
 * Betting content (free-bet offers here) is for UK and Ireland viewers only; the shell server decides from the
 * CDN's country header and says so in the page (docs/adr/0005). Everybody else gets a plain notice instead.
 */
export function UkIrelandOnly({ title, children }: { title: string; children: ReactNode }) {
  const { ukIreland } = useShellConfig();
  if (ukIreland) return <>{children}</>;
  return (
    <section aria-labelledby="uk-ireland-only" data-testid="uk-ireland-only">
      <h1 id="uk-ireland-only">{title}</h1>
      <EmptyState
        icon="lock"
        title="Sorry, these offers are only available to visitors in the UK and Ireland."
      >
        Racecards, results, tips and news are here for everyone.
      </EmptyState>
    </section>
  );
}
