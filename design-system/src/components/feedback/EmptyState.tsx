import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color } from '../../tokens/color';
import { borderWidth, fontSize, fontWeight, radius, space } from '../../tokens/scale';
import { Icon } from '../icon/Icon';
import type { IconName } from '../icon/icons';

export interface EmptyStateProps {
  icon?: IconName;
  title: string;
  children?: ReactNode;
  /** A way on: a link or button. */
  action?: ReactNode;
  className?: string;
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space.sm};
  padding: ${space.xl} ${space.lg};
  text-align: center;
  color: ${color.muted};
  background: ${color.surfaceAlt};
  border: ${borderWidth.hairline} dashed ${color.border};
  border-radius: ${radius.lg};
  p {
    margin: 0;
  }
`;

const Title = styled.p`
  color: ${color.text};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
`;

/** Nothing to show, said plainly, with a way on. */
export function EmptyState({ icon, title, children, action, className }: EmptyStateProps) {
  return (
    <Box className={className}>
      {icon && <Icon name={icon} size="xl" />}
      <Title>{title}</Title>
      {children && <div>{children}</div>}
      {action && <div>{action}</div>}
    </Box>
  );
}
