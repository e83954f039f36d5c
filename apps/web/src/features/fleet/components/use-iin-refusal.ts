import { createDriverRequestSchema, ErrorCode } from '@freight/shared';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, type ApiError } from '../../../lib/http/api-error';
import { checkDriverIin } from '../api/save-company-driver';

/** The refusals that belong to the IIN: a person already in a fleet, or blacklisted. */
const IIN_REFUSALS: readonly string[] = [
  ErrorCode.DRIVER_ALREADY_REGISTERED,
  ErrorCode.DRIVER_BLACKLISTED,
];

export const iinRefusalOf = (error: unknown): ApiError | null =>
  isApiError(error) && error.code !== null && IIN_REFUSALS.includes(error.code) ? error : null;

/**
 * The server's refusal of a new driver's IIN — from the early check as soon as a valid IIN
 * is typed, or from the submission — shown under the IIN field and above the rest.
 */
export function useIinRefusal(form: FormInstance, isNewDriver: boolean) {
  const { t } = useTranslation('fleet');
  const [refusal, setRefusal] = useState<ApiError | null>(null);

  const refusalText = (error: ApiError) =>
    error.code === ErrorCode.DRIVER_BLACKLISTED && error.details.reason
      ? t('form.iinBlacklisted', { reason: error.details.reason })
      : t(`errors:${error.code ?? 'UNEXPECTED'}`);

  const refuse = (error: ApiError) => {
    setRefusal(error);
    form.setFields([{ name: 'iin', errors: [refusalText(error)] }]);
  };

  /** Asks as soon as a valid IIN is typed, before the rest of the form is filled in. */
  const check = () => {
    if (!isNewDriver) return;
    const iin = createDriverRequestSchema.shape.iin.safeParse(form.getFieldValue('iin'));
    if (!iin.success) return;
    checkDriverIin(iin.data).then(
      () => setRefusal(null),
      (error: unknown) => {
        const found = iinRefusalOf(error);
        if (found) refuse(found);
      },
    );
  };

  return { refusal, refusalText, refuse, check, clear: () => setRefusal(null) };
}
