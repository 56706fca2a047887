import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import './styles.css';
import { preloadScreen, StaffRoutes } from './app/staff-routes';
import { queryClient } from './lib/query-client';
import { prefetchSession } from './lib/session';

const basename = '/staff';
// The session and the screen's code load side by side, not one after the other. The sign-in and
// set-password pages ask for no session (the answer would only be a 401 in the console).
const screen = preloadScreen(location.pathname.slice(basename.length) || '/', location.search, queryClient);
if (screen?.access !== 'public') prefetchSession(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename={basename}>
        <StaffRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
