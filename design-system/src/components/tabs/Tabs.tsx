import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../tokens/scale';
import { tabItem, tabItemActive, tabStrip } from './tab-styles';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  tabs: TabItem[];
  /** The tab list's accessible name ("Race card sections"). */
  label: string;
  /** Controlled: the selected tab's id, with onChange. */
  selectedId?: string;
  defaultSelectedId?: string;
  onChange?: (id: string) => void;
  className?: string;
}

const List = styled.div`
  ${tabStrip}
`;

const Tab = styled.button<{ $active: boolean }>`
  ${tabItem}
  ${(p) => p.$active && tabItemActive}
`;

/** min-width 0: inside a grid or flex item the strip would otherwise widen its parent instead of scrolling. */
const Root = styled.div`
  min-width: 0;
  max-width: 100%;
`;

const Panel = styled.div`
  padding-top: ${space.lg};
`;

/**
 * In-page tabs (WAI-ARIA tabs pattern, automatic activation): one tab stop for the list; arrows move and select,
 * Home and End jump to the ends. Every panel stays in the document (hidden) so aria-controls always resolves.
 */
export function Tabs({ tabs, label, selectedId, defaultSelectedId, onChange, className }: TabsProps) {
  const base = useId();
  const [own, setOwn] = useState(defaultSelectedId ?? tabs[0]?.id);
  const current = selectedId ?? own;
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string, focus: boolean) => {
    if (selectedId === undefined) setOwn(id);
    onChange?.(id);
    if (focus) refs.current.get(id)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const to =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (to === null) return;
    e.preventDefault();
    const tab = tabs[to];
    if (tab) select(tab.id, true);
  };

  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = (id: string) => `${base}-panel-${id}`;

  return (
    <Root className={className}>
      <List role="tablist" aria-label={label}>
        {tabs.map((t, i) => {
          const active = t.id === current;
          return (
            <Tab
              key={t.id}
              ref={(el) => {
                if (el) refs.current.set(t.id, el);
                else refs.current.delete(t.id);
              }}
              type="button"
              role="tab"
              id={tabId(t.id)}
              aria-selected={active}
              aria-controls={panelId(t.id)}
              tabIndex={active ? 0 : -1}
              $active={active}
              onClick={() => select(t.id, false)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {t.label}
            </Tab>
          );
        })}
      </List>
      {tabs.map((t) => (
        <Panel
          key={t.id}
          role="tabpanel"
          id={panelId(t.id)}
          aria-labelledby={tabId(t.id)}
          hidden={t.id !== current}
          tabIndex={0}
        >
          {t.id === current ? t.content : null}
        </Panel>
      ))}
    </Root>
  );
}
