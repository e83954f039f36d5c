import { z } from 'zod';
import { ADMIN_MANAGED_ROLES } from '../auth/roles.js';
import { ValidationMessage } from '../validation/messages.js';
import { listQuerySchema, pageOf } from './common.js';
import {
  cyrillicNameField,
  emailField,
  middleNameField,
  passwordField,
  phoneField,
} from './fields.js';

export type StaffRole = (typeof ADMIN_MANAGED_ROLES)[number];
export const staffRoleSchema = z.enum(ADMIN_MANAGED_ROLES, { error: ValidationMessage.INVALID });

export const staffMemberSchema = z.object({
  id: z.uuid(),
  login: z.string(),
  role: staffRoleSchema,
  lastName: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  phone: z.string().nullable(),
  /** CB accounts belong to the platform's security-service company (its BIN is their login BIN). */
  companyId: z.uuid().nullable(),
  isActive: z.boolean(),
  version: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffPageSchema = pageOf(staffMemberSchema);
export type StaffPage = z.infer<typeof staffPageSchema>;

export const staffListQuerySchema = listQuerySchema.extend({
  role: staffRoleSchema.optional(),
  active: z.enum(['true', 'false']).optional(),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

export const createStaffRequestSchema = z.object({
  role: staffRoleSchema,
  lastName: cyrillicNameField,
  firstName: cyrillicNameField,
  middleName: middleNameField,
  email: emailField,
  phone: phoneField,
  password: passwordField,
});
export type CreateStaffRequest = z.infer<typeof createStaffRequestSchema>;
