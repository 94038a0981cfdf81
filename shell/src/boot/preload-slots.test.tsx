import { jest } from '@jest/globals';

const preloaded: string[] = [];
const finish: Array<() => void> = [];
const fallbacks: Array<(error: Error, version: string | undefined) => void> = [];
jest.unstable_mockModule('@sl/contracts/federation', () => ({
  preloadRemoteModule: (
    remote: string,
    module: string,
    onFallback: (error: Error, version: string | undefined) => void,
  ) => {
    preloaded.push(`${remote}/${module}`);
    fallbacks.push(onFallback);
    return new Promise<void>((resolve) => finish.push(resolve));
  },
}));
const { preloadServerSlots } = await import('./preload-slots');

describe('preloadServerSlots', () => {
  it('starts the load of every module the server rendered into the page, once each, nested slots too', async () => {
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
    const { ids, settled } = preloadServerSlots(page, report);
    expect(ids).toEqual(['racing/RacingQuickLinks', 'racing/RacingApp', 'account/FollowButton']);
    expect(preloaded).toEqual(['racing/RacingQuickLinks', 'racing/RacingApp', 'account/FollowButton']);
    // A failed version the page fell back from is reported as the slot's.
    const error = new Error('racing@7 unreachable');
    fallbacks[1]?.(error, '7');
    expect(report).toHaveBeenCalledWith('racing/RacingApp', error, '7');

    // Settled once every load has, not before.
    let done = false;
    void settled.then(() => (done = true));
    finish[0]?.();
    finish[2]?.();
    await Promise.resolve();
    expect(done).toBe(false);
    finish[1]?.();
    await settled;
    expect(done).toBe(true);
  });
});
