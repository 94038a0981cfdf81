import { Link } from 'react-router';
import styled from 'styled-components';
import type { PromoBannerSummary } from '@sl/contracts';

const Box = styled.aside`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  background: linear-gradient(90deg, ${(p) => p.theme.colors.primary}, #1d3d6e);
  color: #fff;
  border-radius: 6px;
  padding: 12px 16px;
  margin-bottom: 12px;
  a {
    color: ${(p) => p.theme.colors.accent};
    font-weight: 700;
  }
`;

const Title = styled.strong`
  display: block;
  font-size: 1.1rem;
`;

export function ThinBanner({ promo }: { promo: PromoBannerSummary }) {
  return (
    <Box aria-label={`${promo.title} promotion`} data-promo={promo.name}>
      <div>
        <Title>{promo.title}</Title>
        <span>{promo.text}</span>
      </div>
      <Link to={promo.link}>Find out more</Link>
    </Box>
  );
}
