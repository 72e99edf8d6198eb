import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { router } from './router';
import { captureInstallPrompt } from './features/shell/install-prompt';
import { setUpdateReady } from './features/shell/update-store';
import { getSession } from './sync/session';
import { startSync } from './sync/engine';
import { registerServiceWorker } from './sync/sw-register';
import './styles.css';

captureInstallPrompt();
registerServiceWorker({ onUpdateReady: setUpdateReady });
void getSession().then((session) => {
  if (session) startSync();
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
