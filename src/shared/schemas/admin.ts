import { z } from 'zod';

export const userRoles = ['admin', 'user'] as const;
export type UserRole = (typeof userRoles)[number];

export const leadStatuses = ['new', 'contacted', 'qualified', 'converted'] as const;
export type LeadStatusValue = (typeof leadStatuses)[number];

export const leadSources = [
  'contact',
  'newsletter',
  'webinar',
  'waitlist',
  'resource',
  'booking',
] as const;

/** One row of the admin's user overview (a todo_profiles row). */
export const adminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(userRoles),
  createdAt: z.iso.datetime(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({ users: z.array(adminUserSchema) });
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const userIdParamsSchema = z.object({ userId: z.uuid() });
export const updateUserRoleSchema = z.object({ role: z.enum(userRoles) }).strict();
export type UpdateUserRoleInput = z.infer<typeof updateUserRoleSchema>;

/** The screen asks once whether the caller may be here; the answer comes from the database. */
export const adminAccessSchema = z.object({ role: z.literal('admin') });

export const adminLeadSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  message: z.string(),
  status: z.enum(leadStatuses),
  source: z.enum(leadSources),
  newsletterSubscriber: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type AdminLead = z.infer<typeof adminLeadSchema>;

export const adminLeadListSchema = z.object({ leads: z.array(adminLeadSchema) });
export type AdminLeadList = z.infer<typeof adminLeadListSchema>;

/** Filters shared by the lead list and its CSV export, so the file matches the screen. */
export const leadFilterSchema = z.object({
  status: z
    .enum(leadStatuses)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  q: z.string().trim().max(200).optional(),
});
export type LeadFilter = z.output<typeof leadFilterSchema>;

export const leadIdParamsSchema = z.object({ leadId: z.uuid() });
export const updateLeadStatusSchema = z.object({ status: z.enum(leadStatuses) }).strict();
