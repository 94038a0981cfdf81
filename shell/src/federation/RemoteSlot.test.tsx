import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { defaultTheme } from '@sl/contracts';

// The federation runtime is replaced by a fake that serves a few hand-made "remotes".
const modules: Record<string, unknown> = {};
jest.unstable_mockModule('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async (id: string) => {
    if (!(id in modules)) throw new Error(`no such remote module ${id}`);
    return modules[id];
  }),
}));

const { RemoteSlot } = await import('./RemoteSlot');
const { registerBootRemotes } = await import('./remotes');
const { FALLBACK_MARKER } = await import('./load-policy');

function Good() {
  return <p>racing content</p>;
}
function Throws(): never {
  throw new Error('remote render failed');
}

beforeAll(() => {
  modules['racing/Good'] = { default: Good };
  modules['football/Throws'] = { default: Throws };
  modules['promos/Banners'] = { [FALLBACK_MARKER]: true, error: 'manifest unreachable' };
  registerBootRemotes([
    { name: 'racing', entry: 'http://r.example/mf-manifest.json', version: '1' },
    { name: 'football', entry: 'http://f.example/mf-manifest.json', version: '1' },
    { name: 'promos', entry: 'http://p.example/mf-manifest.json', version: '1' },
  ]);
});

const page = () =>
  render(
    <ThemeProvider theme={defaultTheme}>
      <RemoteSlot remote="racing" module="Good" label="Racing" />
      <RemoteSlot remote="football" module="Throws" label="Football" unavailable="Football is unavailable" />
      <RemoteSlot remote="promos" module="Banners" label="Promotions" />
      <RemoteSlot
        remote="account"
        module="AccountWidget"
        label="Account"
        unavailable="Account is switched off"
      />
    </ThemeProvider>,
  );

describe('RemoteSlot', () => {
  it('gives a throwing, an unreachable and a switched-off remote their fallback while the rest renders', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    page();
    expect(await screen.findByText('racing content')).toBeInTheDocument();
    expect(await screen.findByText('Football is unavailable')).toBeInTheDocument();
    expect(screen.getByText('Account is switched off')).toBeInTheDocument();
    const promos = screen.getByRole('region', { name: 'Promotions' });
    expect(promos).toHaveAttribute('data-slot-state', 'unavailable');
    expect(promos).toBeEmptyDOMElement();
    expect(screen.getByRole('region', { name: 'Racing' })).toHaveAttribute('data-slot-state', 'loaded');
  });
});
