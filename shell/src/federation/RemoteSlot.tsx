import { Component, Suspense, lazy, useMemo, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from '@sl/contracts';
import styled from 'styled-components';
import { isRemoteEnabled, loadRemoteComponent } from './remotes';
import { reportClientError } from '../errors/report';

const lazyCache = new Map<string, ComponentType<Record<string, unknown>>>();

function lazyRemote(remote: RemoteName, module: string) {
  const key = `${remote}/${module}`;
  let component = lazyCache.get(key);
  if (!component) {
    component = lazy(async () => ({
      default: await loadRemoteComponent<Record<string, unknown>>(remote, module),
    }));
    lazyCache.set(key, component);
  }
  return component;
}

interface BoundaryProps {
  id: string;
  fallback: ReactNode;
  children: ReactNode;
}

class SlotBoundary extends Component<BoundaryProps, { failed: boolean }> {
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

const Frame = styled.section<{ $minHeight: number }>`
  min-height: ${(p) => p.$minHeight}px;
`;

const Notice = styled.p`
  margin: 0;
  padding: 16px;
  border: 1px dashed #b8c2d1;
  border-radius: 6px;
  color: #4a5568;
  background: #fff;
`;

export interface RemoteSlotProps {
  remote: RemoteName;
  module: string;
  /** Accessible name of the region the slot fills. */
  label: string;
  /** Space held while loading, so the slot never shifts the page (CLS). */
  minHeight?: number;
  /** What to show when the section is switched off or fails; nothing by default. */
  unavailable?: ReactNode;
  props?: Record<string, unknown>;
}

/**
 * One federated module in its own error boundary and Suspense: a remote that is down, slow, disabled or throwing
 * costs only this slot.
 */
export function RemoteSlot({ remote, module, label, minHeight = 0, unavailable, props }: RemoteSlotProps) {
  const id = `${remote}/${module}`;
  const enabled = isRemoteEnabled(remote);
  const Remote = useMemo(() => (enabled ? lazyRemote(remote, module) : null), [enabled, remote, module]);
  const fallback = (
    <Frame $minHeight={0} aria-label={label} data-slot={id} data-slot-state="unavailable">
      {unavailable === undefined ? null : <Notice role="status">{unavailable}</Notice>}
    </Frame>
  );
  if (!Remote) return fallback;
  return (
    <SlotBoundary id={id} fallback={fallback}>
      <Suspense
        fallback={
          <Frame
            $minHeight={minHeight}
            aria-label={label}
            aria-busy="true"
            data-slot={id}
            data-slot-state="loading"
          />
        }
      >
        <Frame $minHeight={minHeight} aria-label={label} data-slot={id} data-slot-state="loaded">
          <Remote {...props} />
        </Frame>
      </Suspense>
    </SlotBoundary>
  );
}
