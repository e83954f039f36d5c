import { describe, expect, it } from 'vitest';
import { ValidationMessage } from '../validation/messages.js';
import { createStaffRequestSchema } from './admin.js';
import {
  registrationRequestSchema,
  registrationResubmitRequestSchema,
  rejectCompanyFormSchema,
} from './companies.js';
import { updateEmployeeRequestSchema } from './employees.js';
import { changePasswordFormSchema } from './profile.js';

const validRegistration = {
  lastName: 'Сейтжанов',
  firstName: 'Арман',
  middleName: '',
  organizationName: 'ТОО «Логистика»',
  bin: '900115300003',
  legalAddress: 'г. Алматы',
  actualAddress: 'г. Алматы',
  signatoryPosition: 'Директор',
  phone: '+7 701 123 4567',
  email: 'Owner@Example.kz',
  password: 'Secret-pass1',
  confirmPassword: 'Secret-pass1',
  acceptAgreement: true,
  acceptDataProcessing: true,
  documents: { CHARTER: '8a6e0804-2bd0-4672-b79d-d97027f9071a' },
};

/** Path → message of the first issue per path, as the server's error body and the forms report. */
function messagesOf(result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined;
}): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('onboarding schemas', () => {
  it('accept a complete registration and normalise the e-mail', () => {
    const parsed = registrationRequestSchema.parse(validRegistration);
    expect(parsed.email).toBe('owner@example.kz');
  });

  it('report every registration problem as a translation key, all at once', () => {
    const result = registrationRequestSchema.safeParse({
      ...validRegistration,
      lastName: 'Seitzhanov',
      bin: '780322300455',
      email: 'nope',
      password: 'Пароль-123',
      confirmPassword: 'other',
      acceptAgreement: false,
      documents: {},
    });
    expect(messagesOf(result)).toEqual({
      lastName: ValidationMessage.CYRILLIC,
      bin: ValidationMessage.BIN_CHECK_DIGIT,
      email: ValidationMessage.EMAIL,
      password: ValidationMessage.PASSWORD_CHARSET,
      confirmPassword: ValidationMessage.PASSWORDS_DO_NOT_MATCH,
      acceptAgreement: ValidationMessage.MUST_ACCEPT,
      'documents.CHARTER': ValidationMessage.DOCUMENT_REQUIRED,
    });
  });

  it('tell a short BIN from a wrong check digit', () => {
    const result = registrationResubmitRequestSchema.safeParse({
      ...validRegistration,
      bin: '12345',
      version: 1,
    });
    expect(messagesOf(result)).toEqual({ bin: ValidationMessage.BIN_LENGTH });
  });

  it('refuse an empty rejection comment', () => {
    expect(messagesOf(rejectCompanyFormSchema.safeParse({ comment: '  ' }))).toEqual({
      comment: ValidationMessage.COMMENT_EMPTY,
    });
  });

  it('check the confirmation of a changed password', () => {
    const result = changePasswordFormSchema.safeParse({
      oldPassword: 'Old-pass-1',
      newPassword: 'New-pass-12',
      confirmPassword: 'New-pass-13',
    });
    expect(messagesOf(result)).toEqual({
      confirmPassword: ValidationMessage.PASSWORDS_DO_NOT_MATCH,
    });
  });

  it('keep an employee password optional on edit, but valid when given', () => {
    const employee = {
      lastName: 'Касымова',
      firstName: 'Дина',
      iin: '900115300003',
      email: 'dina@example.kz',
      phone: '+7 702 111 2233',
      canSign: true,
      version: 1,
    };
    expect(updateEmployeeRequestSchema.safeParse({ ...employee, password: '' }).success).toBe(true);
    expect(updateEmployeeRequestSchema.safeParse(employee).success).toBe(true);
    expect(
      messagesOf(
        updateEmployeeRequestSchema.safeParse({
          ...employee,
          iin: '780322300455',
          password: 'short',
        }),
      ),
    ).toEqual({ iin: ValidationMessage.IIN_INVALID, password: ValidationMessage.PASSWORD_LENGTH });
  });

  it('create only CB and moderator staff', () => {
    const staff = {
      lastName: 'Ахметова',
      firstName: 'Жанар',
      email: 'staff@example.kz',
      phone: '+7 701 777 8899',
      password: 'Staff-pass-123',
    };
    expect(createStaffRequestSchema.safeParse({ ...staff, role: 'ROLE_CB' }).success).toBe(true);
    expect(
      messagesOf(createStaffRequestSchema.safeParse({ ...staff, role: 'ROLE_ADMIN' })),
    ).toEqual({
      role: ValidationMessage.INVALID,
    });
  });
});
