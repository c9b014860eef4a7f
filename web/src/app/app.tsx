// The application root: providers around the router.
import { AppProvider } from './provider';
import { AppRouter } from './router';

export { loadClientOpening } from './router';

export function App() {
  return (
    <AppProvider>
      <AppRouter />
    </AppProvider>
  );
}
