import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The frame of a whole-page state (loading here; empty and failed in page-state.tsx). Apart
 * from those two because every first page shows it while the screen loads, and the error
 * state's illustrations (Ant Design's Result) are a download no sign-in needs (issue 11).
 */
export const centred = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 240,
  padding: 24,
  textAlign: 'center',
} as const;

export function PageLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div style={centred} role="status" data-testid="page-loading">
      <Spin size="large" description={label ?? t('states.loading')} />
    </div>
  );
}
