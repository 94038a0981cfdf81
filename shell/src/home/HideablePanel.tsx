import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { usePreferences } from '@sl/contracts';

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: 4px;
`;

const Toggle = styled.button`
  font: inherit;
  font-size: 0.875rem;
  padding: 4px 10px;
  border: 1px solid #b8c2d1;
  border-radius: 4px;
  background: #fff;
  color: #0b2e4f;
  cursor: pointer;
`;

const Hidden = styled.p`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin: 0;
  padding: 8px 12px;
  border: 1px dashed #b8c2d1;
  border-radius: 6px;
  color: #4a5568;
  background: #fff;
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
        <Toggle ref={toggle} type="button" onClick={press(unhide)}>
          Show {label}
        </Toggle>
      </Hidden>
    );
  }
  return (
    <div>
      <Bar>
        <Toggle ref={toggle} type="button" onClick={press(hide)}>
          Hide {label}
        </Toggle>
      </Bar>
      {children}
    </div>
  );
}
