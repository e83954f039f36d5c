import type { DriverDetail } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { EditorDrawer, type Editor } from '../../../ui/list-page/editor-drawer';
import { PageError } from '../../../ui/page-state';
import { PageLoading } from '../../../ui/page-loading';
import { useCompanyDriver } from '../api/get-company-drivers';
import { DriverForm } from './driver-form';

function EditDriverForm({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useCompanyDriver(id);
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <PageError error={query.error} onRetry={() => void query.refetch()} />;
  return <DriverForm driver={query.data} onDone={onClose} onCancel={onClose} />;
}

interface DriverEditorProps {
  /** Opened with the driver's id to edit, or `null` to add one. */
  editor: Editor<string>;
  onCreated?: (driver: DriverDetail) => void;
}

/** Adds or edits one of the carrier's drivers in a drawer (full width on a phone). */
export function DriverEditor({ editor, onCreated }: DriverEditorProps) {
  const { t } = useTranslation('fleet');
  return (
    <EditorDrawer
      editor={editor}
      title={(driverId) => (driverId ? t('form.editTitle') : t('form.addTitle'))}
      width={640}
    >
      {(driverId) =>
        driverId ? (
          <EditDriverForm id={driverId} onClose={editor.close} />
        ) : (
          <DriverForm
            driver={null}
            onDone={(driver) => {
              editor.close();
              onCreated?.(driver);
            }}
            onCancel={editor.close}
          />
        )
      }
    </EditorDrawer>
  );
}
