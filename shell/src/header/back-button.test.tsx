import '../test-support/text-encoder';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { BackButton } from './BackButton';

/** A page with the header's back button and two in-app links, as in the app's web view. */
function Page({ webView }: { webView: boolean }) {
  const { pathname } = useLocation();
  return (
    <>
      <BackButton webView={webView} />
      <p data-testid="where">{pathname}</p>
      <Link to="/racing">Racing</Link>
      <Link to="/football">Football</Link>
    </>
  );
}

const open = (webView: boolean) =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <Page webView={webView} />
    </MemoryRouter>,
  );

const back = () => screen.queryByRole('button', { name: 'Back' });
const where = () => screen.getByTestId('where').textContent;

describe('mobile web-view back button', () => {
  it('is not shown on the first page of the web view, and shows after in-app navigation', async () => {
    const user = userEvent.setup();
    open(true);
    expect(back()).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Racing' }));
    expect(back()).toBeInTheDocument();
  });

  it('goes back one page, and is gone again on the page the web view opened on', async () => {
    const user = userEvent.setup();
    open(true);
    await user.click(screen.getByRole('link', { name: 'Racing' }));
    await user.click(screen.getByRole('link', { name: 'Football' }));
    await user.click(back()!);
    expect(where()).toBe('/racing');
    expect(back()).toBeInTheDocument();
    await user.click(back()!);
    expect(where()).toBe('/');
    expect(back()).toBeNull();
  });

  it('is never shown outside the web view', async () => {
    const user = userEvent.setup();
    open(false);
    await user.click(screen.getByRole('link', { name: 'Racing' }));
    await user.click(screen.getByRole('link', { name: 'Football' }));
    expect(back()).toBeNull();
  });
});
