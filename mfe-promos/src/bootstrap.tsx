import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { StandaloneProviders } from './app/StandaloneProviders';
import Banners from './exposes/Banners';

/** The promos remote on its own page, without the shell: for the promos team's local work. */
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
createRoot(container).render(
  <BrowserRouter>
    <StandaloneProviders>
      <main style={{ maxWidth: 1000, margin: '0 auto', padding: 16 }}>
        <Banners />
      </main>
    </StandaloneProviders>
  </BrowserRouter>,
);
