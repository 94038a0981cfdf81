import { useEffect, useRef, useState } from 'react';
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

/** Only in the app's web view, and only once the member has navigated inside it (there is somewhere to go back). */
export function BackButton({ webView }: { webView: boolean }) {
  const { key } = useLocation();
  const navigate = useNavigate();
  const first = useRef(key);
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (key !== first.current) setMoved(true);
  }, [key]);
  if (!webView || !moved) return null;
  return (
    <Button type="button" aria-label="Back" onClick={() => navigate(-1)}>
      ←
    </Button>
  );
}
