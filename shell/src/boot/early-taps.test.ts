/**
 * @jest-environment jsdom
 */
import { holdEarlyTaps as holdOn, type EarlyTaps } from './early-taps';

// Every hold a test starts is released after it, so no listener of one test holds the next one's taps.
const holds: EarlyTaps[] = [];
const holdEarlyTaps = (doc: Document) => {
  const taps = holdOn(doc);
  holds.push(taps);
  return taps;
};
afterEach(() => holds.splice(0).forEach((taps) => taps.release()));

function page(html: string) {
  document.body.innerHTML = html;
  const heard: string[] = [];
  // Stands in for React's listener on the root: it only hears what reaches the page's own handlers.
  document.body.addEventListener('click', (event) => {
    const el = event.target as HTMLElement;
    heard.push(el.id || el.tagName);
  });
  return heard;
}

const click = (id: string) => {
  const el = document.getElementById(id) as HTMLElement;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  el.dispatchEvent(event);
  return event;
};

describe('taps before hydration', () => {
  it('holds a tapped button and clicks it again on release, once', () => {
    const heard = page('<header><button id="sign-in">Sign in</button></header>');
    const taps = holdEarlyTaps(document);
    expect(click('sign-in').defaultPrevented).toBe(true);
    expect(heard).toEqual([]);
    taps.release();
    expect(heard).toEqual(['sign-in']);
    taps.release();
    expect(heard).toEqual(['sign-in']);
  });

  it('replays only the last of several taps (an impatient double tap opens one dialog)', () => {
    const heard = page('<button id="menu">Menu</button><button id="sign-in">Sign in</button>');
    const taps = holdEarlyTaps(document);
    click('menu');
    click('sign-in');
    click('sign-in');
    taps.release();
    expect(heard).toEqual(['sign-in']);
  });

  it('holds a tap on what is inside a button, and replays it on the button', () => {
    const heard = page('<button id="follow"><svg id="icon"></svg><span id="label">Follow</span></button>');
    const taps = holdEarlyTaps(document);
    click('label');
    taps.release();
    expect(heard).toEqual(['follow']);
  });

  it('holds a box ticked through its label: unticked until React ticks it', () => {
    const heard = page('<label id="label"><input id="scorers" type="checkbox"> Show scorers</label>');
    const taps = holdEarlyTaps(document);
    const box = document.getElementById('scorers') as HTMLInputElement;
    (document.getElementById('label') as HTMLElement).click();
    expect(box.checked).toBe(false);
    expect(heard).toEqual(['label']);
    taps.release();
    expect(box.checked).toBe(true);
    expect(heard).toEqual(['label', 'scorers']);
  });

  it('leaves links, disabled buttons and plain text to the browser', () => {
    const heard = page(
      '<a id="link" href="/football">Football</a><a href="/racing"><button id="in-link">Racing</button></a>' +
        '<button id="off" disabled>Off</button><p id="text">Text</p>',
    );
    holdEarlyTaps(document);
    for (const id of ['link', 'in-link', 'text']) expect(click(id).defaultPrevented).toBe(false);
    expect(heard).toEqual(['link', 'in-link', 'text']);
  });

  it('replays nothing when the browser rendered the page afresh (the button held is gone)', () => {
    const heard = page('<button id="sign-in">Sign in</button>');
    const taps = holdEarlyTaps(document);
    click('sign-in');
    document.body.innerHTML = '<button id="sign-in">Sign in</button>';
    taps.release();
    expect(heard).toEqual([]);
  });

  it('lets taps through once released', () => {
    const heard = page('<button id="sign-in">Sign in</button>');
    holdEarlyTaps(document).release();
    expect(click('sign-in').defaultPrevented).toBe(false);
    expect(heard).toEqual(['sign-in']);
  });
});
