import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, connectSession } from './app/providers';
import { createRouter } from './app/router';
import { makeStore, startStore } from './app/store';
import './styles/index.css';

const store = makeStore();
const router = createRouter();
startStore(store);
connectSession(store, (to, opts) => router.navigate(to, opts));

const container = document.getElementById('root');
if (!container) throw new Error('#root missing');

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
