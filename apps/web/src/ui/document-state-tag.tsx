import type { DocumentState } from '@freight/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<DocumentState, string> = {
  SIGNING: 'processing',
  SIGNED: 'success',
  DECLINED: 'error',
  SUPERSEDED: 'default',
  ISSUED: 'cyan',
};

/** Where a generated document stands, in the reader's language. */
export function DocumentStateTag({ state, testId }: { state: DocumentState; testId?: string }) {
  const { t } = useTranslation('documents');
  return (
    <Tag
      color={COLORS[state]}
      data-testid={testId}
      data-state={state}
      style={{ marginInlineEnd: 0 }}
    >
      {t(`state.${state}`)}
    </Tag>
  );
}
