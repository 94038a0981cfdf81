import { Component, Suspense, lazy, useMemo, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from '@sl/contracts';
import { isRemoteEnabled, loadRemoteComponent } from '../federation/remotes';
import { reportClientError } from '../errors/report';
import { SectionPage } from './SectionPage';

const cache = new Map<string, ComponentType<Record<string, unknown>>>();

function lazyModule(remote: RemoteName, module: string) {
  const key = `${remote}/${module}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(async () => ({
      default: await loadRemoteComponent<Record<string, unknown>>(remote, module),
    }));
    cache.set(key, component);
  }
  return component;
}

class Boundary extends Component<
  { id: string; fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    reportClientError('remote', `${this.props.id}: ${error.message}`, error.stack);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A whole section from a remote (free bets, festivals) whose fallback is the shell's own section page, so a
 * missing, switched-off or failing remote still leaves a real page with a heading.
 */
export function SectionSlot({
  remote,
  module,
  label,
}: {
  remote: RemoteName;
  module: string;
  label: string;
}) {
  const id = `${remote}/${module}`;
  const enabled = isRemoteEnabled(remote);
  const Remote = useMemo(() => (enabled ? lazyModule(remote, module) : null), [enabled, remote, module]);
  const fallback = (
    <div data-slot={id} data-slot-state="unavailable">
      <SectionPage />
    </div>
  );
  if (!Remote) return fallback;
  return (
    <Boundary id={id} fallback={fallback}>
      <Suspense
        fallback={
          <section
            aria-label={label}
            aria-busy="true"
            data-slot={id}
            data-slot-state="loading"
            style={{ minHeight: 400 }}
          />
        }
      >
        <section aria-label={label} data-slot={id} data-slot-state="loaded">
          <Remote />
        </section>
      </Suspense>
    </Boundary>
  );
}
