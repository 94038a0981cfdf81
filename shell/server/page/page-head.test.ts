import type { PageHead } from '@sl/contracts';
import { injectPageHead, pageHead } from './page-head';

const ORIGIN = 'https://www.example.test';

/** The JSON-LD in `html`, parsed (it must be the script's whole text). */
function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error(`no JSON-LD in ${html}`);
  return JSON.parse(match[1]!) as Record<string, unknown>;
}

const RACE: PageHead = {
  title: '12:30 Cheltenham: Novices Hurdle | Racecard',
  description: 'Racecard for the 12:30 at Cheltenham.',
  event: {
    name: '12:30 Cheltenham: Novices Hurdle',
    startDate: '2026-06-15T12:30:00+01:00',
    sport: 'Horse racing',
    location: 'Cheltenham',
  },
};

describe('pageHead', () => {
  it("writes the section's title (with sport label and brand), description, canonical and SportsEvent", () => {
    const path = '/racing/racecards/2026-06-15/cheltenham/racecard/1/novices-hurdle';
    const html = pageHead(`${path}/?utm_source=x#runners`, RACE, `${ORIGIN}/`);
    expect(html).toContain(
      '<title>12:30 Cheltenham: Novices Hurdle | Racecard | Horse Racing | Sporting Life</title>',
    );
    expect(html).toContain('<meta name="description" content="Racecard for the 12:30 at Cheltenham.">');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path}">`);
    expect(jsonLd(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: '12:30 Cheltenham: Novices Hurdle',
      startDate: '2026-06-15T12:30:00+01:00',
      sport: 'Horse racing',
      url: `${ORIGIN}${path}`,
      location: { '@type': 'Place', name: 'Cheltenham' },
    });
  });

  it('writes a match as teams and a status', () => {
    const html = pageHead(
      '/football/live/7/a-vs-b',
      {
        title: 'A v B | Premier League',
        description: 'A v B.',
        event: {
          name: 'A v B',
          startDate: '2026-06-13T15:00:00+01:00',
          sport: 'Football',
          homeTeam: 'A',
          awayTeam: 'B',
          eventStatus: 'EventCancelled',
        },
      },
      ORIGIN,
    );
    expect(jsonLd(html)).toMatchObject({
      homeTeam: { '@type': 'SportsTeam', name: 'A' },
      awayTeam: { '@type': 'SportsTeam', name: 'B' },
      eventStatus: 'https://schema.org/EventCancelled',
    });
    expect(jsonLd(html)).not.toHaveProperty('location');
  });

  it('cannot be broken out of by a name holding markup, quotes or a script end', () => {
    const evil = `Evil </script><script>alert(1)</script> "FC" & 'Co' <!--`;
    const html = pageHead(
      '/football/live/7/x',
      {
        title: evil,
        description: evil,
        event: {
          name: evil,
          startDate: '2026-06-13T15:00:00Z',
          sport: 'Football',
          homeTeam: evil,
          awayTeam: 'B',
        },
      },
      ORIGIN,
    );
    // One script element (the JSON-LD) and the text and attribute escaped.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(html).toContain('<title>Evil &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; "FC" &amp;');
    expect(html).toContain(
      'content="Evil &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;FC&quot; &amp;',
    );
    // The JSON still reads back as the names given.
    expect(jsonLd(html)).toMatchObject({ name: evil, homeTeam: { name: evil } });
  });

  it("falls back to the menu's page name and the section's description when the section gave no head", () => {
    expect(pageHead('/racing/racecards', null, ORIGIN)).toContain(
      '<title>Racecards | Horse Racing | Sporting Life</title>',
    );
    expect(pageHead('/racing/racecards', null, ORIGIN)).toMatch(
      /<meta name="description" content="Horse racing/,
    );
    expect(pageHead('/golf', null, ORIGIN)).toContain(
      '<meta name="description" content="Golf fixtures, results, tips and news from Sporting Life.">',
    );
    const home = pageHead('/', null, ORIGIN);
    expect(home).toContain('<title>Racing, Football, Tips and Results | Sporting Life</title>');
    expect(home).toContain(`<link rel="canonical" href="${ORIGIN}/">`);
    expect(home).not.toContain('ld+json');
  });

  it("names an AMP page's full page as canonical", () => {
    expect(pageHead('/amp/racing/racecards', null, ORIGIN)).toContain(
      `<link rel="canonical" href="${ORIGIN}/racing/racecards">`,
    );
  });

  it('marks a page that does not exist noindex, with no canonical or description', () => {
    const html = pageHead('/football/team/nobody/1', null, ORIGIN, 404);
    expect(html).toBe(
      '<title>Page not found | Football | Sporting Life</title><meta name="robots" content="noindex">',
    );
  });
});

describe('injectPageHead', () => {
  const TEMPLATE =
    '<!doctype html><html><head>\n<meta charset="utf-8" />\n<title>Sporting Life | Racing</title>\n' +
    '<meta\n  name="description"\n  content="Racecards, results."\n/>\n<style>p{}</style></head><body></body></html>';

  it("puts the tags in place of the template's title and drops its description", () => {
    const html = injectPageHead(TEMPLATE, '<title>New</title><meta name="description" content="D">');
    expect(html).toBe(
      '<!doctype html><html><head>\n<meta charset="utf-8" />\n<title>New</title><meta name="description" content="D">\n' +
        '\n<style>p{}</style></head><body></body></html>',
    );
  });

  it('appends the tags to <head> when the template has no title, and keeps $ patterns literal', () => {
    expect(injectPageHead('<head></head>', '<title>$& $1</title>')).toBe('<head><title>$& $1</title></head>');
  });
});
