// Clerk's components in Lanes' look: Clerk's appearance variables point at the design tokens
// (src/ui/tokens.css), so sign-in, profile and the header widgets follow the light or dark theme the page is
// in, the system's or the person's choice, with no JavaScript switching.
import type { ComponentProps } from 'react';
import type { ClerkProvider } from '@clerk/react';

type ClerkAppearance = NonNullable<ComponentProps<typeof ClerkProvider>['appearance']>;

export const clerkAppearance: ClerkAppearance = {
  variables: {
    colorPrimary: 'var(--accent)',
    colorPrimaryForeground: 'var(--accent-text)',
    colorDanger: 'var(--danger)',
    colorSuccess: 'var(--success)',
    colorNeutral: 'var(--text)',
    colorForeground: 'var(--text)',
    colorMutedForeground: 'var(--muted)',
    colorMuted: 'var(--surface-2)',
    colorBackground: 'var(--surface)',
    colorInput: 'var(--surface)',
    colorInputForeground: 'var(--text)',
    colorBorder: 'var(--border-strong)',
    colorRing: 'var(--focus)',
    colorShadow: 'rgb(15 23 42 / 0.25)',
    colorModalBackdrop: 'var(--backdrop)',
    fontFamily: 'var(--font)',
    fontFamilyButtons: 'var(--font)',
    borderRadius: 'var(--radius)',
  },
  elements: {
    // Clerk's card sits on the page like Lanes' own panels.
    cardBox: { boxShadow: 'var(--shadow-sm)', border: '1px solid var(--border)', borderRadius: 'var(--radius-lg)' },
  },
};
