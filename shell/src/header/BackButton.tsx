import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';

const Button = styled.button`
  background: transparent;
  color: #fff;
  border: 0;
  font-size: 1.2rem;
  padding: 4px 8px;
  cursor: pointer;
`;

/**
 * Only in the app's web view, and only after in-app navigation: on any page but the one the web view opened on,
 * so there is always a page of ours to go back to (back on the first page, it goes again).
 */
export function BackButton({ webView }: { webView: boolean }) {
  const { key } = useLocation();
  const navigate = useNavigate();
  const [first] = useState(key);
  if (!webView || key === first) return null;
  return (
    <Button type="button" aria-label="Back" onClick={() => navigate(-1)}>
      ←
    </Button>
  );
}
