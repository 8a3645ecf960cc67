/**
 * RFC 5321 caps a forward path at 256 octets, so no deliverable address is longer. Kept in
 * a module of its own (no zod) so public pages can set maxLength without loading schemas.
 */
export const emailMaxLength = 254;
