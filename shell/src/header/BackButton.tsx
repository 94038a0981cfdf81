import { useState } from 'react';
import { useLocation, useNavigate } from '@sl/contracts/routing';
import styled from 'styled-components';
import { Icon } from '@sl/ui';

import { IconButton } from './IconButton';

const Button = styled(IconButton)`
  flex: none;
  /* The set has a right chevron only: turned round, it points back. */
  svg,
  span {
    transform: rotate(180deg);
  }
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
    <Button type="button" aria-label="Back" onClick={() => void navigate(-1)}>
      <Icon name="chevron-right" size="lg" />
    </Button>
  );
}
