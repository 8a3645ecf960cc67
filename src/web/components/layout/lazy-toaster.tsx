import { useEffect, useState } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';
import { onSonnerLoaded } from '../../lib/toast';

type ToasterComponent = typeof SonnerToaster;

/**
 * sonner's <Toaster> (top-right, as the spec says), mounted once the first toast has
 * loaded its module (see lib/toast.ts); it then stays for the rest of the visit.
 */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ToasterComponent>();
  useEffect(() => onSonnerLoaded((module) => setToaster(() => module.Toaster)), []);
  return Toaster ? <Toaster position="top-right" theme="dark" richColors closeButton /> : null;
}
