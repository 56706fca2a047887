import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { SessionAnswer, StaffRole } from '@schemas/staff-api';
import { sessionKey } from '../lib/query-keys';

/** Renders a back-office page for Asha (id u1), signed in with `role`; failed queries are not retried. */
export function renderSignedIn(page: ReactElement, role: StaffRole) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session: SessionAnswer = {
    user: { id: 'u1', name: 'Asha', email: 'asha@example.com', role, notifyTables: [] },
    csrfToken: 'token',
    mirror: false,
  };
  client.setQueryData(sessionKey, session);
  return render(<QueryClientProvider client={client}>{page}</QueryClientProvider>);
}
