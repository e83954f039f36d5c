import { Button, Empty, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/http/api-error';
import { describeApiError } from '../lib/http/error-messages';
import { centred } from './page-loading';

interface PageEmptyProps {
  title: string;
  description?: string;
  action?: ReactNode;
  /** A section of a page (a card's empty table), not the whole page: no reserved height. */
  compact?: boolean;
}

export function PageEmpty({ title, description, action, compact }: PageEmptyProps) {
  return (
    <div
      style={compact ? { ...centred, minHeight: 0, padding: 8 } : centred}
      data-testid="page-empty"
    >
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <strong>{title}</strong>
            {description && <div style={{ marginTop: 4 }}>{description}</div>}
          </>
        }
      >
        {action}
      </Empty>
    </div>
  );
}

interface PageErrorProps {
  error: unknown;
  onRetry?: () => void;
}

/** A failed load: what went wrong in the user's language, and a way to try again. */
export function PageError({ error, onRetry }: PageErrorProps) {
  const { t } = useTranslation();
  return (
    <div style={centred} data-testid="page-error">
      <Result
        status="warning"
        title={t('states.errorTitle')}
        subTitle={isApiError(error) ? describeApiError(error) : t('feedback.somethingWentWrong')}
        extra={
          onRetry && (
            <Button type="primary" onClick={onRetry}>
              {t('states.retry')}
            </Button>
          )
        }
      />
    </div>
  );
}
