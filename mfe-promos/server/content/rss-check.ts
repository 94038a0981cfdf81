import { SaxesParser } from 'saxes';

/** Test support: a strict XML parse and RSS 2.0's required elements, for the feed's tests. */

export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  text: string;
}

/** A strict XML parse (saxes, the parser jsdom uses): throws on anything that is not well-formed. */
export function parseXml(xml: string): XmlNode {
  const parser = new SaxesParser({ xmlns: false });
  const root: XmlNode = { name: '#document', attributes: {}, children: [], text: '' };
  const stack = [root];
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const node: XmlNode = {
      name: tag.name,
      attributes: tag.attributes as Record<string, string>,
      children: [],
      text: '',
    };
    stack[stack.length - 1]!.children.push(node);
    stack.push(node);
  });
  parser.on('closetag', () => void stack.pop());
  parser.on('text', (text) => {
    stack[stack.length - 1]!.text += text;
  });
  parser.write(xml).close();
  return root.children[0]!;
}

export const child = (node: XmlNode, name: string) => node.children.find((c) => c.name === name);
export const childText = (node: XmlNode, name: string) => child(node, name)?.text ?? null;

/** RSS 2.0's required elements: rss@version 2.0, one channel with title, link, description; items with a title or description. */
export function rssProblems(root: XmlNode): string[] {
  const problems: string[] = [];
  if (root.name !== 'rss' || root.attributes.version !== '2.0')
    problems.push('root is not <rss version="2.0">');
  const channel = child(root, 'channel');
  if (!channel) return [...problems, 'no channel'];
  for (const name of ['title', 'link', 'description'])
    if (!childText(channel, name)) problems.push(`channel has no ${name}`);
  for (const item of channel.children.filter((c) => c.name === 'item')) {
    if (!childText(item, 'title') && !childText(item, 'description'))
      problems.push('item without title or description');
    const link = childText(item, 'link');
    if (link && !/^https?:\/\//.test(link)) problems.push(`item link ${link} is not absolute`);
    const date = childText(item, 'pubDate');
    if (
      date &&
      !/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(
        date,
      )
    )
      problems.push(`pubDate ${date} is not RFC 822`);
  }
  return problems;
}
