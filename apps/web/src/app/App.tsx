import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { useGetBootstrapQuery } from './api/apiSlice';
import { createAppRouter } from './routes/router';
import type { AppStore } from './store';
import { ThemeRoot } from './theme/ThemeRoot';

/** The theme follows the instance branding as soon as the start-up data is in. */
function BrandedTheme({ children }: { children: ReactNode }) {
  const { data } = useGetBootstrapQuery();
  return <ThemeRoot primaryColor={data?.branding.primary.color.hex}>{children}</ThemeRoot>;
}

export function App({ store, router: given }: { store: AppStore; router?: ReturnType<typeof createAppRouter> }) {
  const [router] = useState(() => given ?? createAppRouter());
  return (
    <Provider store={store}>
      <BrandedTheme>
        <RouterProvider router={router} />
      </BrandedTheme>
    </Provider>
  );
}
