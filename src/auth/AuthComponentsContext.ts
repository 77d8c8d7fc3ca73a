// Which adapter's screens and header widgets to render; set by the adapter's provider.
import { createContext, useContext } from 'react';
import type { AuthComponents } from './types';

export const AuthComponentsContext = createContext<AuthComponents | null>(null);

export function useAuthComponents(): AuthComponents {
  const components = useContext(AuthComponentsContext);
  if (!components) throw new Error('Auth components are only available inside <AuthProvider>.');
  return components;
}
