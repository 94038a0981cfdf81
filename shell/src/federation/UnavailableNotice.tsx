import type { ReactNode } from 'react';
import styled from 'styled-components';
import { borderWidth, color, radius, space } from '@sl/ui';

const Notice = styled.p`
  margin: 0;
  padding: ${space.lg};
  border: ${borderWidth.hairline} dashed ${color.borderStrong};
  border-radius: ${radius.md};
  color: ${color.muted};
  background: ${color.surface};
`;

/** What a shell slot says in its remote's place when the remote is switched off or fails. */
export function UnavailableNotice({ children }: { children: ReactNode }) {
  return <Notice role="status">{children}</Notice>;
}
