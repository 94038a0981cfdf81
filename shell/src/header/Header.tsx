import { useRef } from 'react';
import { Link, useLocation } from '@sl/contracts/routing';
import styled from 'styled-components';
import { bannerSpace, isTopBarBannerHidden, mobileNav, useAuth, type BannerLayoutHint } from '@sl/contracts';
import {
  borderWidth,
  color,
  fontSize,
  fontWeight,
  layout,
  lineHeight,
  media,
  px,
  size,
  space,
  zIndex,
  Icon,
  visuallyHidden,
} from '@sl/ui';
import { FederatedSlot } from '@sl/contracts/federation';
import { DesktopNav } from '../nav/DesktopNav';
import { MobileMenu } from '../nav/MobileMenu';
import { useNavigation } from '../nav/useNavigation';
import { TopBar } from '../top-bar/TopBar';
import { BackButton } from './BackButton';
import { ReconnectingNotice } from './ReconnectingNotice';
import { HeaderButton, RegisterDropdown } from './RegisterDropdown';

import { SchemeToggle } from './SchemeToggle';
import { useStickyHeader } from './useStickyHeader';

const Sticky = styled.div<{ $sticky: boolean }>`
  ${media.belowTablet} {
    position: ${(p) => (p.$sticky ? 'sticky' : 'relative')};
    top: 0;
    z-index: ${zIndex.header};
  }
`;

/** The brand bar: brand fill with onBrand text in both schemes (a festival recolours the brand, never the text). */
const Bar = styled.header`
  position: relative;
  background: ${color.brand};
  color: ${color.onBrand};
  min-height: ${px(layout.headerHeightMobile)};
  display: flex;
  align-items: center;
  gap: ${space.md};
  padding: 0 ${space.lg};
  ${media.tablet} {
    min-height: ${px(layout.headerHeightDesktop)};
  }
  ${media.mobile} {
    gap: ${space.xs};
    padding: 0 ${space.sm};
  }
  /* 320 px: burger, logo, scheme, sign in and register on one row. */
  ${media.narrow} {
    gap: ${space.xxs};
    padding: 0 ${space.xs};
  }
`;

/** Takes the room the buttons leave, wrapping onto two lines on the narrowest phones rather than widening the page. */
const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${size.target};
  color: ${color.accent};
  font-weight: ${fontWeight.black};
  font-size: ${fontSize.xl};
  line-height: ${lineHeight.tight};
  letter-spacing: -0.01em;
  text-decoration: none;
  flex: 1;
  min-width: 0;
  /* Breaks between words only ("Sporting / Life"), never inside one. */
  overflow-wrap: break-word;
  ${media.mobile} {
    font-size: ${fontSize.lg};
  }
  ${media.narrow} {
    font-size: ${fontSize.md};
  }
  &:focus-visible {
    outline: ${borderWidth.heavy} solid ${color.onBrand};
    outline-offset: ${borderWidth.thick};
  }
`;

const Who = styled.span`
  font-size: ${fontSize.sm};
  ${media.mobile} {
    display: none;
  }
`;

/** My Account: the account icon on a phone (its name stays for screen readers), icon and words above. */
const AccountLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-height: ${size.target};
  min-width: ${size.target};
  justify-content: center;
  padding: 0 ${space.xs};
  color: ${color.onBrand};
  font-weight: ${fontWeight.bold};
  white-space: nowrap;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: ${borderWidth.heavy} solid ${color.onBrand};
    outline-offset: ${borderWidth.hairline};
  }
  ${media.mobile} {
    .account-label {
      ${visuallyHidden}
    }
  }
`;

const Ghost = styled(HeaderButton)`
  background: transparent;
  color: ${color.onBrand};
  border: ${borderWidth.hairline} solid currentColor;
`;

/** Logo, menus and the member's buttons; on mobile it sticks by the section 4 rule. */
export function Header({ webView, bannerHint }: { webView: boolean; bannerHint: BannerLayoutHint }) {
  const loggedIn = useAuth((s) => s.loggedIn);
  const name = useAuth((s) => s.user?.name);
  const actions = useAuth((s) => s.actions);
  const { items, features } = useNavigation();
  const promoBar = useRef<HTMLDivElement>(null);
  const topBar = useRef<HTMLDivElement>(null);
  const sticky = useStickyHeader(promoBar, topBar);
  const { pathname } = useLocation();
  const promoBarShown = !isTopBarBannerHidden(pathname);
  return (
    <>
      <div ref={promoBar} data-testid="promo-bar">
        {promoBarShown ? (
          <FederatedSlot
            remote="promos"
            module="Banners"
            label="Promotion strip"
            space={{ minHeight: bannerSpace(bannerHint, pathname, 'top-bar') }}
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
          <MobileMenu items={items} quick={mobileNav(items, features)} />
          <Logo to="/" aria-label="Sporting Life home">
            Sporting Life
          </Logo>
          <SchemeToggle />
          {loggedIn ? (
            <>
              <Who data-testid="shell-member-name">{name}</Who>
              <AccountLink to="/account">
                <Icon name="account" />
                <span className="account-label">My Account</span>
              </AccountLink>
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
        <ReconnectingNotice />
        <DesktopNav items={items} />
      </Sticky>
    </>
  );
}
