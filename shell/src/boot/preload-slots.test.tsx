import { jest } from '@jest/globals';

const preloaded: string[] = [];
const fallbacks: Array<(error: Error, version: string | undefined) => void> = [];
jest.unstable_mockModule('@sl/contracts/federation', () => ({
  preloadRemoteModule: (
    remote: string,
    module: string,
    onFallback: (error: Error, version: string | undefined) => void,
  ) => {
    preloaded.push(`${remote}/${module}`);
    fallbacks.push(onFallback);
  },
}));
const { preloadServerSlots } = await import('./preload-slots');

describe('preloadServerSlots', () => {
  it('starts the load of every module the server rendered into the page, once each, nested slots too', () => {
    const page = document.createElement('div');
    page.innerHTML = `
      <section data-slot="racing/RacingQuickLinks" data-slot-state="loading"><nav>strip</nav></section>
      <main>
        <section data-slot="racing/RacingApp" data-slot-state="loading">
          <ul><li>Runner <span data-slot="account/FollowButton" data-slot-state="loading"><button>Follow</button></span></li>
          <li>Runner <span data-slot="account/FollowButton" data-slot-state="loading"><button>Follow</button></span></li></ul>
        </section>
        <section data-slot="promos/Banners" data-slot-state="unavailable"><p>Promotions are resting</p></section>
        <section data-slot="football/FootballQuickLinks" data-slot-state="loading"></section>
      </main>`;
    const report = jest.fn();
    expect(preloadServerSlots(page, report)).toEqual([
      'racing/RacingQuickLinks',
      'racing/RacingApp',
      'account/FollowButton',
    ]);
    expect(preloaded).toEqual(['racing/RacingQuickLinks', 'racing/RacingApp', 'account/FollowButton']);
    // A failed version the page fell back from is reported as the slot's.
    const error = new Error('racing@7 unreachable');
    fallbacks[1]?.(error, '7');
    expect(report).toHaveBeenCalledWith('racing/RacingApp', error, '7');
  });
});
