import { setupListeners } from '@reduxjs/toolkit/query';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/App';
import { routes } from './app/routes';
import { createStore } from './app/store';
import { BASE_PATH, LEGACY_TOKEN_KEY } from './config';
import { initI18n } from './i18n';
import './styles/global.css';

async function start() {
  try {
    window.localStorage.removeItem(LEGACY_TOKEN_KEY);
  } catch {
    // storage blocked: nothing was kept there either
  }
  // The language's texts load while the router fetches the first page's chunks.
  const texts = initI18n();
  const store = createStore();
  // Queries that ask for it (refetchOnFocus, e.g. the inbox) are read again when the tab
  // regains focus or the network comes back.
  setupListeners(store.dispatch);
  const router = createBrowserRouter(routes, { basename: BASE_PATH });
  await texts;
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

void start();
