import { ErrorCode } from '@freight/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/http/api-error';
import { describeApiError } from '../../../lib/http/error-messages';

/**
 * How the order page tells a refused one-step action (publish, instant booking, opening to
 * the board): a change made meanwhile reloads the order, anything else says why, translated.
 */
export function useOrderActionFailure(onConflict: () => void) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  return (error: unknown) => {
    if (isApiError(error) && error.code === ErrorCode.VERSION_CONFLICT) {
      void message.warning(t('form.conflict'));
      onConflict();
    } else {
      void message.error(
        isApiError(error) ? describeApiError(error) : t('common:feedback.somethingWentWrong'),
      );
    }
  };
}
