import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useCompanyDriver } from '../api/get-company-drivers';
import { CompanyDriverActions } from '../components/company-driver-actions';
import { useEditor } from '../../../ui/list-page/editor-drawer';
import { DriverEditor } from '../components/driver-editor';
import { DriverProfile } from '../components/driver-profile';
import { BackLink, DriverQueryView } from '../components/driver-query-view';

/**
 * `/company-drivers/{id}`: the carrier's own driver — the vetting status, the security
 * service's rejection comment and blacklist reason, documents, fines and history.
 */
export function CompanyDriverPage() {
  const { t } = useTranslation('fleet');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useCompanyDriver(id);
  const editor = useEditor<string>();
  const back = <BackLink to="/company-drivers" label={t('detail.backToCompanyDrivers')} />;
  return (
    <>
      <DriverQueryView query={query} back={back}>
        {(driver) => (
          <DriverProfile
            driver={driver}
            back={back}
            canAddFine={false}
            actions={
              <CompanyDriverActions
                driver={driver}
                size="middle"
                onEdit={() => editor.open(driver.id)}
                onRetired={() => void navigate('/company-drivers')}
              />
            }
          />
        )}
      </DriverQueryView>
      <DriverEditor editor={editor} />
    </>
  );
}
