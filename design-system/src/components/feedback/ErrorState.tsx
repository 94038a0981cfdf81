import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color } from '../../tokens/color';
import { borderWidth, fontSize, fontWeight, radius, space } from '../../tokens/scale';
import { Button } from '../button/Button';
import { Icon } from '../icon/Icon';

export interface ErrorStateProps {
  title: string;
  children?: ReactNode;
  /** Offer "Try again" (the data could not be loaded, not a page that does not exist). */
  onRetry?: () => void;
  className?: string;
}

const Box = styled.div`
  display: flex;
  gap: ${space.md};
  align-items: flex-start;
  padding: ${space.lg};
  color: ${color.text};
  background: ${color.surface};
  border: ${borderWidth.hairline} solid ${color.border};
  border-left: ${borderWidth.bar} solid ${color.negative};
  border-radius: ${radius.md};
  > svg {
    flex: none;
    color: ${color.negative};
  }
  p {
    margin: 0 0 ${space.xs};
  }
`;

const Detail = styled.div`
  margin-bottom: ${space.sm};
  color: ${color.muted};
`;

const Title = styled.p`
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.bold};
`;

/** Something failed to load: said at once to screen readers (role alert), with a retry when one can help. */
export function ErrorState({ title, children, onRetry, className }: ErrorStateProps) {
  return (
    <Box role="alert" className={className}>
      <Icon name="warning" size="lg" />
      <div>
        <Title>{title}</Title>
        {children && <Detail>{children}</Detail>}
        {onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            <Icon name="refresh" size="sm" />
            Try again
          </Button>
        )}
      </div>
    </Box>
  );
}
