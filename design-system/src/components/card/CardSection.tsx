import { useId, type ReactNode } from 'react';
import { Card, CardTitle, type CardProps, type CardTitleProps } from './Card';

export interface CardSectionProps extends Omit<CardProps, 'as' | 'title'> {
  title: ReactNode;
  /** The heading's id, when a link or test needs it; otherwise one is made up. */
  titleId?: string;
  level?: CardTitleProps['level'];
}

/** A card that is a section of the page, named by its own heading. */
export function CardSection({ title, titleId, level, children, ...rest }: CardSectionProps) {
  const ownId = useId();
  const id = titleId ?? ownId;
  return (
    <Card as="section" aria-labelledby={id} {...rest}>
      <CardTitle id={id} level={level}>
        {title}
      </CardTitle>
      {children}
    </Card>
  );
}
