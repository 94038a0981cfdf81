import { ButtonLink, EmptyState } from '@sl/ui';

export function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <EmptyState
        icon="search"
        title="Sorry, we could not find that page."
        action={<ButtonLink to="/">Go to the home page</ButtonLink>}
      >
        It may have moved or no longer exist.
      </EmptyState>
    </section>
  );
}
