import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import styled, { useTheme } from 'styled-components';
import { featuredEventLinks, type FooterGroup, type FooterLink } from '@sl/contracts';
import { useMediaQuery } from './useMediaQuery';

const Groups = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  @media (max-width: ${(p) => p.theme.breakpoints.maxMobile}px) {
    grid-template-columns: 1fr;
    gap: 0;
  }
  h2,
  .toggle {
    margin: 0 0 8px;
    font-size: 0.95rem;
    font-weight: 700;
    color: #fff;
  }
  .toggle {
    width: 100%;
    display: flex;
    justify-content: space-between;
    padding: 10px 0;
    background: none;
    border: 0;
    border-bottom: 1px solid rgba(255, 255, 255, 0.25);
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    overflow: hidden;
    transition: max-height 0.2s ease;
  }
  ul[data-open='false'] {
    max-height: 0;
  }
  ul[data-open='true'] {
    max-height: ${(p) => p.theme.layout.footerGroupMaxHeight}px;
    overflow-y: auto;
  }
  li {
    margin: 6px 0;
  }
  a,
  .link-button {
    color: #e3e8f0;
    text-decoration: none;
  }
  .link-button {
    background: none;
    border: 0;
    padding: 0;
    font: inherit;
    cursor: pointer;
    text-decoration: underline;
  }
`;

/**
 * The footer link groups. On mobile each group opens and closes from its heading (featured events starts open);
 * a featured-events link is hidden on the page it points to; the empty-named link opens the contact form.
 */
export function FooterGroups({
  groups,
  onContact,
  contactLabel,
}: {
  groups: FooterGroup[];
  onContact: () => void;
  contactLabel: string;
}) {
  const theme = useTheme();
  const mobile = useMediaQuery(`(max-width: ${theme.breakpoints.maxMobile}px)`);
  const { pathname } = useLocation();
  const [open, setOpen] = useState<Record<string, boolean>>({ 'featured-events': true });

  const renderLink = (link: FooterLink) =>
    link.name === '' ? (
      <button type="button" className="link-button" onClick={onContact} data-testid="contact-link">
        {contactLabel}
      </button>
    ) : (
      <Link to={link.url}>{link.name}</Link>
    );

  return (
    <Groups>
      {groups.map((group) => {
        const links =
          group.id === 'featured-events' ? featuredEventLinks(group.links, pathname) : group.links;
        const isOpen = !mobile || Boolean(open[group.id]);
        const listId = `footer-group-${group.id}`;
        return (
          <section
            key={group.id}
            aria-labelledby={`${listId}-title`}
            data-testid={`footer-group-${group.id}`}
          >
            {mobile ? (
              <button
                id={`${listId}-title`}
                type="button"
                className="toggle"
                aria-expanded={isOpen}
                aria-controls={listId}
                onClick={() => setOpen((o) => ({ ...o, [group.id]: !o[group.id] }))}
              >
                {group.title}
                <span aria-hidden="true">{isOpen ? '−' : '+'}</span>
              </button>
            ) : (
              <h2 id={`${listId}-title`}>{group.title}</h2>
            )}
            <ul id={listId} data-open={isOpen ? 'true' : 'false'} hidden={!isOpen}>
              {links.map((link) => (
                <li key={`${link.name}-${link.url}`}>{renderLink(link)}</li>
              ))}
            </ul>
          </section>
        );
      })}
    </Groups>
  );
}
