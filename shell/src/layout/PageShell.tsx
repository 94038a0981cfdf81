import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Footer } from './Footer';
import { Header } from './Header';

const Main = styled.main`
  max-width: ${(p) => p.theme.layout.mainContent + p.theme.layout.side + p.theme.layout.gutter}px;
  margin: 0 auto;
  padding: 16px;
`;

export function PageShell({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <Main id="main">{children}</Main>
      <Footer />
    </>
  );
}
