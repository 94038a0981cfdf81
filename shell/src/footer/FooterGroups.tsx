import { useState } from 'react';
import { Link, useLocation } from '@sl/contracts/routing';
import styled from 'styled-components';
import { featuredEventLinks, type FooterGroup, type FooterLink } from '@sl/contracts';
import { borderWidth, color, fontSize, fontWeight, layout, media, motion, px, size, space } from '@sl/ui';
import { ExpandChevron } from '../nav/ExpandChevron';
import { useMediaQuery } from './useMediaQuery';

const Groups = styled.div`
  display: grid;
  gap: ${space.xl};
  grid-template-columns: repeat(auto-fit, minmax(${size.inputMin}, 1fr));
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
  }
  h2,
  .toggle {
    margin: 0 0 ${space.sm};
    font-size: ${fontSize.md};
    font-weight: ${fontWeight.bold};
    color: ${color.onBrand};
  }
  .toggle {
    width: 100%;
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: ${size.target};
    margin: 0;
    padding: ${space.xs} 0;
    background: none;
    border: 0;
    border-bottom: ${borderWidth.hairline} solid ${color.brandAlt};
    font: inherit;
    font-weight: ${fontWeight.bold};
    cursor: pointer;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    overflow: hidden;
    transition: max-height ${motion.normal} ${motion.easing};
  }
  ul[data-open='false'] {
    max-height: 0;
  }
  ul[data-open='true'] {
    max-height: ${px(layout.footerGroupMaxHeight)};
    overflow-y: auto;
  }
  li {
    display: flex;
    align-items: center;
    min-height: ${size.targetMin};
    margin: ${space.xs} 0;
  }
  a,
  .link-button {
    color: ${color.onBrand};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  .link-button {
    background: none;
    border: 0;
    padding: 0;
    font: inherit;
    cursor: pointer;
    text-decoration: underline;
  }
  ${media.reducedMotion} {
    ul {
      transition: none;
    }
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
  const mobile = useMediaQuery(media.mobile.replace('@media ', ''));
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
                <ExpandChevron />
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
