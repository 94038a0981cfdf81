import { Link, NavLink } from 'react-router';
import styled from 'styled-components';
import { useAuth } from '@sl/contracts';

const Bar = styled.header`
  background: ${(p) => p.theme.colors.primary};
  color: #fff;
  min-height: ${(p) => p.theme.layout.headerHeightMobile}px;
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 0 16px;
  @media (min-width: ${(p) => p.theme.breakpoints.tablet}px) {
    min-height: ${(p) => p.theme.layout.headerHeightDesktop}px;
  }
`;

const Logo = styled(Link)`
  color: ${(p) => p.theme.colors.accent};
  font-weight: 800;
  font-size: 1.25rem;
  text-decoration: none;
`;

const Nav = styled.nav`
  display: flex;
  gap: 12px;
  flex: 1;
  a {
    color: #fff;
    text-decoration: none;
    padding: 8px 4px;
  }
  a[aria-current='page'] {
    box-shadow: inset 0 -3px 0 ${(p) => p.theme.colors.accent};
  }
`;

const Button = styled.button`
  background: ${(p) => p.theme.colors.accent};
  color: ${(p) => p.theme.colors.primary};
  border: 0;
  border-radius: 4px;
  padding: 8px 12px;
  font-weight: 700;
  cursor: pointer;
`;

const Who = styled.span`
  font-size: 0.9rem;
`;

export function Header() {
  const loggedIn = useAuth((s) => s.loggedIn);
  const name = useAuth((s) => s.user?.name);
  const actions = useAuth((s) => s.actions);
  return (
    <Bar>
      <Logo to="/" aria-label="Sporting Life home">
        Sporting Life
      </Logo>
      <Nav aria-label="Main">
        <NavLink to="/racing">Racing</NavLink>
        <NavLink to="/football">Football</NavLink>
      </Nav>
      {loggedIn ? (
        <>
          <Who data-testid="shell-member-name">{name}</Who>
          <Button type="button" onClick={() => actions.logout()}>
            Sign out
          </Button>
        </>
      ) : (
        <Button type="button" onClick={() => actions.login()}>
          Sign in
        </Button>
      )}
    </Bar>
  );
}
