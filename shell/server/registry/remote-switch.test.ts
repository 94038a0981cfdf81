import type { RegistryRow } from '@sl/contracts';
import { remoteSwitch } from './remote-switch';

const row = (name: string, enabled: boolean) => ({ name, enabled }) as RegistryRow;

describe('the remote switch the gateway reads', () => {
  let clock = 0;
  let rows: RegistryRow[] = [];
  let reads = 0;
  let failing = false;
  const list = async () => {
    reads += 1;
    if (failing) throw new Error('database away');
    return rows;
  };
  beforeEach(() => {
    clock = 0;
    reads = 0;
    failing = false;
    rows = [row('racing', true), row('promos', false)];
  });

  it('answers from the registry, read once a second however many calls come', async () => {
    const { enabled } = remoteSwitch(list, { now: () => clock });
    const answers = await Promise.all([enabled('racing'), enabled('promos'), enabled('racing')]);
    expect(answers).toEqual([true, false, true]);
    expect(reads).toBe(1);
    rows = [row('racing', false), row('promos', false)];
    clock = 999;
    expect(await enabled('racing')).toBe(true);
    clock = 1_000;
    expect(await enabled('racing')).toBe(false);
    expect(reads).toBe(2);
  });

  it('keeps the last answer while the registry cannot be read, and counts an unknown remote as on', async () => {
    const { enabled } = remoteSwitch(list, { now: () => clock });
    expect(await enabled('promos')).toBe(false);
    failing = true;
    clock = 5_000;
    expect(await enabled('promos')).toBe(false);
    expect(await enabled('football')).toBe(true);
    failing = false;
    rows = [row('promos', true)];
    clock = 5_500;
    expect(await enabled('promos')).toBe(true);
  });

  it('counts every remote as on when the registry was never read', async () => {
    failing = true;
    expect(await remoteSwitch(list, { now: () => clock }).enabled('racing')).toBe(true);
  });

  it('reads afresh at once after this process changed the registry', async () => {
    const remotes = remoteSwitch(list, { now: () => clock });
    expect(await remotes.enabled('promos')).toBe(false);
    rows = [row('promos', true)];
    remotes.forget();
    expect(await remotes.enabled('promos')).toBe(true);
    expect(reads).toBe(2);
  });

  it('answers at once only while its last read is fresh, never from a stale or a forgotten one', async () => {
    const remotes = remoteSwitch(list, { now: () => clock });
    expect(remotes.enabledNow('racing')).toBeUndefined();
    expect(await remotes.enabled('racing')).toBe(true);
    expect([remotes.enabledNow('racing'), remotes.enabledNow('promos'), remotes.enabledNow('darts')]).toEqual(
      [true, false, true],
    );
    clock = 1_000;
    expect(remotes.enabledNow('racing')).toBeUndefined();
    expect(await remotes.enabled('racing')).toBe(true);
    remotes.forget();
    expect(remotes.enabledNow('racing')).toBeUndefined();
    expect(reads).toBe(2);
  });
});
