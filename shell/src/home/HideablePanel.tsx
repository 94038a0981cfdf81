import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { usePreferences } from '@sl/contracts';
import { Button, borderWidth, color, radius, space } from '@sl/ui';

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${space.xs};
`;

const Hidden = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  margin: 0;
  padding: ${space.sm} ${space.md};
  border: ${borderWidth.hairline} dashed ${color.borderStrong};
  border-radius: ${radius.md};
  color: ${color.muted};
  background: ${color.surface};
`;

export interface HideablePanelProps {
  /** Stored in hidePreference while the panel is hidden: stable across releases, never a display text. */
  id: string;
  /** Names the panel on its Hide and Show buttons. */
  label: string;
  children: ReactNode;
}

/**
 * A panel the visitor can dismiss (spec document 2, section 3: hidePreference). Hidden panels are remembered in
 * the one preferences store, so they stay hidden across reloads, and leave a "Show" button to bring them back.
 * Focus moves to the button that replaces the one pressed, so keyboard users are not dropped to the page top.
 */
export function HideablePanel({ id, label, children }: HideablePanelProps) {
  const hidden = usePreferences((s) => s.hidePreference.includes(id));
  const { hide, unhide } = usePreferences((s) => s.actions);
  const toggle = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);

  useEffect(() => {
    // Only after the visitor's own press: a panel hidden on load must not steal focus.
    if (pressed.current) toggle.current?.focus();
    pressed.current = false;
  }, [hidden]);

  const press = (action: (panel: string) => void) => () => {
    pressed.current = true;
    action(id);
  };

  if (hidden) {
    return (
      <Hidden data-testid={`hidden-panel-${id}`}>
        <span>{label} is hidden.</span>
        <Button ref={toggle} variant="secondary" size="sm" onClick={press(unhide)}>
          Show {label}
        </Button>
      </Hidden>
    );
  }
  return (
    <div>
      <Bar>
        <Button ref={toggle} variant="ghost" size="sm" onClick={press(hide)}>
          Hide {label}
        </Button>
      </Bar>
      {children}
    </div>
  );
}
