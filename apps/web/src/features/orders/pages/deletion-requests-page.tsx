import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../ui/list-page/list-page';
import { DeletionRequestsSection } from '../components/deletion-requests-section';

/** `/deletion-requests`: the moderator's queue of orders their owners asked to delete. */
export function DeletionRequestsPage() {
  const { t } = useTranslation('orders');
  return (
    <ListPage testId="deletion-requests-page" subtitle={t('deletion.pageSubtitle')}>
      <DeletionRequestsSection />
    </ListPage>
  );
}
