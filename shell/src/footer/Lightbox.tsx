import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Dialog, Icon, color, fontSize } from '@sl/ui';
import { lockScroll } from '../nav/scroll-lock';

const Box = styled(Dialog)`
  font-size: ${fontSize.md};
  /* The dialog is rendered inside the footer: its links are the page's, not the footer's. */
  a {
    color: ${color.link};
  }
`;

const Close = styled(Button)`
  color: ${color.text};
`;

/**
 * The footer's and the site's lightbox (spec document 1, section 5): a modal dialog whose first focus is the
 * content's first field, so a form can be filled in at once; Escape closes it unless disabled (while a form is
 * being sent), and the page behind does not scroll.
 */
export function Lightbox({
  title,
  onClose,
  disableEscape = false,
  children,
}: {
  title: string;
  onClose: () => void;
  disableEscape?: boolean;
  children: ReactNode;
}) {
  useEffect(() => lockScroll(), []);
  return (
    <Box
      title={title}
      onClose={onClose}
      dismissible={!disableEscape}
      corner={
        <Close variant="ghost" onClick={onClose} aria-label={`Close ${title.toLowerCase()}`}>
          <Icon name="close" />
        </Close>
      }
    >
      {children}
    </Box>
  );
}
