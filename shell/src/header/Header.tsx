import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { bannerSpace, isTopBarBannerHidden, mobileNav, useAuth, type BannerLayoutHint } from '@sl/contracts';
import { RemoteSlot } from '../federation/RemoteSlot';
import { DesktopNav } from '../nav/DesktopNav';
import { MobileMenu } from '../nav/MobileMenu';
import { useFreeBetsDot } from '../nav/free-bets-updates';
import { useNavigation } from '../nav/useNavigation';
import { TopBar } from '../top-bar/TopBar';
import { BackButton } from './BackButton';
import { HeaderButton, RegisterDropdown } from './RegisterDropdown';
import { useStickyHeader } from './useStickyHeader';

const Sticky = styled.div<{ $sticky: boolean }>`
  @media (max-width: ${(p) => p.theme.breakpoints.tablet - 1}px) {
    position: ${(p) => (p.$sticky ? 'sticky' : 'relative')};
    top: 0;
    z-index: 20;
  }
`;

const Bar = styled.header`
  position: relative;
  background: ${(p) => p.theme.colors.primary};
  color: #fff;
  min-height: ${(p) => p.theme.layout.headerHeightMobile}px;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 0 16px;
  @media (min-width: ${(p) => p.theme.breakpoints.tablet}px) {
    min-height: ${(p) => p.theme.layout.headerHeightDesktop}px;
  }
  @media (max-width: ${(p) => p.theme.breakpoints.maxMobile}px) {
    gap: 8px;
    padding: 0 12px;
  }
`;

/** Takes the room the buttons leave, wrapping onto two lines on the narrowest phones rather than widening the page. */
const Logo = styled(Link)`
  color: ${(p) => p.theme.colors.accent};
  font-weight: 800;
  font-size: 1.25rem;
  line-height: 1.1;
  text-decoration: none;
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
  @media (max-width: ${(p) => p.theme.breakpoints.maxMobile}px) {
    font-size: 1.05rem;
  }
`;

const Who = styled.span`
  font-size: 0.9rem;
  @media (max-width: ${(p) => p.theme.breakpoints.maxMobile}px) {
    display: none;
  }
`;

const AccountLink = styled(Link)`
  color: #fff;
  font-weight: 700;
  white-space: nowrap;
  @media (max-width: ${(p) => p.theme.breakpoints.maxMobile}px) {
    font-size: 0.85rem;
  }
`;

const Ghost = styled(HeaderButton)`
  background: transparent;
  color: #fff;
  border: 1px solid rgba(255, 255, 255, 0.6);
`;

/** Logo, menus and the member's buttons; on mobile it sticks by the section 4 rule. */
export function Header({ webView, bannerHint }: { webView: boolean; bannerHint: BannerLayoutHint }) {
  const loggedIn = useAuth((s) => s.loggedIn);
  const name = useAuth((s) => s.user?.name);
  const actions = useAuth((s) => s.actions);
  const { items, features } = useNavigation();
  const dot = useFreeBetsDot();
  const promoBar = useRef<HTMLDivElement>(null);
  const topBar = useRef<HTMLDivElement>(null);
  const sticky = useStickyHeader(promoBar, topBar);
  const { pathname } = useLocation();
  const promoBarShown = !isTopBarBannerHidden(pathname);
  return (
    <>
      <div ref={promoBar} data-testid="promo-bar">
        {promoBarShown ? (
          <RemoteSlot
            remote="promos"
            module="Banners"
            label="Promotion strip"
            minHeight={bannerSpace(bannerHint, pathname, 'top-bar')}
            props={{ variant: 'top-bar' }}
          />
        ) : null}
      </div>
      <div ref={topBar}>
        <TopBar />
      </div>
      <Sticky $sticky={sticky} data-sticky={sticky ? 'true' : 'false'}>
        <Bar>
          <BackButton webView={webView} />
          <MobileMenu items={items} quick={mobileNav(items, features)} dot={dot} />
          <Logo to="/" aria-label="Sporting Life home">
            Sporting Life
          </Logo>
          {loggedIn ? (
            <>
              <Who data-testid="shell-member-name">{name}</Who>
              <AccountLink to="/account">My Account</AccountLink>
              <Ghost type="button" onClick={() => actions.logout()}>
                Sign out
              </Ghost>
            </>
          ) : (
            <>
              <Ghost type="button" onClick={() => actions.login()}>
                Sign in
              </Ghost>
              <RegisterDropdown />
            </>
          )}
        </Bar>
        <DesktopNav items={items} dot={dot} />
      </Sticky>
    </>
  );
}
