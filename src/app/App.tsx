// The app: toasts, sign-in and the router, in that order (sign-in wraps the router so route loaders can
// wait for the session).
// The base stylesheet comes first so that components' own styles (CSS Modules) follow it in the cascade.
import '../styles.css';
import { StrictMode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AuthProvider, type NavigateFunction } from '@/auth';
import { ToastProvider } from '@/ui/toasts';

type Router = ReturnType<typeof createBrowserRouter>;

export function App({ router, navigate }: { router: Router; navigate: NavigateFunction }) {
  return (
    <StrictMode>
      <ToastProvider>
        <AuthProvider navigate={navigate}>
          <RouterProvider router={router} />
        </AuthProvider>
      </ToastProvider>
    </StrictMode>
  );
}
