import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  borderWidth,
  color,
  fontSize,
  fontWeight,
  media,
  px,
  radius,
  shadow,
  size,
  space,
  zIndex,
} from '@sl/ui';
import {
  ALL_COMPETITIONS,
  FOLLOWED_LABELS,
  applyFollowed,
  effectiveEnabled,
  isSelectionDisabled,
  toggleFollowed,
  type FollowedCompetition,
} from '@sl/contracts';

/** Spec document 1, section 9: the panel opens after 500 ms and is at most 400 px tall (300 px on mobile). */
const DROPDOWN_OPEN_DELAY_MS = 500;
/** The panel's largest box, border included, on desktop and up to the max-mobile breakpoint (675 px). */
const DROPDOWN_MAX_PX = { desktop: 400, mobile: 300 } as const;
/** Room kept between the panel and the viewport's edges (the design system's small space, in px). */
const EDGE_PX = 8;
const EDGE = px(EDGE_PX);

const Wrapper = styled.div`
  position: relative;
  display: inline-block;
  margin-bottom: ${space.md};
`;

const Toggle = styled.button`
  min-height: ${size.target};
  padding: ${space.xs} ${space.md};
  border: ${borderWidth.hairline} solid ${color.borderStrong};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.semibold};
  cursor: pointer;
  &:hover {
    background: ${color.surfaceAlt};
  }
`;

const Panel = styled.div`
  position: absolute;
  z-index: ${zIndex.dropdown};
  top: calc(100% + ${space.xs});
  left: 0;
  /* The maximum is the whole box: padding and border inside it, the list scrolling within. */
  box-sizing: border-box;
  width: min(${px(DROPDOWN_MAX_PX.desktop)}, calc(100vw - 2 * ${EDGE}));
  max-height: ${px(DROPDOWN_MAX_PX.desktop)};
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${space.md};
  background: ${color.surface};
  color: ${color.text};
  border: ${borderWidth.hairline} solid ${color.border};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.lg};
  ${media.mobile} {
    width: min(${px(DROPDOWN_MAX_PX.mobile)}, calc(100vw - 2 * ${EDGE}));
    max-height: ${px(DROPDOWN_MAX_PX.mobile)};
  }
  h2 {
    font-size: ${fontSize.md};
    margin: ${space.xs} 0;
  }
  h3 {
    font-size: ${fontSize.sm};
    margin: ${space.sm} 0 ${space.xs};
    color: ${color.muted};
  }
  ul {
    list-style: none;
    margin: 0 0 ${space.sm};
    padding: 0;
  }
`;

const Item = styled.button`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${space.sm};
  width: 100%;
  min-height: ${size.target};
  padding: ${space.xs};
  border: 0;
  border-bottom: ${borderWidth.hairline} solid ${color.border};
  background: none;
  color: ${color.text};
  font: inherit;
  font-size: ${fontSize.sm};
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${color.surfaceAlt};
  }
  &:disabled {
    cursor: default;
    color: ${color.muted};
  }
  span:last-child {
    font-weight: ${fontWeight.semibold};
    color: ${color.link};
  }
`;

export interface FollowedCompetitionsDropdownProps {
  /** The saved selection (All first). */
  items: FollowedCompetition[];
  /** Called with the applied selection when the panel closes or View Favourites is pressed. */
  onSave: (items: FollowedCompetition[]) => void;
  onViewFavourites?: () => void;
}

/**
 * The followed-competition control: toggles are pending until the panel closes (saved) or View Favourites is
 * pressed (saved, then the favourites are shown).
 */
export function FollowedCompetitionsDropdown({
  items,
  onSave,
  onViewFavourites,
}: FollowedCompetitionsDropdownProps) {
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(false);
  const [draft, setDraft] = useState(items);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const specific = items.some((i) => i.text !== ALL_COMPETITIONS && i.enabled);
  const label = specific ? FOLLOWED_LABELS.mine : FOLLOWED_LABELS.all;

  const close = (save: boolean) => {
    if (save) onSave(applyFollowed(draft));
    setOpen(false);
  };

  const onToggleClick = () => {
    if (open) {
      close(true);
      return;
    }
    if (opening) return;
    setDraft(items);
    setOpening(true);
    timer.current = setTimeout(() => {
      setOpening(false);
      setOpen(true);
    }, DROPDOWN_OPEN_DELAY_MS);
  };

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  // Anchored under the toggle, but never past the viewport's right edge: shifted left by what would stick out.
  useLayoutEffect(() => {
    const el = panel.current;
    if (!open || !el) return;
    el.style.left = '0';
    const box = el.getBoundingClientRect();
    const overflow = box.right - (document.documentElement.clientWidth - EDGE_PX);
    if (overflow > 0) el.style.left = px(-Math.min(overflow, Math.max(0, box.left - EDGE_PX)));
  }, [open]);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
    const onPointer = (event: MouseEvent) => {
      if (wrapper.current && !wrapper.current.contains(event.target as Node)) close(true);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  });

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
      toggle.current?.focus();
    }
  };

  // Sections follow the saved selection so an item does not jump away from the keyboard focus while toggled.
  const following = draft.filter((i) => i.enabled);
  const others = draft.filter((i) => !i.enabled);
  const renderItem = (item: FollowedCompetition) => {
    const on = effectiveEnabled(item);
    return (
      <li key={item.text}>
        <Item
          type="button"
          aria-pressed={on}
          disabled={isSelectionDisabled(draft, item.text)}
          onClick={() => setDraft((d) => toggleFollowed(d, item.text))}
          data-testid="followed-item"
        >
          <span>{item.text}</span>
          <span>{on ? FOLLOWED_LABELS.following : FOLLOWED_LABELS.follow}</span>
        </Item>
      </li>
    );
  };

  return (
    <Wrapper ref={wrapper} onKeyDown={onKeyDown}>
      <Toggle
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-busy={opening}
        onClick={onToggleClick}
      >
        {label} ▾
      </Toggle>
      {open && (
        <Panel id={panelId} ref={panel} role="group" aria-label={FOLLOWED_LABELS.select}>
          <h2>{FOLLOWED_LABELS.mine}</h2>
          <h3>{FOLLOWED_LABELS.following}</h3>
          <ul>{following.map(renderItem)}</ul>
          <h2>{FOLLOWED_LABELS.select}</h2>
          <h3>{FOLLOWED_LABELS.others}</h3>
          <ul>{others.map(renderItem)}</ul>
          <Toggle
            type="button"
            onClick={() => {
              close(true);
              toggle.current?.focus();
              onViewFavourites?.();
            }}
          >
            {FOLLOWED_LABELS.viewFavourites}
          </Toggle>
        </Panel>
      )}
    </Wrapper>
  );
}
