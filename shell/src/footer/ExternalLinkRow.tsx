import type { FooterLink } from '@sl/contracts';

/** A row of links to other sites: each opens in a new tab and is told nothing of this page. */
export function ExternalLinkRow({ links }: { links: readonly FooterLink[] }) {
  return (
    <ul className="row">
      {links.map((link) => (
        <li key={link.url}>
          <a href={link.url} rel="noopener noreferrer" target="_blank">
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
