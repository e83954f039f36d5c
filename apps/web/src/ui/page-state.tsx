import { WarningFilled } from '@ant-design/icons';
import { Button, Empty, Flex, Typography, theme } from 'antd';
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

/**
 * A failed load: what went wrong in the user's language, and a way to try again. Drawn with
 * an icon rather than Ant Design's Result, whose illustrations (404, 403, 500; about 10 kB
 * compressed) every list screen would otherwise download for a state it rarely shows.
 */
export function PageError({ error, onRetry }: PageErrorProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div style={centred} data-testid="page-error" role="alert">
      <Flex vertical align="center" gap={8} style={{ maxWidth: 480 }}>
        <WarningFilled style={{ fontSize: 56, color: token.colorWarning }} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('states.errorTitle')}
        </Typography.Title>
        <Typography.Text type="secondary">
          {isApiError(error) ? describeApiError(error) : t('feedback.somethingWentWrong')}
        </Typography.Text>
        {onRetry && (
          <Button type="primary" onClick={onRetry} style={{ marginTop: 16 }}>
            {t('states.retry')}
          </Button>
        )}
      </Flex>
    </div>
  );
}
