import { jest } from '@jest/globals';
import '../test/text-encoder';
import { act, screen } from '@testing-library/react';
import { PROMOTION_SEEN_STORAGE_KEY } from '@sl/contracts/offers';
import PromotionModal from './PromotionModal';
import { renderRemote, signIn, signOut } from '../test/render';

beforeEach(() => {
  localStorage.clear();
  document.body.style.overflow = '';
});
afterEach(() => {
  signOut();
  jest.useRealTimers();
});

describe('PromotionModal', () => {
  it('shows nothing to visitors', () => {
    renderRemote(<PromotionModal />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['not upgradable', {}],
    ['self-excluded', { upgradable: true, selfExclusion: ['casino'] }],
    ['on the poker site', { upgradable: true, site: 'poker' }],
  ])('shows nothing to a member who is %s', (_label, member) => {
    signIn(member);
    renderRemote(<PromotionModal />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers an eligible member the 5p stake offer, records the view, locks scroll and traps focus', () => {
    signIn({ upgradable: true });
    renderRemote(<PromotionModal />);
    const dialog = screen.getByRole('dialog', { name: 'Claim your £20 free bet' });
    expect(dialog).toHaveTextContent('Bet 5p and get a £20 free bet.');
    expect(dialog).toHaveTextContent(
      'Free bets expire after 30 days. The deposit must be made within 30 days. 18+.',
    );
    expect(document.body.style.overflow).toBe('hidden');
    expect(dialog.contains(document.activeElement)).toBe(true);
    const seen = JSON.parse(localStorage.getItem(PROMOTION_SEEN_STORAGE_KEY) ?? '{}') as {
      partReg: { timesSeen: number };
    };
    expect(seen.partReg.timesSeen).toBe(1);
  });

  it('offers migrated members the £5 deposit and welcomes a first registration once', () => {
    signIn({ upgradable: true, registration: 'first' }, true);
    const first = renderRemote(<PromotionModal />);
    expect(screen.getByRole('dialog', { name: 'Welcome to Sporting Life' })).toHaveTextContent('Deposit £5');
    first.unmount();
    renderRemote(<PromotionModal />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not show again within 7 days', () => {
    signIn({ upgradable: true });
    renderRemote(<PromotionModal />).unmount();
    renderRemote(<PromotionModal />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape with a 0.5 s animation, then releases the scroll lock and restores focus', () => {
    jest.useFakeTimers();
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    signIn({ upgradable: true });
    renderRemote(<PromotionModal />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(document.querySelector('[data-state="closing"]')).not.toBeNull();
    act(() => jest.advanceTimersByTime(499));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});
