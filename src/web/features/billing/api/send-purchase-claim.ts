/** Where "Create your account" leads a guest buyer: sign-up with their e-mail filled in. */
export function guestRegisterHref(email: string | null): string {
  const query = new URLSearchParams({ claim: 'purchase' });
  if (email) query.set('email', email);
  return `/register?${query.toString()}`;
}
