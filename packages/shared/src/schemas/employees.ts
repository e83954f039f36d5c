import { z } from 'zod';
import { Role, type CompanyOwnerRole } from '../auth/roles.js';
import { ValidationMessage } from '../validation/messages.js';
import { isAllowedPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../validation/text.js';
import { listQuerySchema, pageOf } from './common.js';
import {
  cyrillicNameField,
  emailField,
  iinField,
  middleNameField,
  passwordField,
  phoneField,
  versionField,
} from './fields.js';

/**
 * The staff role each owner manages: a forwarder's employees (`/employees`), a carrier's
 * logisticians (`/company-logists`).
 */
export const STAFF_ROLE_OF_OWNER = {
  [Role.FORWARDER]: Role.EMPLOYEE,
  [Role.DRIVER_COMPANY]: Role.LOGISTICIAN,
} as const satisfies Record<CompanyOwnerRole, Role>;
export type CompanyStaffRole = (typeof STAFF_ROLE_OF_OWNER)[CompanyOwnerRole];

export const employeeSchema = z.object({
  id: z.uuid(),
  login: z.string(),
  role: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  iin: z.string().nullable(),
  phone: z.string().nullable(),
  canSign: z.boolean(),
  isActive: z.boolean(),
  version: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const employeePageSchema = pageOf(employeeSchema);
export type EmployeePage = z.infer<typeof employeePageSchema>;

const employeeShape = {
  lastName: cyrillicNameField,
  firstName: cyrillicNameField,
  middleName: middleNameField,
  iin: iinField,
  email: emailField,
  phone: phoneField,
  canSign: z.boolean().default(false),
};

export const createEmployeeRequestSchema = z.object({ ...employeeShape, password: passwordField });
export type CreateEmployeeRequest = z.infer<typeof createEmployeeRequestSchema>;

/** On edit the password is optional: empty or absent keeps the current one. */
export const optionalPasswordField = z
  .string()
  .refine(
    (value) =>
      value === '' || (value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH),
    ValidationMessage.PASSWORD_LENGTH,
  )
  .refine((value) => value === '' || isAllowedPassword(value), ValidationMessage.PASSWORD_CHARSET)
  .nullish();

export const updateEmployeeRequestSchema = z.object({
  ...employeeShape,
  password: optionalPasswordField,
  version: versionField,
});
export type UpdateEmployeeRequest = z.infer<typeof updateEmployeeRequestSchema>;

export const employeeListQuerySchema = listQuerySchema.extend({
  active: z.enum(['true', 'false']).optional(),
});
export type EmployeeListQuery = z.infer<typeof employeeListQuerySchema>;
