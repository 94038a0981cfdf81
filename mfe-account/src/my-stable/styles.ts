import styled from 'styled-components';

export const Section = styled.section`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 6px;
  padding: 12px 16px;
  margin-bottom: 16px;
  h2 {
    margin: 0 0 8px;
    font-size: 1.15rem;
  }
  h3 {
    margin: 12px 0 6px;
    font-size: 1rem;
  }
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    flex-wrap: wrap;
    padding: 6px 0;
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
  li:first-child {
    border-top: none;
  }
  a {
    color: ${(p) => p.theme.colors.primary};
  }
`;

export const Muted = styled.p`
  color: ${(p) => p.theme.colors.muted};
  margin: 4px 0;
`;
