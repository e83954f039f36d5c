import type { DriverDetail } from '@freight/shared';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../lib/layout/use-is-mobile';
import { PageError, PageLoading } from '../../../ui/page-state';
import { useCompanyDriver } from '../api/get-company-drivers';
import { DriverForm } from './driver-form';

export interface DriverEditorState {
  open: boolean;
  /** `null` adds a driver. */
  driverId: string | null;
  /** A new form per opening, so no earlier input lingers. */
  session: number;
}

export const closedDriverEditor: DriverEditorState = { open: false, driverId: null, session: 0 };

function EditDriverForm({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useCompanyDriver(id);
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <PageError error={query.error} onRetry={() => void query.refetch()} />;
  return <DriverForm driver={query.data} onDone={onClose} onCancel={onClose} />;
}

interface DriverEditorProps {
  state: DriverEditorState;
  onClose: () => void;
  onCreated?: (driver: DriverDetail) => void;
}

/** Adds or edits one of the carrier's drivers in a drawer (full width on a phone). */
export function DriverEditor({ state, onClose, onCreated }: DriverEditorProps) {
  const { t } = useTranslation('fleet');
  const isMobile = useIsMobile();
  return (
    <Drawer
      open={state.open}
      onClose={onClose}
      title={state.driverId ? t('form.editTitle') : t('form.addTitle')}
      size={isMobile ? '100%' : 640}
      destroyOnHidden
    >
      {state.driverId ? (
        <EditDriverForm key={state.session} id={state.driverId} onClose={onClose} />
      ) : (
        <DriverForm
          key={state.session}
          driver={null}
          onDone={(driver) => {
            onClose();
            onCreated?.(driver);
          }}
          onCancel={onClose}
        />
      )}
    </Drawer>
  );
}
