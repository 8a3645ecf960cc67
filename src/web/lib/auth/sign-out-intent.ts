/**
 * Set while the visitor signs out on purpose, so the sign-in guard of the screen they
 * leave sends them home (spec: Sign Out, then /) and keeps no returnTo: the next person
 * to sign in at this browser goes to their own default page, not the last user's.
 */
let isSigningOut = false;

export const signOutIntent = {
  mark(): void {
    isSigningOut = true;
  },
  clear(): void {
    isSigningOut = false;
  },
  isMarked(): boolean {
    return isSigningOut;
  },
};
