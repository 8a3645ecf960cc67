import { useEffect, useState } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';
import { onSonnerLoaded } from '~/web/lib/toast';

type ToasterComponent = typeof SonnerToaster;

/**
 * Toasts start this far from the top: below the sticky top bar (h-16, 64 px) with a gap,
 * so a toast never covers the logo, the menu button, Sign Out or Account. Bare pages have
 * no bar; the same place keeps toasts in one spot on every screen.
 */
/** Below the top bar; on a desktop also below the signed-in workspace row (110 px). */
export const toastTopOffset = { desktop: 120, phone: 72 } as const;

/**
 * sonner's <Toaster> (top-right, as the spec says), mounted once the first toast has
 * loaded its module (see lib/toast.ts); it then stays for the rest of the visit.
 */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ToasterComponent>();
  useEffect(() => onSonnerLoaded((module) => setToaster(() => module.Toaster)), []);
  return Toaster ? (
    <Toaster
      position="top-right"
      theme="dark"
      richColors
      closeButton
      offset={{ top: toastTopOffset.desktop, right: 16 }}
      mobileOffset={{ top: toastTopOffset.phone, right: 16, left: 16 }}
    />
  ) : null;
}
