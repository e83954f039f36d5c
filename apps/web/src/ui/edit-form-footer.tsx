import { ErrorCode } from '@freight/shared';
import { Button, Flex } from 'antd';
import { isApiError } from '../lib/http/api-error';
import { FormError } from './form-error';

interface EditFormFooterProps {
  /** The form's save mutation: its refusal is shown, and its button spins while it runs. */
  save: { error: unknown; isPending: boolean };
  cancelLabel: string;
  submitLabel: string;
  onCancel: () => void;
  errorTestId: string;
  submitTestId: string;
}

/**
 * The end of a record's edit form: what the server refused, then Cancel and the submit button.
 * A version conflict is left out: the form answers it by closing with a warning, to be opened
 * again on the record as it now is.
 */
export function EditFormFooter({
  save,
  cancelLabel,
  submitLabel,
  onCancel,
  errorTestId,
  submitTestId,
}: EditFormFooterProps) {
  const conflict = isApiError(save.error) && save.error.code === ErrorCode.VERSION_CONFLICT;
  return (
    <>
      <FormError error={conflict ? null : save.error} testId={errorTestId} />
      <Flex gap={8} justify="flex-end" wrap>
        <Button onClick={onCancel}>{cancelLabel}</Button>
        <Button
          type="primary"
          htmlType="submit"
          loading={save.isPending}
          data-testid={submitTestId}
        >
          {submitLabel}
        </Button>
      </Flex>
    </>
  );
}
