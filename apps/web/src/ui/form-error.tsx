import { Alert } from 'antd';
import { isApiError } from '../lib/http/api-error';
import { describeApiError } from '../lib/http/error-messages';
import { i18n } from '../lib/i18n/i18n';

interface FormErrorProps {
  error: unknown;
  testId: string;
}

/** A failed submission, inline above the button, in the user's language. */
export function FormError({ error, testId }: FormErrorProps) {
  if (!error) return null;
  const text = isApiError(error)
    ? describeApiError(error)
    : i18n.t('common:feedback.somethingWentWrong');
  return (
    <Alert
      type="error"
      showIcon
      title={text}
      data-testid={testId}
      role="alert"
      style={{ marginBottom: 16 }}
    />
  );
}
