import NProgress from 'nprogress';
import { trackRouteChange } from './progress';

describe('route progress bar', () => {
  it('starts on a route change without throwing and stops once no slot is loading', async () => {
    document.body.innerHTML =
      '<div id="root"><section data-slot="racing/RacingApp" data-slot-state="loading"></section></div>';
    const root = document.getElementById('root') as HTMLElement;
    const stop = trackRouteChange(root);
    expect(NProgress.isStarted()).toBe(true);
    expect(document.querySelector('#nprogress .bar')).not.toBeNull();
    root.querySelector('section')?.setAttribute('data-slot-state', 'loaded');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(NProgress.status).toBeNull();
    stop();
  });
});
