import { jest } from '@jest/globals';
import '../test/text-encoder';
import { act, screen } from '@testing-library/react';
import * as contracts from '@sl/contracts';

// Spec document 2 §9: the promotion modal closes after PROMOTION_MODAL_CLOSE_MS (500 ms). Configure another
// duration and the closing animation and the removal must follow it; a copy of 500 would not.
const CLOSE_MS = 800;
jest.unstable_mockModule('@sl/contracts', () => ({ ...contracts, PROMOTION_MODAL_CLOSE_MS: CLOSE_MS }));

const { default: PromotionModal } = await import('./PromotionModal');
const { renderRemote, signIn, signOut } = await import('../test/render');

/** The animation declarations of the style rules that apply to `element` (jsdom computes no animation styles). */
function animationsOf(element: Element): string[] {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .filter(
      (rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && element.matches(rule.selectorText),
    )
    .map((rule) => rule.style.getPropertyValue('animation'))
    .filter(Boolean);
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  signOut();
  jest.useRealTimers();
});

describe('PromotionModal close timing', () => {
  it('animates and closes over the configured PROMOTION_MODAL_CLOSE_MS', () => {
    jest.useFakeTimers();
    signIn({ upgradable: true });
    renderRemote(<PromotionModal />);
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    const closing = document.querySelector('[data-state="closing"]');
    expect(closing).not.toBeNull();
    expect(animationsOf(closing as Element).join(' ')).toContain(`${CLOSE_MS}ms`);
    act(() => jest.advanceTimersByTime(CLOSE_MS - 1));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });
});
