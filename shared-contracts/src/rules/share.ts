/** Share links to the two social sites the site shares to. */
export function shareLinks(url: string, text: string): { network: 'facebook' | 'x'; href: string }[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  return [
    { network: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'x', href: `https://x.com/intent/post?url=${u}&text=${t}` },
  ];
}
