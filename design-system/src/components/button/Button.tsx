import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from '@sl/contracts/routing';
import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonVariant } from './button-styles';

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${buttonStyles}
`;

const StyledLink = styled(Link)<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${buttonStyles}
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A button; `type` defaults to "button" so one inside a form never submits it by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', type = 'button', ...rest },
  ref,
) {
  return <StyledButton ref={ref} type={type} $variant={variant} $size={size} {...rest} />;
});

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A router link that looks like a button (it navigates, so it stays a link for assistive technology). */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant = 'primary', size = 'md', ...rest },
  ref,
) {
  return <StyledLink ref={ref} $variant={variant} $size={size} {...rest} />;
});

export type { ButtonSize, ButtonVariant };
