import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import './styles/index.css';
import { AppRoutes } from './app/app-routes';
import { deferIslandsWhileHydrating } from './lib/island';

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);
const container = document.getElementById('root')!;

// Prerendered pages arrive with their HTML in place: hydrate it. The dev server sends an empty root.
if (container.hasChildNodes()) {
  deferIslandsWhileHydrating();
  hydrateRoot(container, app);
} else createRoot(container).render(app);
