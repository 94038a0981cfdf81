import styled from 'styled-components';

const Bar = styled.footer`
  background: ${(p) => p.theme.colors.primary};
  color: #d7deea;
  padding: 24px 16px;
  margin-top: 32px;
  font-size: 0.85rem;
`;

export function Footer() {
  return (
    <Bar>
      <p>Please gamble responsibly. 18+ only.</p>
      <p>© Sporting Life 2024</p>
    </Bar>
  );
}
