import { z } from 'zod';
import { ValidationMessage } from '../validation/messages.js';
import { roleSchema } from './auth.js';
import {
  cyrillicNameField,
  middleNameField,
  passwordField,
  phoneField,
  versionField,
} from './fields.js';

/** The signed-in user's own contact data, with the version an edit must carry. */
export const profileSchema = z.object({
  id: z.uuid(),
  login: z.string(),
  role: roleSchema,
  lastName: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  phone: z.string().nullable(),
  version: z.number().int(),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileRequestSchema = z.object({
  lastName: cyrillicNameField,
  firstName: cyrillicNameField,
  middleName: middleNameField,
  phone: phoneField,
  version: versionField,
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

const passwordChangeShape = {
  oldPassword: z
    .string({ error: ValidationMessage.REQUIRED })
    .min(1, ValidationMessage.REQUIRED)
    .max(128, ValidationMessage.TOO_LONG),
  newPassword: passwordField,
};

const differsFromOld = {
  message: ValidationMessage.PASSWORD_SAME_AS_OLD,
  path: ['newPassword'],
};

export const changePasswordRequestSchema = z
  .object(passwordChangeShape)
  .refine((value) => value.newPassword !== value.oldPassword, differsFromOld);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The profile's password form adds the confirmation ('Passwords do not match.'). */
export const changePasswordFormSchema = z
  .object({ ...passwordChangeShape, confirmPassword: z.string() })
  .refine((value) => value.newPassword !== value.oldPassword, differsFromOld)
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: ValidationMessage.PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
