import { createBrowserRouter } from 'react-router';
import { createRouteAvailability } from '../components/layout/route-availability';
import { appRoutes } from './routes';

export const router = createBrowserRouter(appRoutes);

/** Which paths lead to a screen, from the same table the router uses. */
export const routeAvailability = createRouteAvailability(appRoutes);
