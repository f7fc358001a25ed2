import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './app/i18n/i18n';
import { createStore } from './app/store';

// Starts loading the shell's strings in the user's language, side by side with the bootstrap call.
void initI18n();
const store = createStore();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
