import { createBrowserRouter, RouterProvider } from 'react-router';
import { BASENAME } from '../config/paths';
import { AppProviders } from './providers';
import { appRoutes } from './routes';

const router = createBrowserRouter(appRoutes, { basename: BASENAME });

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
